/**
 * StudioAudioControls: everything of the studio that makes sound, for one session: the transport
 * bar (playback through the worklet), the record button (into the armed track) and the export
 * dialog (mixdown or stems). The connected StudioScreen shows it in its transport slot.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Clock, RecordingFile, StudioSession } from '@cadenza/studio-engine';
import type { SaveFile } from '../../downloads/download-file';
import { browserSaveFile } from '../../modals/SongModalHost';
import { Button } from '../../primitives/Button';
import { ExportDialog } from '../export/ExportDialog';
import { EXPORT_LABELS } from '../export/labels';
import { useStudioExport } from '../export/use-studio-export';
import { armedTrackId } from '../recording/recorded-clip';
import { RecordButton } from '../recording/RecordButton';
import { useStudioRecorder } from '../recording/use-studio-recorder';
import { PlaybackBar } from './PlaybackBar';
import { useStudioAudio } from './use-studio-audio';

export interface StudioAudioOptions {
  /** URL of the bundled worklet processor. */
  readonly moduleUrl: string;
  /** Where exports are saved (a download link by default). */
  readonly saveFile?: SaveFile;
  /** A recording landed on its track (the connected screen uploads it). */
  readonly onRecorded?: (file: RecordingFile) => void;
}

export interface StudioAudioControlsProps extends StudioAudioOptions {
  readonly session: StudioSession;
  readonly clock: Clock;
}

export function StudioAudioControls({
  session,
  clock,
  moduleUrl,
  saveFile = browserSaveFile,
  onRecorded,
}: StudioAudioControlsProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const { audio } = useStudioAudio(session, { moduleUrl, clock });
  const recorder = useStudioRecorder(session, audio, {
    clock,
    ...(onRecorded === undefined ? {} : { onRecorded }),
  });
  const source = useCallback(() => {
    const project = session.getSnapshot().project;
    if (project === null || audio === null) return null;
    return {
      project,
      title: project.title,
      audio: audio.controller.decodedAudio,
      sampleRate: audio.context.sampleRate,
    };
  }, [audio, session]);
  const exporter = useStudioExport({ clock, saveFile, source });
  const armed = armedTrackId(snapshot.project);
  const armedName = snapshot.project?.tracks.find((t) => t.id === armed)?.name ?? null;
  return (
    <>
      <PlaybackBar session={session} audio={audio}>
        <RecordButton
          state={recorder.state}
          elapsedSeconds={recorder.elapsedSeconds}
          levels={recorder.levels}
          armedTrackName={audio === null ? null : armedName}
          onStart={recorder.start}
          onStop={recorder.stop}
        />
        <Button
          variant="ghost"
          size="small"
          disabled={snapshot.project === null || audio === null}
          onClick={exporter.openDialog}
        >
          {EXPORT_LABELS.open}
        </Button>
      </PlaybackBar>
      <ExportDialog {...exporter.dialog} />
    </>
  );
}
