// The transport's rules, framework-free: play, stop, space to toggle, seek, loop, the metronome
// ('c'), follow mode, scrubbing, stopping at the song end or a stop-at time, when to rebuild the
// timeline, and playback analytics. The clock and the audio (Tone.js and the worklet, or a fake
// in tests) are injected.
import { beatsToSeconds, type Clock, type KeyAction, type StudioProjectState } from '../model';
import { songEndBeats } from '../render/compile-plan';
import { PlaybackAnalytics, type PlaybackSpan } from './analytics';
import { ScrubThrottle } from './scrub';
import { stopPosition } from './stop-rules';
import { timelineChanges, type TimelineChanges, type UpdateReason } from './timeline-changes';

export interface TransportBackend {
  /** Starts playing at a song position (seconds). */
  start(fromSeconds: number): void;
  stop(): void;
  /** The song position now, in seconds. */
  position(): number;
  setLoop(enabled: boolean, startSeconds: number, endSeconds: number): void;
  /** Where playback stops by itself (seconds), or null. */
  setStopAt(seconds: number | null): void;
  setMetronome(enabled: boolean, amplitude: number): void;
  /** Rebuilds the timeline from the project. */
  rebuild(state: StudioProjectState): void;
  /** Applies the project's other audible changes without a rebuild. */
  update(state: StudioProjectState, changes: UpdateReason[]): void;
  /** Calls back when playback stops by itself (song end, stop-at). Returns an unsubscribe. */
  onEnded(listener: () => void): () => void;
}

export interface TransportState {
  playing: boolean;
  /** Song position in seconds (where playback is, or will start). */
  positionSeconds: number;
  metronome: { enabled: boolean; amplitude: number };
  following: boolean;
  stopAtSeconds: number | null;
  /** The playback option: stop when the position passes the song end. */
  stopAtSongEnd: boolean;
}

export interface TransportOptions {
  clock: Clock;
  backend: TransportBackend;
  /** Receives playback analytics spans. */
  sendAnalytics: (span: PlaybackSpan) => void;
  /** Edit mode resets the scrub position when stopped (§5 Keyboard). */
  mode?: 'studio' | 'edit';
}

export class Transport {
  private project: StudioProjectState | null = null;
  private readonly analytics: PlaybackAnalytics;
  private readonly scrubber: ScrubThrottle;
  private readonly listeners = new Set<(state: TransportState) => void>();
  private state: TransportState = {
    playing: false,
    positionSeconds: 0,
    metronome: { enabled: false, amplitude: 1 },
    following: false,
    stopAtSeconds: null,
    stopAtSongEnd: true,
  };

  constructor(private readonly options: TransportOptions) {
    const { clock, backend } = options;
    this.analytics = new PlaybackAnalytics({
      clock,
      send: options.sendAnalytics,
      position: () => this.position(),
    });
    this.scrubber = new ScrubThrottle(clock, (seconds) => this.seek(seconds));
    backend.onEnded(() => this.ended());
  }

  getState(): TransportState {
    return this.state;
  }

