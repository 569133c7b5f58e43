/**
 * Download file (MP3, WAV, Video), connected: the quota from GET billing/download-usage for the
 * clip, the contest download block, and the download run (downloadClipFile) on the store's
 * client and clock, saving through the injected `saveFile`. Once the file is handed over the
 * download has started: the modal closes and a toast names the file.
 */
import { downloadBlockReason } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { downloadClipFile, type FileFormat, type SaveFile } from '../download-file';
import { wavProgress } from '../download-state';
import { DownloadFileModal } from '../DownloadFileModal';
import { useToaster } from '../../primitives/Toast/Toaster';
import { DOWNLOAD_LABELS as L, MODAL_RESULT_TOAST_MS } from '../../modals/labels';
import { useModalSession } from '../../modals/connected/use-modal-session';
import { useRun } from '../../modals/connected/use-run';
import type { ConnectedModalProps } from '../../modals/connected/types';

export interface DownloadFileProps extends ConnectedModalProps {
  readonly format: FileFormat;
  readonly saveFile: SaveFile;
  /** The site origin of the source link written into MP3 tags. */
  readonly origin?: string;
}

export function DownloadFile({
  clip,
  open,
  onClose,
  format,
  saveFile,
  origin = '',
}: DownloadFileProps) {
  const { client, clock, viewer, flags } = useModalSession();
  const usage = useCadenzaQuery(
    'getDownloadUsage',
    { query: { clip_id: clip.id } },
    { skip: !open },
  );
  const { run, start } = useRun(open);
  const toaster = useToaster();
  const blockReason = viewer === null ? null : downloadBlockReason(clip, viewer, flags);
  return (
    <DownloadFileModal
      open={open}
      onClose={onClose}
      format={format}
      songTitle={clip.title}
      usage={usage.isError ? null : usage.data}
      blockReason={blockReason}
      run={run}
      onDownload={() =>
        start((signal, progress) =>
          downloadClipFile(clip, format, {
            client: client,
            clock: clock,
            saveFile,
            origin,
            signal,
            onProgress: (step) =>
              progress({
                status: 'running',
                label: step.stage === 'converting' ? L.converting : L.downloading,
                progress: step.stage === 'converting' ? wavProgress(step.tries) : null,
              }),
          }).then((result) => {
            if (result.ok) {
              onClose();
              toaster.show({
                kind: 'success',
                title: L.started(result.filename),
                durationMs: MODAL_RESULT_TOAST_MS,
              });
            }
            return result;
          }),
        )
      }
    />
  );
}
