/**
 * StudioScreen: the connected studio. It opens a studio session for the request (a project, a
 * version, or the project made for a clip), with its ports filled from the SDK, and shows it
 * through StudioSessionView. Other parts plug in through its slots: the transport bar, the top
 * bar's extra controls (children) and the panels (the library and session panels by default). The screen is
 * a drop target: library songs and desktop audio files dropped on a track land there.
 */
import { useCallback, type ReactNode } from 'react';
import { useCadenzaClock } from '@cadenza/sdk/react';
import type { LoadRequest, RecordingFile, SessionPorts } from '@cadenza/studio-engine';
import { useStudioCollab } from '../collab/use-studio-collab';
import { StudioCreatePanel } from '../generate/StudioCreatePanel';
import { useStudioGenerate } from '../generate/use-studio-generate';
import type { TimelineProps } from '../Timeline';
import { StudioAudioControls, type StudioAudioOptions } from '../playback/StudioAudioControls';
import { LibraryPanel } from '../panels/LibraryPanel';
import { StudioCloneOffer } from '../panels/StudioCloneOffer';
import { StudioDropZone } from '../panels/StudioDropZone';
import { StudioSessionPanel } from '../panels/StudioSessionPanel';
import { UploadPlaceholders } from '../panels/UploadPlaceholders';
import { useStudioUploads } from '../panels/use-studio-uploads';
import { StudioSessionView, type StudioPanelSlot } from './StudioSessionView';
import { useStudioSession } from './use-studio-session';
import type { AudioDecoder } from './waveforms';

export interface StudioScreenProps {
  /** What to open; null shows the empty studio. */
  readonly request: LoadRequest | null;
  readonly transport?: ReactNode;
  readonly panels?: Partial<Record<StudioPanelSlot, ReactNode>>;
  readonly children?: ReactNode;
  /** Replaces the SDK ports (stories, tests). */
  readonly ports?: SessionPorts;
  readonly decode?: AudioDecoder;
  /** Playback, recording and export through the worklet (the transport slot, when not given). */
  readonly audio?: StudioAudioOptions;
  /** A locked project was cloned and its copy opened (the host can follow its address). */
  readonly onCloned?: (projectId: string) => void;
  /** Opens a version from the session panel's list (the host goes to it, locked). */
  readonly onOpenVersion?: (versionId: string) => void;
}

export function StudioScreen({
  request,
  ports,
  audio,
  transport,
  panels,
  onCloned,
  onOpenVersion,
  children,
  ...rest
}: StudioScreenProps) {
  const clock = useCadenzaClock();
  const { session, snapshot } = useStudioSession(request, ports === undefined ? {} : { ports });
  const uploads = useStudioUploads(session);
  const { uploadRecording, dropped, retry, remove } = uploads;
  const onRecorded = useCallback(
    (file: RecordingFile) =>
      void uploadRecording(
        new Blob([new Uint8Array(file.wav)], { type: 'audio/wav' }),
        file.name,
        file.title,
      ),
    [uploadRecording],
  );
  // Generating in the timeline: the create panel (unless the host gives one) and its placeholders.
  const generate = useStudioGenerate(session, snapshot);
  const generateOverlay = generate.overlay;
  // Over the lanes: the queued generations' placeholders, then the dropped files' uploads.
  const overlay = useCallback<NonNullable<TimelineProps['overlay']>>(
    (rows, view) => (
      <>
        {generateOverlay(rows, view)}
        <UploadPlaceholders
          rows={rows}
          view={view}
          uploads={dropped}
          onRetry={retry}
          onRemove={remove}
        />
      </>
    ),
    [generateOverlay, dropped, retry, remove],
  );
  // Shared projects: clip changes are broadcast, a collaborator's studio follows them.
  useStudioCollab(session);
  const controls =
    session === null || audio === undefined ? undefined : (
      <StudioAudioControls session={session} clock={clock} onRecorded={onRecorded} {...audio} />
    );
  return (
    <StudioDropZone session={session} uploads={uploads}>
      <StudioSessionView
        session={session}
        snapshot={snapshot}
        clock={clock}
        transport={transport ?? controls}
        panels={{
          library: <LibraryPanel session={session} />,
          session: (
            <StudioSessionPanel
              session={session}
              snapshot={snapshot}
              clock={clock}
              {...(onOpenVersion === undefined ? {} : { onOpenVersion })}
            />
          ),
          create: <StudioCreatePanel generate={generate} />,
          ...panels,
        }}
        timelineOverlay={overlay}
        unheardTakeLaneIds={generate.unheardTakeLaneIds}
        {...rest}
      >
        <StudioCloneOffer
          session={session}
          snapshot={snapshot}
          {...(onCloned === undefined ? {} : { onCloned })}
        />
        {children}
      </StudioSessionView>
    </StudioDropZone>
  );
}
