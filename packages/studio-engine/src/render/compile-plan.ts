// Compiles a studio project into a playback plan: every audible clip becomes one segment per
// loop iteration, timed in frames through the project's tempo (beats → seconds) and read through
// the clip's warp map (content beats → source seconds). Fades keep exponent 2; a clip that
// adjoins the next one on its lane, and each seam of a looping clip, cross with equal-power
// curves over the auto-fade length (0.0625 beats), centred on the edge.
import {
  AUTO_FADE_BEATS,
  beatsToSeconds,
  clipWarpMap,
  effectiveTempo,
  type StudioClip,
  type StudioProjectState,
  type Track,
} from '../model';
import { isAccent, metronomeBeats } from '../dsp/metronome';
import type { PlanFade, PlanSegment, PlaybackPlan } from '../dsp/engine/plan';

export interface CompileOptions {
  sampleRate: number;
  /** The audio a clip plays (default: its clipId, else its uploadId). */
  audioIdOf?: (clip: StudioClip) => string | null;
}

/** Most loop iterations compiled for one clip. */
const MAX_ITERATIONS = 4096;
const EPSILON = 1e-9;

const defaultAudioId = (clip: StudioClip): string | null => clip.clipId ?? clip.uploadId;

/**
 * The clips a track plays: its main lane, or the soloed take lane when one is soloed (a
 * decision: the spec names soloTakeLaneId without saying more).
 */
export function playingClips(track: Track): StudioClip[] {
  const lane =
    track.soloTakeLaneId === null
      ? null
      : track.takeLanes.find((l) => l.id === track.soloTakeLaneId);
  return [...(lane?.clips ?? track.clips)].sort((a, b) => a.startBeats - b.startBeats);
}

/** The song's end: the end of its last clip, in beats (0 when empty). */
export function songEndBeats(state: StudioProjectState): number {
  let end = 0;
  for (const track of state.tracks)
    for (const clip of playingClips(track)) end = Math.max(end, clip.endBeats);
  return end;
}

interface Edge {
  /** Equal-power crossfade centred on the edge (adjoining clips). */
  cross: boolean;
  /** Power fade inside the clip otherwise, in beats. */
  beats: number;
}

function edges(clips: readonly StudioClip[], i: number): { head: Edge; tail: Edge } {
  const clip = clips[i] as StudioClip;
  const before = clips[i - 1];
  const after = clips[i + 1];
  const joinsBefore = before !== undefined && Math.abs(before.endBeats - clip.startBeats) < EPSILON;
  const joinsAfter = after !== undefined && Math.abs(after.startBeats - clip.endBeats) < EPSILON;
  const crossBefore =
    joinsBefore &&
    clip.fadeInBeats <= AUTO_FADE_BEATS &&
    (before as StudioClip).fadeOutBeats <= AUTO_FADE_BEATS;
  const crossAfter =
    joinsAfter &&
    clip.fadeOutBeats <= AUTO_FADE_BEATS &&
    (after as StudioClip).fadeInBeats <= AUTO_FADE_BEATS;
  return {
    head: {
      cross: crossBefore,
      beats: joinsBefore ? Math.max(clip.fadeInBeats, AUTO_FADE_BEATS) : clip.fadeInBeats,
    },
    tail: {
      cross: crossAfter,
      beats: joinsAfter ? Math.max(clip.fadeOutBeats, AUTO_FADE_BEATS) : clip.fadeOutBeats,
    },
  };
}

interface Piece {
  /** Timeline beats of the piece, before crossfade extensions. */
  start: number;
  end: number;
  /** Content beat read at `start`. */
  content: number;
}

/** The continuous pieces of a clip: one, or one per loop iteration. */
function pieces(clip: StudioClip): Piece[] {
  const { loop } = clip;
  const looping = loop.enabled && loop.endBeats > loop.startBeats;
  let content = clip.readStartBeats;
  if (looping && content >= loop.endBeats) {
    content = loop.startBeats + ((content - loop.startBeats) % (loop.endBeats - loop.startBeats));
  }
  const out: Piece[] = [];
  let b = clip.startBeats;
  while (b < clip.endBeats - EPSILON && out.length < MAX_ITERATIONS) {
    const end = looping ? Math.min(clip.endBeats, b + (loop.endBeats - content)) : clip.endBeats;
    out.push({ start: b, end, content });
    b = end;
    content = loop.startBeats;
  }
  return out;
}

interface Timeline {
  frame(beats: number): number;
  tempoBreaks: number[];
  sampleRate: number;
}

