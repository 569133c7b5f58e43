/**
 * Download file (MP3, WAV, Video), connected: the quota from GET billing/download-usage for the
 * clip, the contest download block, and the download run (downloadClipFile) on the store's
 * client and clock, saving through the injected `saveFile`. A video is rendered first when the
 * song has none (or a stale one). Once the file is handed over the download has started: the
 * modal closes and a toast names the file (3 s for a video).
 */
import { downloadBlockReason, VIDEO_DOWNLOADED_TOAST_MS } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import {
  downloadClipFile,
  type DownloadProgress,
  type FileFormat,
  type SaveFile,
} from '../download-file';
import { videoProgress, wavProgress, type RunState } from '../download-state';
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

/** What the modal shows while a step runs: WAV conversion and video render with their progress. */
function runningState(step: DownloadProgress): RunState {
  if (step.stage === 'converting')
    return { status: 'running', label: L.converting, progress: wavProgress(step.tries) };
  if (step.stage === 'rendering')
    return { status: 'running', label: L.rendering, progress: videoProgress(step.tries) };
  return { status: 'running', label: L.downloading, progress: null };
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
            onProgress: (step) => progress(runningState(step)),
          }).then((result) => {
            if (result.ok) {
              onClose();
              toaster.show({
                kind: 'success',
                title: L.started(result.filename),
                durationMs: format === 'video' ? VIDEO_DOWNLOADED_TOAST_MS : MODAL_RESULT_TOAST_MS,
              });
            }
            return result;
          }),
        )
      }
    />
  );
}
