// The studio's playback: one controller between the headless session and the transport. The
// session owns the transport position and the playing flag (Space, the transport bar and the
// ruler change them there); the controller carries them to the Transport (and so to Tone.js and
// the worklet), hands it each new project state (it rebuilds the timeline on the spec's
// triggers), writes the audio's position back into the session while playing, and decodes each
// clip's audio bytes once into the backend. Framework-free: clock, decoder and backend injected.
import { beatsToSeconds, secondsToBeats, type Clock, type ClockHandle } from '../model';
import { auditionedProject, type TakeLaneAudition } from '../model/take-lanes';
import type { StudioProjectState } from '../model/types';
import type { ClipAudio } from '../render/offline';
import type { StudioSession } from '../session/session';
import type { Transport, TransportState } from '../transport/transport';

/** How often the position is written into the session while playing (ms). */
export const PLAYBACK_TICK_MS = 33;

/** Decoded audio reaches the audio side through this (ToneBackend.loadAudio fits). */
export interface PlaybackAudioSink {
  loadAudio(audioId: string, audio: ClipAudio): void;
}

export interface PlaybackControllerOptions {
  session: Pick<StudioSession, 'subscribe' | 'getSnapshot' | 'dispatch'>;
  transport: Transport;
  clock: Clock;
  /** Decodes a clip's audio bytes (AudioContext.decodeAudioData in the browser). */
  decode?: (bytes: ArrayBuffer) => Promise<ClipAudio>;
  /** Where decoded audio goes (the backend). */
  sink?: PlaybackAudioSink;
  tickMs?: number;
}

export class PlaybackController {
  private project: StudioProjectState | null = null;
  /** The session's project and audition the played project was made from. */
  private source: { project: StudioProjectState | null; audition: TakeLaneAudition | null } = {
    project: null,
    audition: null,
  };
  /** The position this controller last wrote into the session (beats). */
  private written: number | null = null;
  private timer: ClockHandle | null = null;
  private readonly audio = new Map<string, ClipAudio>();
  private readonly asked = new Set<string>();
  private readonly unsubscribe: (() => void)[];
  private disposed = false;
  /** Carrying the session's state over (nested calls counted). */
  private syncing = 0;

  constructor(private readonly options: PlaybackControllerOptions) {
    this.unsubscribe = [
      options.session.subscribe(() => this.sync()),
      options.transport.subscribe((state) => this.fromTransport(state)),
    ];
    this.sync();
  }

  /** Decoded audio by audio id (clip id or upload id): what an export renders. */
  get decodedAudio(): ReadonlyMap<string, ClipAudio> {
    return this.audio;
  }

  /** Makes audio that did not come through the session's media playable (a recording). */
  addAudio(audioId: string, audio: ClipAudio): void {
    this.audio.set(audioId, audio);
    this.asked.add(audioId);
    this.options.sink?.loadAudio(audioId, audio);
  }

  play(): void {
    this.options.session.dispatch({ type: 'transport/play' });
  }

  stop(): void {
    this.options.session.dispatch({ type: 'transport/stop' });
  }

  /** Space. */
  toggle(): void {
    this.options.session.dispatch({ type: 'transport/toggle' });
  }

  seek(beats: number): void {
    this.options.session.dispatch({ type: 'transport/seek', beats });
  }

  /** Dragging the playhead: positions throttled to one per 50 ms. */
  scrub(beats: number): void {
    if (this.project === null) return;
    this.options.transport.scrub(beatsToSeconds(this.project.timing, beats));
  }

  endScrub(): void {
    this.options.transport.endScrub();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.options.transport.stop();
    this.stopTicking();
    for (const off of this.unsubscribe) off();
  }

  /** The session changed: carry the project, the position and the playing flag over. */
  private sync(): void {
    if (this.disposed) return;
    this.syncing++;
    try {
      this.carry();
    } finally {
      this.syncing--;
    }
  }

  private carry(): void {
    const { session, transport } = this.options;
    const snapshot = session.getSnapshot();
    const { project } = snapshot;
    const { audition } = snapshot.view;
    if (
      project !== null &&
      (project !== this.source.project || audition !== this.source.audition)
    ) {
      this.source = { project, audition };
      // An auditioned take lane plays in place of its track.
      this.project = auditionedProject(project, audition);
      transport.setProject(this.project);
    }
    this.loadMedia(snapshot.media);
    const wanted = snapshot.view.transport;
    if (this.project === null) {
      if (wanted.playing) session.dispatch({ type: 'transport/stop' });
      return;
    }
    if (wanted.positionBeats !== this.written) {
      this.written = wanted.positionBeats;
      transport.seek(beatsToSeconds(this.project.timing, wanted.positionBeats));
    }
    const playing = transport.getState().playing;
    if (wanted.playing && !playing) transport.play();
    else if (!wanted.playing && playing) transport.stop();
  }

  /** The transport moved (scrub, stop, song end): the session follows. */
  private fromTransport(state: TransportState): void {
    if (this.disposed || this.project === null) return;
    const { session } = this.options;
    if (state.playing) this.startTicking();
    else this.stopTicking();
    const beats = secondsToBeats(this.project.timing, state.positionSeconds);
    const view = session.getSnapshot().view.transport;
    // Played or stopped by someone else (the recorder auto-plays; the song end stops it).
    // (Not while the session's own state is being carried over: a rebuild reports it stopped.)
    if (state.playing !== view.playing && this.syncing === 0)
      session.dispatch({ type: state.playing ? 'transport/play' : 'transport/stop' });
    if (!state.playing && beats !== view.positionBeats) this.write(beats);
  }

  private write(beats: number): void {
    if (this.project === null) return;
    this.written = Math.max(0, beats);
    this.options.session.dispatch({ type: 'transport/position', beats: this.written });
  }

  private startTicking(): void {
    if (this.timer !== null) return;
    const tick = () => {
      this.timer = null;
      const { transport, clock } = this.options;
      if (this.disposed || !transport.getState().playing || this.project === null) return;
      this.write(secondsToBeats(this.project.timing, transport.position()));
      this.timer = clock.setTimeout(tick, this.options.tickMs ?? PLAYBACK_TICK_MS);
    };
    this.timer = this.options.clock.setTimeout(tick, this.options.tickMs ?? PLAYBACK_TICK_MS);
  }

  private stopTicking(): void {
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Decodes each clip's fetched audio once; an undecodable file marks its clip, nothing more. */
  private loadMedia(media: ReturnType<StudioSession['getSnapshot']>['media']): void {
    const { decode, sink, session } = this.options;
    if (decode === undefined) return;
    for (const [clipId, entry] of Object.entries(media)) {
      if (entry.status !== 'ready' || entry.audio === null || this.asked.has(clipId)) continue;
      this.asked.add(clipId);
      decode(entry.audio.slice(0)).then(
        (audio) => {
          if (this.disposed) return;
          this.audio.set(clipId, audio);
          sink?.loadAudio(clipId, audio);
        },
        () => {
          if (!this.disposed) session.dispatch({ type: 'media/failed', clipId });
        },
      );
    }
  }
}
