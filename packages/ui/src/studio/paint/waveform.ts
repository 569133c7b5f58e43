// Waveform peaks for a clip drawn on canvas from the engine's mip-maps: the level is chosen by
// the zoom (the finest whose points are at least one pixel's worth of samples wide), each pixel
// column reads the points under it through the clip's warp map (tempo, speed, loop), and pages
// not yet cached are reported so the host can load them.
import {
  clipContentBeatsAt,
  clipWarpMap,
  levelFor,
  maxLevel,
  WAVEFORM_PAGE_BLOCKS,
  type PageKey,
  type PeakPage,
  type StudioClip,
  type Timing,
} from '@cadenza/studio-engine';

export type ClipAudioStatus = 'ready' | 'loading' | 'missing' | 'undecodable';

/** What the timeline knows of a clip's audio. */
export interface ClipAudio {
  /** The id its waveform pages are cached under. */
  audioId: string;
  sampleRate: number;
  /** Frames. */
  length: number;
  status: ClipAudioStatus;
}

/** A cached mip-map page, or null when it is not loaded (yet). */
export type PeakLookup = (key: PageKey) => PeakPage | null;

/** The audio id a clip's waveform is found under: its generated clip's id or its upload's. */
export const clipAudioId = (clip: StudioClip): string | null => clip.clipId ?? clip.uploadId;

/** The mip-map level for `samplesPerPx`, within the levels the audio has. */
export const waveformLevel = (samplesPerPx: number, length: number): number =>
  Math.min(levelFor(samplesPerPx), maxLevel(length));

export interface WaveformTarget {
  /** Content px of the tile's left edge, and its width. */
  tileStartPx: number;
  tileWidthPx: number;
  pxPerBeat: number;
  /** Vertical band to draw in (canvas px). */
  topPx: number;
  heightPx: number;
  /** Columns of the clip to draw, in canvas px [from, to). */
  fromPx: number;
  toPx: number;
}

/** Draws the clip's peaks; returns the keys of pages it needed but did not find. */
export function paintWaveform(
  ctx: CanvasRenderingContext2D,
  clip: StudioClip,
  audio: ClipAudio,
  timing: Timing,
  peaks: PeakLookup,
  t: WaveformTarget,
): PageKey[] {
  const map = clipWarpMap(clip, timing);
  const sampleAt = (px: number): number =>
    map.beatsToSeconds(clipContentBeatsAt(clip, (t.tileStartPx + px) / t.pxPerBeat)) *
    audio.sampleRate;
  const samplesPerPx = Math.abs(sampleAt(t.fromPx + 1) - sampleAt(t.fromPx));
  const level = waveformLevel(samplesPerPx, audio.length);
  const width = 2 ** level;
  const pages = new Map<number, PeakPage | null>();
  const missing: PageKey[] = [];
  const page = (index: number): PeakPage | null => {
    if (pages.has(index)) return pages.get(index) ?? null;
    const key = { audioId: audio.audioId, level, index };
    const found = peaks(key);
    if (found === null) missing.push(key);
    pages.set(index, found);
    return found;
  };
  const mid = t.topPx + t.heightPx / 2;
  const half = (t.heightPx / 2) * Math.min(4, Math.max(0, clip.amplitude));
  const lastPoint = Math.ceil(audio.length / width);
  let s0 = sampleAt(t.fromPx);
  for (let x = t.fromPx; x < t.toPx; x++) {
    let s1 = sampleAt(x + 1);
    if (s1 < s0) s1 = s0 + samplesPerPx;
    const p0 = Math.max(0, Math.floor(s0 / width));
    const p1 = Math.min(lastPoint, Math.max(p0 + 1, Math.ceil(s1 / width)));
    let min = 0;
    let max = 0;
    for (let p = p0; p < p1; p++) {
      const data = page(Math.floor(p / WAVEFORM_PAGE_BLOCKS));
      if (data === null) continue;
      const i = 2 * (p % WAVEFORM_PAGE_BLOCKS);
      min = Math.min(min, data[i] as number);
      max = Math.max(max, data[i + 1] as number);
    }
    s0 = s1;
    const top = Math.max(t.topPx, mid - max * half);
    const bottom = Math.min(t.topPx + t.heightPx, mid - min * half);
    ctx.fillRect(x, top, 1, Math.max(1, bottom - top));
  }
  return missing;
}
