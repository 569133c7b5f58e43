// Placing rendered notes on a layer. Notes repeat a lot in songs (the same chord every four
// bars, the same bass figure every bar), so each distinct (pitch, length, velocity) is rendered
// once per layer and reused.
import type { NoteEvent } from '../song/types';

export interface NoteBuffers {
  left: Float32Array;
  /** The same array as `left` for a mono note. */
  right: Float32Array;
}

export interface StereoBuffer {
  left: Float32Array;
  right: Float32Array;
}

export function stereoBuffer(length: number): StereoBuffer {
  return { left: new Float32Array(length), right: new Float32Array(length) };
}

/** Renders a note held for holdN samples at a velocity 0..1, with a per-note seed. */
export type NoteRenderer = (
  midi: number,
  holdN: number,
  velocity: number,
  seed: number,
) => NoteBuffers;

/** Loudness of a note by its velocity; timbres are rendered at full velocity. */
export function velocityGain(velocity: number): number {
  return 0.35 + 0.65 * velocity;
}

/** Adds a buffer into the layer at `start` with balance gains. */
export function addNote(
  out: StereoBuffer,
  note: NoteBuffers,
  start: number,
  gainL: number,
  gainR: number,
): void {
  const { left, right } = note;
  const end = Math.min(out.left.length, start + left.length);
  const outL = out.left;
  const outR = out.right;
  const from = Math.max(0, start);
  for (let i = from; i < end; i++) {
    const k = i - start;
    outL[i] = (outL[i] as number) + (left[k] as number) * gainL;
    outR[i] = (outR[i] as number) + (right[k] as number) * gainR;
  }
}

export function panGains(pan: number): [number, number] {
  return [Math.min(1, 1 - pan), Math.min(1, 1 + pan)];
}

function sumNotes(parts: readonly NoteBuffers[]): NoteBuffers {
  if (parts.length === 1) return parts[0] as NoteBuffers;
  const length = Math.max(...parts.map((p) => p.left.length));
  const stereo = parts.some((p) => p.left !== p.right);
  const left = new Float32Array(length);
  const right = stereo ? new Float32Array(length) : left;
  for (const p of parts) {
    for (let i = 0; i < p.left.length; i++) left[i] = (left[i] as number) + (p.left[i] as number);
    if (stereo)
      for (let i = 0; i < p.right.length; i++)
        right[i] = (right[i] as number) + (p.right[i] as number);
  }
  return { left, right };
}

/**
 * Renders every note of a layer into `out`. Notes struck together with the same length form a
 * chord; each distinct chord (or note) and length is rendered once and reused.
 */
export function renderNotes(
  out: StereoBuffer,
  notes: readonly NoteEvent[],
  render: NoteRenderer,
  secondsPerBeat: number,
  sampleRate: number,
  pan: number,
  seed: number,
  gain: number,
): void {
  const memo = new Map<string, NoteBuffers>();
  const [gl, gr] = panGains(pan);
  let i = 0;
  while (i < notes.length) {
    const first = notes[i] as NoteEvent;
    let j = i + 1;
    while (j < notes.length) {
      const n = notes[j] as NoteEvent;
      if (n.beat !== first.beat || n.beats !== first.beats || n.velocity !== first.velocity) break;
      j++;
    }
    const group = notes.slice(i, j);
    i = j;
    const start = Math.round(first.beat * secondsPerBeat * sampleRate);
    const holdN = Math.max(1, Math.round(first.beats * secondsPerBeat * sampleRate));
    const key = `${group.map((n) => n.midi).join(',')}:${holdN}`;
    let buffers = memo.get(key);
    if (!buffers) {
      buffers = sumNotes(
        group.map((n) =>
          render(n.midi, holdN, 1, (seed ^ Math.imul(n.midi + 1, 0x9e3779b1)) >>> 0),
        ),
      );
      memo.set(key, buffers);
    }
    const g = gain * velocityGain(first.velocity);
    addNote(out, buffers, start, gl * g, gr * g);
  }
}
