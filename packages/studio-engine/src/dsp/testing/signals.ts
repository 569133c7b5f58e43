// Deterministic synthetic test signals at any sample rate: sines, click trains, pink noise and a
// stereo "music" bed. Shared by the quality tests and the benchmark, so every contestant hears
// exactly the same input.

/** A small seeded PRNG (mulberry32) returning floats in [0, 1). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sine(
  frequency: number,
  seconds: number,
  sampleRate: number,
  amplitude = 0.5,
): Float32Array {
  const n = Math.round(seconds * sampleRate);
  const out = new Float32Array(n);
  const w = (2 * Math.PI * frequency) / sampleRate;
  for (let i = 0; i < n; i++) out[i] = amplitude * Math.sin(w * i);
  return out;
}

/** Period between clicks of the click train, in seconds. */
export const CLICK_PERIOD_SECONDS = 0.5;
const CLICK_FRAMES = 48;

/**
 * Clicks every `period` seconds (the first at `period / 2`): each the same 1 ms burst of decaying
 * noise starting at full height, over silence. Returns the signal and the frames where each click starts.
 */
export function clickTrain(
  seconds: number,
  sampleRate: number,
  period = CLICK_PERIOD_SECONDS,
): { signal: Float32Array; onsets: number[] } {
  const n = Math.round(seconds * sampleRate);
  const signal = new Float32Array(n);
  const onsets: number[] = [];
  const rand = random(7);
  const click = new Float32Array(CLICK_FRAMES);
  for (let i = 0; i < CLICK_FRAMES; i++) click[i] = 0.8 * (rand() * 2 - 1) * Math.exp(-i / 12);
  click[0] = 0.8;
  for (let t = period / 2; Math.round(t * sampleRate) + CLICK_FRAMES < n; t += period) {
    const start = Math.round(t * sampleRate);
    onsets.push(start);
    signal.set(click, start);
  }
  return { signal, onsets };
}

/** Pink noise (Paul Kellet's refined filter over white noise), RMS about `rms`. */
export function pinkNoise(seconds: number, sampleRate: number, seed = 3, rms = 0.1): Float32Array {
  const n = Math.round(seconds * sampleRate);
  const out = new Float32Array(n);
  const rand = random(seed);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const white = rand() * 2 - 1;
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    const pink = b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362;
    b6 = white * 0.115926;
    out[i] = pink;
    sum += pink * pink;
  }
  const scale = rms / Math.sqrt(sum / Math.max(1, n));
  for (let i = 0; i < n; i++) out[i] = (out[i] as number) * scale;
  return out;
}

/**
 * A stereo bed that exercises a stretcher like music does: a chord of harmonic tones changing
 * every two seconds, a kick-and-hat pattern at 120 bpm and a little noise, different on each side.
 */
export function musicBed(seconds: number, sampleRate: number): [Float32Array, Float32Array] {
  const n = Math.round(seconds * sampleRate);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const rand = random(11);
  const chords = [
    [220, 277.18, 329.63],
    [196, 246.94, 293.66],
    [174.61, 220, 261.63],
    [164.81, 207.65, 246.94],
  ];
  const beat = Math.round(sampleRate / 2);
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const chord = chords[Math.floor(t / 2) % chords.length] as number[];
    let l = 0;
    let r = 0;
    for (let v = 0; v < chord.length; v++) {
      const f = chord[v] as number;
      for (let h = 1; h <= 4; h++) {
        const s = Math.sin(2 * Math.PI * f * h * t) / (h * 6);
        l += v === 0 ? s : s * 0.8;
        r += v === 2 ? s : s * 0.8;
      }
    }
    const inBeat = i % beat;
    const kick =
      inBeat < 4800
        ? Math.sin(2 * Math.PI * 55 * (inBeat / sampleRate)) * Math.exp(-inBeat / 1500)
        : 0;
    const hatPhase = (i + beat / 2) % beat;
    const hat = hatPhase < 960 ? (rand() * 2 - 1) * Math.exp(-hatPhase / 150) * 0.3 : 0;
    const noise = (rand() * 2 - 1) * 0.01;
    left[i] = 0.25 * l + 0.4 * kick + hat + noise;
    right[i] = 0.25 * r + 0.4 * kick + 0.7 * hat - noise;
  }
  return [left, right];
}
