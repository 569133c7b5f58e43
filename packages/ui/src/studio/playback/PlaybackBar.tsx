/**
 * PlaybackBar: the StudioTransport bar over a session and its audio. Reads the session's
 * snapshot (the transport position, follow, the project's loop, metronome and master volume) and
 * the worklet's output level, and sends presses to the playback controller or as session actions;
 * the metronome and the master volume are project edits (commands), so they save with the project.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  beatsToSeconds,
  METRONOME_BEATS_PER_BAR,
  type StudioSession,
} from '@cadenza/studio-engine';
import { StudioTransport } from './StudioTransport';
import type { StudioAudio } from './use-studio-audio';

export interface PlaybackBarProps {
  readonly session: StudioSession;
  /** Null while the audio is starting. */
  readonly audio: StudioAudio | null;
  readonly children?: ReactNode;
}

/** The worklet's output peak, from its position reports (0 when not playing). */
function useOutputLevel(audio: StudioAudio | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (audio === null) return undefined;
    return audio.backend.engine.on('position', (report) =>
      setLevel(report.playing ? report.peak : 0),
    );
  }, [audio]);
  return level;
}

export function PlaybackBar({ session, audio, children }: PlaybackBarProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const level = useOutputLevel(audio);
  const { project, view } = snapshot;
  const { playing, positionBeats } = view.transport;
  const controller = audio?.controller ?? null;
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
      level={audio === null ? null : level}
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
