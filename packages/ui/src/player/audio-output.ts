/**
 * The audio the player drives, behind a small interface so the playbar's logic runs in tests
 * without real audio: an HTMLAudioElement in the browser (html-audio-output.ts), a recording
 * fake in tests and stories (fixtures/fake-audio-output.ts).
 */

/** What the output reports back while it plays. */
export interface AudioOutputEvents {
  /** Playback moved (seconds into the source). */
  readonly time: (positionS: number) => void;
  /** The source's length became known (seconds). */
  readonly duration: (durationS: number) => void;
  /** The source played to its end. */
  readonly ended: () => void;
  /** Loading or playing failed. */
  readonly error: (error: unknown) => void;
}

/** The output's state as the reconciler reads it. */
export interface AudioOutputSnapshot {
  readonly src: string | null;
  readonly paused: boolean;
  readonly currentTimeS: number;
  readonly volume: number;
}

export interface AudioOutput {
  snapshot(): AudioOutputSnapshot;
  /** Sets the source (null empties it); playback stops until play(). */
  load(src: string | null): void;
  /** Starts playing; a refusal or failure is reported through the error event. */
  play(): void;
  pause(): void;
  seek(positionS: number): void;
  /** Volume 0..1. */
  setVolume(volume: number): void;
  /** Subscribes to the output's events; returns the unsubscribe. */
  listen(events: Partial<AudioOutputEvents>): () => void;
  /** Drops every listener (the output is not used again). */
  dispose(): void;
}
