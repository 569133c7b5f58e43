/**
 * PlaybackBar: the StudioTransport bar over a session and its playback controller. Reads the
 * session's snapshot (the transport position, follow, the project's loop, metronome and master
 * volume) and sends presses to the controller or as session actions; the metronome and the
 * master volume are project edits (commands), so they undo and save with the project.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import {
  beatsToSeconds,
  METRONOME_BEATS_PER_BAR,
  type PlaybackController,
  type StudioSession,
} from '@cadenza/studio-engine';
import { StudioTransport } from './StudioTransport';

export interface PlaybackBarProps {
  readonly session: StudioSession;
  /** Null while the audio is starting. */
  readonly controller: PlaybackController | null;
  readonly children?: ReactNode;
}

export function PlaybackBar({ session, controller, children }: PlaybackBarProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const { project, view } = snapshot;
  const { playing, positionBeats } = view.transport;
  const master = (amplitude: number) =>
    session.dispatch({ type: 'command', command: { type: 'setMasterAmplitude', amplitude } });
  return (
    <StudioTransport
      playing={playing}
      positionBeats={positionBeats}
      positionSeconds={project === null ? 0 : beatsToSeconds(project.timing, positionBeats)}
      beatsPerBar={METRONOME_BEATS_PER_BAR}
      loop={project?.loop.enabled ?? false}
      metronome={project?.metronome.enabled ?? false}
      following={view.follow}
      masterVolume={project?.amplitude ?? 1}
      disabled={project === null || controller === null}
      onTogglePlay={() => controller?.toggle()}
      onStop={() => {
        controller?.stop();
        controller?.seek(0);
      }}
      onToggleLoop={() => session.dispatch({ type: 'loop/set', enabled: !project?.loop.enabled })}
      onToggleMetronome={() =>
        session.dispatch({ type: 'command', command: { type: 'setMetronome' } })
      }
      onToggleFollow={() => session.dispatch({ type: 'follow/set' })}
      onMasterVolumeChange={master}
      onMasterVolumeCommit={master}
    >
      {children}
    </StudioTransport>
  );
}