  subscribe(listener: (state: TransportState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The song position now (from the audio clock while playing). */
  position(): number {
    return this.state.playing ? this.options.backend.position() : this.state.positionSeconds;
  }

  /**
   * Takes a new project state: rebuilds the timeline exactly when §4 says (tempo, track
   * amplitude, balance, mute, any clip's timing or warp), updates parameters otherwise.
   */
  setProject(next: StudioProjectState): TimelineChanges {
    const prev = this.project;
    this.project = next;
    const { backend } = this.options;
    const changes: TimelineChanges =
      prev === null
        ? { rebuild: true, reasons: ['clip timing'], updates: [] }
        : timelineChanges(prev, next);
    if (changes.rebuild) backend.rebuild(next);
    else if (changes.updates.length > 0) backend.update(next, changes.updates);
    if (prev === null || changes.updates.includes('metronome')) {
      this.set({ metronome: { ...next.metronome } });
      backend.setMetronome(next.metronome.enabled, next.metronome.amplitude);
    }
    this.applyLoopAndStop();
    return changes;
  }

  play(): void {
    if (this.state.playing || this.project === null) return;
    const from = this.state.positionSeconds;
    this.applyLoopAndStop();
    this.options.backend.start(from);
    this.set({ playing: true });
    this.analytics.start(from);
  }

  stop(): void {
    if (!this.state.playing) return;
    const at = this.options.backend.position();
    this.analytics.stop();
    this.options.backend.stop();
    this.set({ playing: false, positionSeconds: at });
    this.scrubber.end(this.options.mode === 'edit');
  }

  /** Space: play when stopped, stop when playing. */
  toggle(): void {
    if (this.state.playing) this.stop();
    else this.play();
  }

  seek(seconds: number): void {
    const to = Math.max(0, seconds);
    if (this.state.playing) {
      this.analytics.jump(to);
      this.options.backend.start(to);
    }
    this.set({ positionSeconds: to });
    this.applyLoopAndStop();
  }

  /** Scrubbing: position updates throttled to one per 50 ms. */
  scrub(seconds: number): void {
    this.scrubber.scrub(seconds);
  }

  endScrub(): void {
    this.scrubber.end(this.options.mode === 'edit' && !this.state.playing);
  }

  /** 'c': the metronome on or off. Returns the new setting (for the project's setMetronome). */
  toggleMetronome(): { enabled: boolean; amplitude: number } {
    const metronome = { ...this.state.metronome, enabled: !this.state.metronome.enabled };
    this.set({ metronome });
    this.options.backend.setMetronome(metronome.enabled, metronome.amplitude);
    return metronome;
  }

  setMetronomeAmplitude(amplitude: number): void {
    const metronome = { ...this.state.metronome, amplitude };
    this.set({ metronome });
    this.options.backend.setMetronome(metronome.enabled, amplitude);
  }

  toggleFollow(): void {
    this.set({ following: !this.state.following });
  }

  setStopAt(seconds: number | null): void {
    this.set({ stopAtSeconds: seconds });
    this.applyLoopAndStop();
  }

  setStopAtSongEnd(on: boolean): void {
    this.set({ stopAtSongEnd: on });
    this.applyLoopAndStop();
  }

  /** The transport's keys (model/keyboard actions): space, 'c' and Ctrl+F. Returns true when handled. */
  handleKey(action: KeyAction): boolean {
    if (action.kind === 'togglePlayback') this.toggle();
    else if (action.kind === 'toggleMetronome') this.toggleMetronome();
    else if (action.kind === 'toggleFollow') this.toggleFollow();
    else return false;
    return true;
  }

  private ended(): void {
    if (!this.state.playing) return;
    const at = this.options.backend.position();
    this.analytics.stop();
    this.set({ playing: false, positionSeconds: at });
    this.scrubber.end(this.options.mode === 'edit');
  }

  /** Sends the loop region and where to stop to the audio side. */
  private applyLoopAndStop(): void {
    const project = this.project;
    if (project === null) return;
    const { backend } = this.options;
    const loop = project.loop;
    const looping = loop.enabled && loop.endBeats > loop.startBeats;
    backend.setLoop(
      looping,
      beatsToSeconds(project.timing, loop.startBeats),
      beatsToSeconds(project.timing, loop.endBeats),
    );
    backend.setStopAt(
      stopPosition(
        {
          songEndSeconds: beatsToSeconds(project.timing, songEndBeats(project)),
          stopAtSeconds: this.state.stopAtSeconds,
          stopAtSongEnd: this.state.stopAtSongEnd,
          looping,
        },
        this.state.playing ? this.options.backend.position() : this.state.positionSeconds,
      ),
    );
  }

  private set(patch: Partial<TransportState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
