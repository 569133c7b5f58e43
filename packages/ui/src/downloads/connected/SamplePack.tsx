/**
 * Sample Pack (beta), connected: shows 'This may take 2-3 minutes' (8 s) and runs
 * downloadSamplePack on the store's client, saving the zip with the injected `saveFile`.
 */
import { useToaster } from '../../primitives/Toast';
import type { SaveFile } from '../download-file';
import { SAMPLE_PACK_LABELS as L } from '../../modals/labels';
import { downloadSamplePack, samplePackWaitToast } from '../sample-pack';
import { SamplePackModal } from '../SamplePackModal';
import { useModalSession } from '../../modals/connected/use-modal-session';
import { useRun } from '../../modals/connected/use-run';
import type { ConnectedModalProps } from '../../modals/connected/types';

export interface SamplePackProps extends ConnectedModalProps {
  readonly saveFile: SaveFile;
}

export function SamplePack({ clip, open, onClose, saveFile }: SamplePackProps) {
  const { client } = useModalSession();
  const toaster = useToaster();
  const { run, start } = useRun(open);
  return (
    <SamplePackModal
      open={open}
      onClose={onClose}
      songTitle={clip.title}
      run={run}
      onDownload={() => {
        toaster.show(samplePackWaitToast());
        start((signal, progress) =>
          downloadSamplePack(clip, {
            client: client,
            saveFile,
            signal,
            onProgress: (step) =>
              progress({
                status: 'running',
                label: L.zipping,
                progress:
                  step.stage === 'fetching' ? Math.round((step.done / step.total) * 100) : null,
              }),
          }),
        );
      }}
    />
  );
}