function segmentFor(
  clip: StudioClip,
  piece: Piece,
  head: Edge & { seam: boolean },
  tail: Edge & { seam: boolean },
  key: string,
  trackIndex: number,
  audioId: string,
  state: StudioProjectState,
  time: Timeline,
): PlanSegment {
  const half = AUTO_FADE_BEATS / 2;
  const headCross = head.cross || head.seam;
  const tailCross = tail.cross || tail.seam;
  const from = piece.start - (headCross ? half : 0);
  const to = piece.end + (tailCross ? half : 0);
  const warp = clipWarpMap(clip, state.timing);
  const contentAt = (b: number) => piece.content + (b - piece.start);
  // Knots where either map bends: tempo changes, warp markers, and the ends.
  const beats = new Set<number>([from, to]);
  for (const b of time.tempoBreaks) if (b > from && b < to) beats.add(b);
  for (const k of warp.beats) {
    const b = piece.start + (k / warp.speed - piece.content);
    if (b > from && b < to) beats.add(b);
  }
  const sorted = [...beats].sort((a, b) => a - b);
  const mapOut: number[] = [];
  const mapSrc: number[] = [];
  for (const b of sorted) {
    const out = time.frame(b);
    const src = warp.beatsToSeconds(contentAt(b));
    const last = mapOut.length - 1;
    if (
      last >= 0 &&
      (out - (mapOut[last] as number) < EPSILON || src - (mapSrc[last] as number) < EPSILON)
    )
      continue;
    mapOut.push(out);
    mapSrc.push(src);
  }
  if (mapOut.length === 1) {
    mapOut.push((mapOut[0] as number) + 1);
    mapSrc.push((mapSrc[0] as number) + 1 / time.sampleRate);
  }
  const start = Math.round(time.frame(from));
  const end = Math.max(start + 1, Math.round(time.frame(to)));
  const length = end - start;
  const fade = (edge: Edge & { seam: boolean }, beatsAt: number, outward: boolean): PlanFade => {
    if (edge.cross || edge.seam) {
      return {
        frames: Math.min(
          length,
          Math.round(time.frame(beatsAt + half) - time.frame(beatsAt - half)),
        ),
        shape: 'equal-power',
      };
    }
    const beatsLong = Math.max(0, edge.beats);
    const frames = outward
      ? Math.round(time.frame(beatsAt) - time.frame(beatsAt - beatsLong))
      : Math.round(time.frame(beatsAt + beatsLong) - time.frame(beatsAt));
    return { frames: Math.min(length, frames), shape: 'power' };
  };
  return {
    key,
    trackIndex,
    audioId,
    start,
    end,
    mapOut,
    mapSrc,
    semitones: clip.transposition,
    gain: clip.amplitude,
    fadeIn: fade(head, piece.start, false),
    fadeOut: fade(tail, piece.end, true),
  };
}

/** The playback plan of a project at `sampleRate`. */
export function compilePlan(state: StudioProjectState, options: CompileOptions): PlaybackPlan {
  const { sampleRate } = options;
  const audioIdOf = options.audioIdOf ?? defaultAudioId;
  const frame = (beats: number) => beatsToSeconds(state.timing, beats) * sampleRate;
  const time: Timeline = {
    frame,
    tempoBreaks: effectiveTempo(state.timing).automation.map((p) => p.beats),
    sampleRate,
  };
  const segments: PlanSegment[] = [];
  state.tracks.forEach((track, trackIndex) => {
    const clips = playingClips(track);
    clips.forEach((clip, i) => {
      const audioId = audioIdOf(clip);
      if (clip.mute || audioId === null || !(clip.endBeats > clip.startBeats)) return;
      const { head, tail } = edges(clips, i);
      const parts = pieces(clip);
      parts.forEach((piece, k) => {
        const first = k === 0;
        const last = k === parts.length - 1;
        segments.push(
          segmentFor(
            clip,
            piece,
            first ? { ...head, seam: false } : { cross: false, beats: 0, seam: true },
            last ? { ...tail, seam: false } : { cross: false, beats: 0, seam: true },
            `${track.id}/${clip.id}/${k}`,
            trackIndex,
            audioId,
            state,
            time,
          ),
        );
      });
    });
  });
  segments.sort((a, b) => a.start - b.start || a.key.localeCompare(b.key));
  const clicks: number[] = [];
  const accents: boolean[] = [];
  for (const beat of metronomeBeats()) {
    const f = Math.round(frame(beat));
    if (f < 0) continue;
    clicks.push(f);
    accents.push(isAccent(beat));
  }
  const songStart = Math.max(0, Math.round(frame(0)));
  const songEnd = Math.round(frame(songEndBeats(state)));
  return {
    sampleRate,
    tracks: state.tracks.map((t) => ({
      id: t.id,
      amplitude: t.amplitude,
      balance: t.balance,
      mute: t.mute,
      solo: t.solo,
    })),
    segments,
    masterGain: state.amplitude,
    songStart,
    songFadeIn: Math.max(0, Math.round(frame(state.songFadeInBeats) - frame(0))),
    songFadeOut: Math.max(
      0,
      Math.round(frame(songEndBeats(state)) - frame(songEndBeats(state) - state.songFadeOutBeats)),
    ),
    songEnd,
    metronome: {
      enabled: state.metronome.enabled,
      amplitude: state.metronome.amplitude,
      clicks,
      accents,
    },
    loop: {
      enabled: state.loop.enabled,
      start: Math.round(frame(state.loop.startBeats)),
      end: Math.round(frame(state.loop.endBeats)),
    },
  };
}
