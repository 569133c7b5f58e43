// The frames of a song video, drawn straight into I420 (YUV 4:2:0) planes: the cover art on top,
// a dark band below with the current lyric line (the words sung so far bright) and a waveform
// that scrolls past a centre playhead. Only the band changes from frame to frame.
import type { AlignedWord } from './engine';
import { Raster } from './image/canvas';
import { drawText } from './image/font';

export const VIDEO_SIZE = 480;
export const VIDEO_FPS = 8;
/** The band under the cover: lyrics, then the waveform. */
const BAND_TOP = 352;
const LYRIC_TOP = 364;
const LYRIC_SCALE = 3;
const LYRIC_HEIGHT = 7 * LYRIC_SCALE;
const WAVE_TOP = 398;
const WAVE_BOTTOM = 470;
/** The waveform's resolution: one column per 10 ms of audio. */
const ENVELOPE_RATE = 100;
const MAX_LINE_CHARS = Math.floor(VIDEO_SIZE / (6 * LYRIC_SCALE)) - 2;
/** A silence this long between two words starts a new lyric line. */
const LINE_GAP_S = 0.6;
const LUMA_BAND = 24;
const LUMA_WAVE = 200;
const LUMA_PLAYED = 235;
const LUMA_PLAYHEAD = 235;
const LUMA_UPCOMING = 110;

export interface LyricLine {
  words: AlignedWord[];
  startS: number;
  endS: number;
}

/** Aligned words grouped into display lines: a pause or a full line starts a new one. */
export function lyricLines(words: readonly AlignedWord[]): LyricLine[] {
  const lines: LyricLine[] = [];
  let current: AlignedWord[] = [];
  const flush = (): void => {
    if (current.length === 0) return;
    lines.push({
      words: current,
      startS: current[0]!.start_s,
      endS: current[current.length - 1]!.end_s,
    });
    current = [];
  };
  for (const w of words) {
    const last = current[current.length - 1];
    const chars = current.reduce((n, x) => n + x.word.length + 1, 0) + w.word.length;
    if (last && (w.start_s - last.end_s > LINE_GAP_S || chars > MAX_LINE_CHARS)) flush();
    current.push(w);
  }
  flush();
  return lines;
}

/** The line on screen at time t: the one being sung, else the next one shortly before it starts. */
export function lineAt(lines: readonly LyricLine[], t: number): LyricLine | null {
  for (const line of lines) {
    if (t < line.startS - LINE_GAP_S) return null;
    if (t <= line.endS + LINE_GAP_S) return line;
  }
  return null;
}

/** Peak amplitude (0..1) of the mix per 10 ms. */
export function envelope(channels: readonly Float32Array[], sampleRate: number): Float32Array {
  const hop = sampleRate / ENVELOPE_RATE;
  const length = channels[0]?.length ?? 0;
  const out = new Float32Array(Math.ceil(length / hop));
  for (let i = 0; i < out.length; i++) {
    let peak = 0;
    const end = Math.min(length, Math.round((i + 1) * hop));
    for (let s = Math.round(i * hop); s < end; s++) {
      for (const c of channels) {
        const v = Math.abs(c[s] as number);
        if (v > peak) peak = v;
      }
    }
    out[i] = Math.min(1, peak);
  }
  return out;
}

const clampByte = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** BT.601 studio-swing I420 of an RGB raster (width and height even). */
export function toI420(r: Raster): Uint8Array {
  const { width: w, height: h, data } = r;
  const out = new Uint8Array((w * h * 3) / 2);
  const uOff = w * h;
  const vOff = uOff + (w * h) / 4;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const R = data[i] as number;
      const G = data[i + 1] as number;
      const B = data[i + 2] as number;
      out[y * w + x] = clampByte(16 + 0.257 * R + 0.504 * G + 0.098 * B);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (w / 2) + x / 2;
        out[uOff + c] = clampByte(128 - 0.148 * R - 0.291 * G + 0.439 * B);
        out[vOff + c] = clampByte(128 + 0.439 * R - 0.368 * G - 0.071 * B);
      }
    }
  }
  return out;
}

export interface FrameSource {
  /** The cover, VIDEO_SIZE square. */
  cover: Raster;
  envelope: Float32Array;
  lines: LyricLine[];
  durationS: number;
}

/** Draws the frames one at a time into one reused buffer. */
export function createFramePainter(src: FrameSource): {
  frameCount: number;
  paint(index: number): Uint8Array;
} {
  const w = VIDEO_SIZE;
  const background = toI420(src.cover);
  const uOff = w * w;
  const vOff = uOff + (w * w) / 4;
  // The band: a dark neutral grey, so that drawing in luma alone gives white and greys.
  background.fill(LUMA_BAND, BAND_TOP * w, uOff);
  background.fill(128, uOff + (BAND_TOP / 2) * (w / 2), vOff);
  background.fill(128, vOff + (BAND_TOP / 2) * (w / 2));
  const frame = background.slice();
  const lyric = new Raster(w, LYRIC_HEIGHT);
  let lyricKey = '';
  const frameCount = Math.max(1, Math.ceil(src.durationS * VIDEO_FPS));

  function drawLyric(t: number): void {
    const line = lineAt(src.lines, t);
    const sung = line ? line.words.filter((x) => x.start_s <= t).length : 0;
    const key = line ? `${line.startS}:${sung}` : '';
    if (key === lyricKey) return;
    lyricKey = key;
    lyric.data.fill(0);
    if (!line) return;
    const text = line.words.map((x) => x.word).join(' ');
    const x0 = Math.max(6, Math.round((w - text.length * 6 * LYRIC_SCALE) / 2));
    drawText(lyric, text, x0, 0, LYRIC_SCALE, [LUMA_UPCOMING, 0, 0]);
    const done = line.words
      .slice(0, sung)
      .map((x) => x.word)
      .join(' ');
    if (done) drawText(lyric, done, x0, 0, LYRIC_SCALE, [LUMA_PLAYED, 0, 0]);
  }

  function paint(index: number): Uint8Array {
    const t = index / VIDEO_FPS;
    frame.set(background.subarray(BAND_TOP * w, uOff), BAND_TOP * w);
    drawLyric(t);
    for (let y = 0; y < LYRIC_HEIGHT; y++) {
      for (let x = 0; x < w; x++) {
        const v = lyric.data[(y * w + x) * 3] as number;
        if (v > 0) frame[(LYRIC_TOP + y) * w + x] = Math.max(LUMA_BAND, v);
      }
    }
    const mid = (WAVE_TOP + WAVE_BOTTOM) / 2;
    const half = (WAVE_BOTTOM - WAVE_TOP) / 2;
    const centre = Math.round(t * ENVELOPE_RATE);
    for (let x = 0; x < w; x += 2) {
      const e = src.envelope[centre + x - w / 2] ?? 0;
      const extent = Math.max(1, Math.round(e * half));
      const luma = x < w / 2 ? LUMA_PLAYED : LUMA_WAVE;
      for (let y = Math.round(mid - extent); y < Math.round(mid + extent); y++)
        frame[y * w + x] = luma;
    }
    for (let y = WAVE_TOP - 4; y < WAVE_BOTTOM + 4; y++) frame[y * w + w / 2] = LUMA_PLAYHEAD;
    return frame;
  }

  return { frameCount, paint };
}
