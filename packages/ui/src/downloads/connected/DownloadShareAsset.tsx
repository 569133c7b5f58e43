/**
 * Download share asset (staff), connected: renderShareAsset (create, then poll every 2 s for
 * 5 minutes on the store's clock) with progress from the elapsed time; the rendered image is
 * fetched through the client and saved with the injected `saveFile`.
 */
import { useEffect, useState } from 'react';
import { SHARE_ASSET_POLL_TIMEOUT_MS } from '@cadenza/sdk';
import { renderShareAsset } from '@cadenza/sdk/store';
import type { SaveFile } from '../download-file';
import { DownloadShareAssetModal } from '../DownloadShareAssetModal';
import { SHARE_ASSET_LABELS as L } from '../../modals/labels';
import { useModalSession } from '../../modals/connected/use-modal-session';
import { useRun } from '../../modals/connected/use-run';
import type { ConnectedModalProps } from '../../modals/connected/types';

export interface DownloadShareAssetProps extends ConnectedModalProps {
  readonly saveFile: SaveFile;
}

export function DownloadShareAsset({ clip, open, onClose, saveFile }: DownloadShareAssetProps) {
  const { client, clock } = useModalSession();
  const { run, start } = useRun(open);
  const [asset, setAsset] = useState<{ id: string; imageUrl: string | null } | null>(null);
  const render = () =>
    start(async (signal, progress) => {
      const startedAt = clock.now();
      const running = () =>
        progress({
          status: 'running',
          label: L.rendering,
          progress: Math.min(100, ((clock.now() - startedAt) / SHARE_ASSET_POLL_TIMEOUT_MS) * 100),
        });
      running();
      const result = await renderShareAsset(clip.id, {
        client: client,
        clock: clock,
        signal,
        onRead: running,
      });
      if (!result.ok)
        return { ok: false, message: result.message, aborted: result.reason === 'aborted' };
      setAsset({ id: result.value.asset_id, imageUrl: result.value.image_url ?? null });
      return { ok: true, filename: `${clip.title || clip.id} - Share Asset.png` };
    });
  useEffect(() => {
    if (open) render();
    // Rendered once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, clip.id]);
  return (
    <DownloadShareAssetModal
      open={open}
      onClose={onClose}
      run={run}
      imageUrl={asset?.imageUrl ?? null}
      onRender={render}
      onDownload={() => {
        if (asset === null || run.status !== 'done') return;
        client
          .callAny('getShareAssetImage', { path: { gen_id: clip.id, asset_id: asset.id } })
          .then((image) => {
            if (image instanceof Blob) saveFile(image, run.filename);
          })
          .catch(() => undefined);
      }}
    />
  );
}
