// The bench's project: 16 tracks, 200 clips, 3 minutes at 120 bpm, every clip on one of 16
// procedurally generated sources (a kick on each beat under a chord that swells, one timbre per
// track), encoded as 16-bit WAV: the bytes a server would send. Deterministic.
import { encodeWav } from '@cadenza/studio-engine';

export const BENCH_PROJECT = {
  tracks: 16,
  clips: 200,
  seconds: 180,
  bps: 2,
  sampleRate: 48000,
  /** Each source is this long; clips read a window of it. */
  sourceSeconds: 20,
} as const;

export const sourceId = (track: number): string => `bench-source-${track}`;

export interface BenchClip {
  id: string;
  track: number;
  startBeats: number;
  endBeats: number;
  readStartBeats: number;
}

/** The clips, track by track: 12 or 13 a track, butting or with a small gap, over 360 beats. */
export function benchClips(): BenchClip[] {
  const { tracks, clips, seconds, bps } = BENCH_PROJECT;
  const totalBeats = seconds * bps;
  const out: BenchClip[] = [];
  for (let t = 0; t < tracks; t++) {
    const count = Math.floor(clips / tracks) + (t < clips % tracks ? 1 : 0);
    const slot = totalBeats / count;
    for (let c = 0; c < count; c++) {
      const gap = (t + c) % 3 === 0 ? 2 : 0;
      out.push({
        id: `clip-${t}-${c}`,
        track: t,
        startBeats: Math.round(c * slot),
        endBeats: Math.round((c + 1) * slot) - gap,
        readStartBeats: (c % 4) * 2,
      });
    }
  }
  return out;
}

/** The project as saved JSON (what the load port answers), normalised by the session on open. */
export function benchProjectJson(): unknown {
  const clips = benchClips();
  return {
    title: 'Timeline bench',
    timing: { type: 'manual', bps: BENCH_PROJECT.bps, bpsAutomation: [], firstBeatSeconds: 0 },
    selection: { anchorBeats: 0, focusBeats: 0, trackIds: [], focusedTrackId: 'track-0' },
    tracks: Array.from({ length: BENCH_PROJECT.tracks }, (_, t) => ({
      id: `track-${t}`,
      name: `Track ${t + 1}`,
      clips: clips
        .filter((clip) => clip.track === t)
        .map((clip, c) => ({
          id: clip.id,
          clipId: sourceId(t),
          name: `Take ${t + 1}.${c + 1}`,
          startBeats: clip.startBeats,
          endBeats: clip.endBeats,
          readStartBeats: clip.readStartBeats,
        })),
    })),
  };
}

/** One source's samples. */
function synthesize(seed: number): Float32Array {
  const { sampleRate, sourceSeconds, bps } = BENCH_PROJECT;
  const data = new Float32Array(sampleRate * sourceSeconds);
  const beat = sampleRate / bps;
  const f = 82.41 * 2 ** ((seed % 12) / 12);
  const w = (2 * Math.PI) / sampleRate;
  for (let i = 0; i < data.length; i++) {
    const inBeat = (i % beat) / beat;
    const kick = Math.exp(-inBeat * (8 + (seed % 5))) * Math.sin(w * 55 * i);
    const swell = 0.3 + 0.3 * Math.sin((w * i) / (3 + (seed % 7))) ** 2;
    const chord = swell * (Math.sin(w * f * i) + 0.5 * Math.sin(w * f * 1.5 * i));
    data[i] = Math.max(-1, Math.min(1, 0.5 * kick + 0.3 * chord));
  }
  return data;
}

/** The 16 sources as WAV bytes, by source id. */
export function benchSources(): Map<string, ArrayBuffer> {
  const sources = new Map<string, ArrayBuffer>();
  for (let t = 0; t < BENCH_PROJECT.tracks; t++) {
    const bytes = encodeWav([synthesize(t)], BENCH_PROJECT.sampleRate);
    sources.set(
      sourceId(t),
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  }
  return sources;
}
