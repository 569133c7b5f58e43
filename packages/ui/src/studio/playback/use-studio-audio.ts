// useStudioAudio: the studio's audio for one session: an AudioContext, the Tone.js transport
// backend with the worklet processor (audioworklet-polyfill where AudioWorklet is missing, in
// EngineNode), the Transport and the PlaybackController between them and the session. The
// context resumes on the first pointer or key press (browsers start it suspended).
import { useEffect, useState } from 'react';
import {
  contextDecoder,
  PlaybackController,
  Transport,
  type Clock,
  type PlaybackSpan,
  type StudioSession,
} from '@cadenza/studio-engine';
import { ToneBackend } from '@cadenza/studio-engine/tone';

export interface StudioAudio {
  readonly context: AudioContext;
  readonly backend: ToneBackend;
  readonly transport: Transport;
  readonly controller: PlaybackController;
}

export interface UseStudioAudioOptions {
  /** URL of the bundled worklet processor. */
  readonly moduleUrl: string;
  readonly clock: Clock;
  /** Playback analytics spans (about every 5 s while playing). */
  readonly sendAnalytics?: (span: PlaybackSpan) => void;
  /** Makes the context (tests and stories may pass their own). */
  readonly createContext?: () => AudioContext;
}

export function useStudioAudio(
  session: StudioSession | null,
  { moduleUrl, clock, sendAnalytics, createContext }: UseStudioAudioOptions,
): { audio: StudioAudio | null; error: unknown } {
  const [audio, setAudio] = useState<StudioAudio | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (session === null) return undefined;
    let cancelled = false;
    let made: StudioAudio | null = null;
    const context = (createContext ?? (() => new AudioContext()))();
    const resume = () => void context.resume();
    window.addEventListener('pointerdown', resume, true);
    window.addEventListener('keydown', resume, true);
    ToneBackend.create({ moduleUrl, context, captureChannels: 2 }).then(
      (backend) => {
        if (cancelled) {
          backend.dispose();
          return;
        }
        const transport = new Transport({
          clock,
          backend,
          sendAnalytics: sendAnalytics ?? (() => undefined),
          // Edit mode resets the scrub position when stopped (§5 Keyboard).
          mode: session.getSnapshot().mode,
        });
        const controller = new PlaybackController({
          session,
          transport,
          clock,
          decode: contextDecoder(context),
          sink: backend,
        });
        made = { context, backend, transport, controller };
        setAudio(made);
      },
      (failure: unknown) => {
        if (!cancelled) setError(failure);
      },
    );
    return () => {
      cancelled = true;
      window.removeEventListener('pointerdown', resume, true);
      window.removeEventListener('keydown', resume, true);
      made?.controller.dispose();
      made?.backend.dispose();
      void context.close();
      setAudio(null);
    };
  }, [session, moduleUrl, clock, sendAnalytics, createContext]);
  return { audio, error };
}
