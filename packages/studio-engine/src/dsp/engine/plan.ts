// The playback plan: a project compiled to frames, as plain serialisable data. It is what the
// main thread sends the audio thread to (re)build the timeline, and what the offline renderer
// plays. Everything is in frames of the output sample rate, on the song's timeline (frame 0 is
// the audio clock's second 0).
import type { FadeShape } from '../fades';

export interface PlanFade {
  /** Length in frames (0: none). */
  frames: number;
  shape: FadeShape;
}

/** One voice: a stretch of one clip read through one continuous time map. */
export interface PlanSegment {
  /** Stable across rebuilds while the segment is unchanged (the voice keeps playing). */
  key: string;
  trackIndex: number;
  /** The loaded audio this segment reads. */
  audioId: string;
  /** Audible span on the timeline, in frames (fades included). */
  start: number;
  end: number;
  /** Map knots: timeline frames → source seconds (the engine converts at the audio's rate). */
  mapOut: number[];
  mapSrc: number[];
  /** Transposition in semitones. */
  semitones: number;
  /** Clip amplitude (a multiplier). */
  gain: number;
  /** Fade in from `start`, fade out ending at `end`. */
  fadeIn: PlanFade;
  fadeOut: PlanFade;
}

export interface PlanTrack {
  id: string;
  amplitude: number;
  balance: number;
  mute: boolean;
  solo: boolean;
}

export interface PlanMetronome {
  enabled: boolean;
  amplitude: number;
  /** Start frame of each click, ascending. */
  clicks: number[];
  /** Whether each click is the first beat of a bar. */
  accents: boolean[];
}

export interface PlaybackPlan {
  sampleRate: number;
  tracks: PlanTrack[];
  /** Sorted by start. */
  segments: PlanSegment[];
  masterGain: number;
  /** Where the song starts (beat 0), in frames. */
  songStart: number;
  /**
   * Song fade in over [songStart, songStart + songFadeIn) and fade out over
   * [songEnd − songFadeOut, songEnd), in frames.
   */
  songFadeIn: number;
  songFadeOut: number;
  /** Where the song ends (the last clip's end), in frames. */
  songEnd: number;
  metronome: PlanMetronome;
  loop: { enabled: boolean; start: number; end: number };
}

/** Identity of a segment's sound: a rebuild keeps the voice of a segment whose signature is equal. */
export function segmentSignature(s: PlanSegment): string {
  return [
    s.key,
    s.trackIndex,
    s.audioId,
    s.start,
    s.end,
    s.semitones,
    s.gain,
    s.fadeIn.frames,
    s.fadeIn.shape,
    s.fadeOut.frames,
    s.fadeOut.shape,
    s.mapOut.join(','),
    s.mapSrc.join(','),
  ].join('|');
}

/** The most segments sounding at the same time (to size the voice pool). */
export function maxConcurrentSegments(segments: readonly PlanSegment[]): number {
  const events: [number, number][] = [];
  for (const s of segments) events.push([s.start, 1], [s.end, -1]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let most = 0;
  for (const [, d] of events) {
    now += d;
    most = Math.max(most, now);
  }
  return most;
}
