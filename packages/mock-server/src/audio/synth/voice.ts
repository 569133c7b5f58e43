// The sung voice: a glottal-like band-limited pulse through vowel formant filters, with legato
// portamento, delayed vibrato, consonant noise at syllable onsets and breath. One phrase per
// lyric line: notes tied inside a line keep the voice sounding from the first word to the last.
import type { Onset, Vowel } from '../song/lyrics';
import type { SungNote, VoiceTimbre } from '../song/types';
import { polyBlep } from './envelope';
// Local bindings keep hot loops free of module indirection.
const polyBlepLocal = polyBlep;

/** Adult male formant frequencies (Hz) of the five vowels: F1, F2, F3. */
const FORMANTS: Readonly<Record<Vowel, readonly [number, number, number]>> = {
  a: [730, 1090, 2440],
  e: [530, 1840, 2480],
  i: [300, 2200, 2950],
  o: [570, 840, 2410],
  u: [330, 870, 2240],
};
const BANDWIDTHS = [90, 110, 170, 250] as const;
const FORMANT_GAINS = [1, 0.55, 0.32, 0.14] as const;

/** How far the vowel dips at a syllable onset, and how much consonant noise starts it. */
const ONSETS: Readonly<Record<Onset, { dip: number; hiss: number; burst: number }>> = {
  none: { dip: 0.1, hiss: 0, burst: 0 },
  liquid: { dip: 0.25, hiss: 0, burst: 0 },
  nasal: { dip: 0.4, hiss: 0, burst: 0 },
  fricative: { dip: 0.55, hiss: 0.22, burst: 0 },
  plosive: { dip: 0.7, hiss: 0.04, burst: 0.35 },
};

const BLOCK = 32;
const ATTACK_S = 0.015;
export const VOICE_RELEASE_S = 0.09;
const DIP_S = 0.035;
const HISS_S = 0.055;
const BURST_S = 0.008;

/** Phrases: runs of notes where each is tied to the next. */
export function phrases(notes: readonly SungNote[]): SungNote[][] {
  const out: SungNote[][] = [];
  let current: SungNote[] = [];
  for (const note of notes) {
    current.push(note);
    if (!note.tied) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

interface Bpf {
  b0: number;
  a1: number;
  a2: number;
  z1: number;
  z2: number;
}

function setBpf(f: Bpf, freq: number, bw: number, sampleRate: number): void {
  const w0 = (2 * Math.PI * Math.min(freq, sampleRate * 0.45)) / sampleRate;
  const q = freq / bw;
  const alpha = Math.sin(w0) / (2 * q);
  const a0 = 1 + alpha;
  f.b0 = alpha / a0;
  f.a1 = (-2 * Math.cos(w0)) / a0;
  f.a2 = (1 - alpha) / a0;
}

/** Renders the phrases of a voice into a mono buffer. */
export function renderVoice(
  out: Float32Array,
  notes: readonly SungNote[],
  timbre: VoiceTimbre,
  secondsPerBeat: number,
  sampleRate: number,
  gain: number,
): void {
  const filters: Bpf[] = BANDWIDTHS.map(() => ({ b0: 0, a1: 0, a2: 0, z1: 0, z2: 0 }));
  let noise = timbre.seed >>> 0 || 1;
  const tiltA = 1 - Math.exp((-2 * Math.PI * (1200 + 2600 * timbre.brightness)) / sampleRate);
  const hissA = Math.exp((-2 * Math.PI * 3500) / sampleRate);
  const glideK = 1 - Math.exp(-BLOCK / (0.028 * sampleRate));
  const formantK = 1 - Math.exp(-BLOCK / (0.035 * sampleRate));
  const releaseN = Math.round(VOICE_RELEASE_S * sampleRate);
  const scale = timbre.formantScale;
  const breath = timbre.breath;
  const toSample = (beat: number) => Math.round(beat * secondsPerBeat * sampleRate);

  for (const phrase of phrases(notes)) {
    const first = phrase[0] as SungNote;
    const last = phrase[phrase.length - 1] as SungNote;
    const startN = toSample(first.beat);
    const endN = toSample(last.beat + last.beats);
    const stopN = Math.min(out.length, endN + releaseN);
    const onsets = phrase.map((n) => toSample(n.beat));
    let k = 0;
    let midi = first.midi;
    const fv = FORMANTS[first.vowel];
    const cur = [fv[0] * scale, fv[1] * scale, fv[2] * scale, 3300 * scale];
    let phase = 0;
    let tilt = 0;
    let hissPrevX = 0;
    let hissPrevY = 0;
    let ampPrev = 0;
    for (const f of filters) {
      f.z1 = 0;
      f.z2 = 0;
    }
    for (let block = startN; block < stopN; block += BLOCK) {
      while (k + 1 < phrase.length && block >= (onsets[k + 1] as number)) k++;
      const note = phrase[k] as SungNote;
      const noteStart = onsets[k] as number;
      midi += (note.midi - midi) * glideK;
      const tNote = (block - noteStart) / sampleRate;
      const tAbs = block / sampleRate;
      const depth = timbre.vibratoCents * Math.min(1, Math.max(0, (tNote - 0.15) / 0.25));
      const cents =
        depth * Math.sin(2 * Math.PI * timbre.vibratoHz * tAbs) +
        4 * Math.sin(2 * Math.PI * 0.7 * tAbs);
      const f0 = 440 * Math.pow(2, (midi - 69 + cents / 100) / 12);
      const dt = f0 / sampleRate;
      const target = FORMANTS[note.vowel];
      for (let j = 0; j < 3; j++)
        cur[j] =
          (cur[j] as number) + ((target[j] as number) * scale - (cur[j] as number)) * formantK;
      for (let j = 0; j < 4; j++)
        setBpf(
          filters[j] as Bpf,
          cur[j] as number,
          (BANDWIDTHS[j] as number) * (0.8 + 0.2 * scale),
          sampleRate,
        );
      // Amplitude at the end of this block: phrase attack and release, syllable dips, velocity.
      const blockEnd = Math.min(stopN, block + BLOCK);
      const onset = ONSETS[note.onset];
      const sinceOnset = (blockEnd - noteStart) / sampleRate;
      const dip = k > 0 && sinceOnset < DIP_S ? onset.dip * (1 - sinceOnset / DIP_S) : 0;
      const attack = Math.min(1, (blockEnd - startN) / (ATTACK_S * sampleRate));
      const x = Math.min(1, (blockEnd - endN) / releaseN);
      const release = blockEnd > endN ? Math.exp(-4 * x) * (1 - x) : 1;
      const amp = attack * release * (1 - dip) * (0.72 + 0.28 * note.velocity);
      const hiss = sinceOnset < HISS_S ? onset.hiss * (1 - sinceOnset / HISS_S) : 0;
      const burst = sinceOnset < BURST_S ? onset.burst : 0;
      const [f1, f2, f3, f4] = filters as [Bpf, Bpf, Bpf, Bpf];
      const b1 = f1.b0,
        c1 = f1.a1,
        d1 = f1.a2;
      const b2 = f2.b0 * FORMANT_GAINS[1],
        c2 = f2.a1,
        d2 = f2.a2;
      const b3 = f3.b0 * FORMANT_GAINS[2],
        c3 = f3.a1,
        d3 = f3.a2;
      const b4 = f4.b0 * FORMANT_GAINS[3],
        c4 = f4.a1,
        d4 = f4.a2;
      let p1 = f1.z1,
        q1 = f1.z2,
        p2 = f2.z1,
        q2 = f2.z2,
        p3 = f3.z1,
        q3 = f3.z2,
        p4 = f4.z1,
        q4 = f4.z2;
      const n = blockEnd - block;
      const consonant = hiss !== 0 || burst !== 0;
      const ampStep = (amp - ampPrev) / n;
      let a = ampPrev;
      for (let i = 0; i < n; i++) {
        phase += dt;
        if (phase >= 1) phase -= 1;
        const saw = 2 * phase - 1 - polyBlepLocal(phase, dt);
        tilt += tiltA * (saw - tilt);
        noise ^= noise << 13;
        noise ^= noise >>> 17;
        noise ^= noise << 5;
        const white = (noise >>> 0) / 2147483648 - 1;
        const x = tilt + white * breath;
        // Four band-passes (gain folded into b), transposed direct form II.
        const v1 = b1 * x + p1;
        p1 = -c1 * v1 + q1;
        q1 = -b1 * x - d1 * v1;
        const v2 = b2 * x + p2;
        p2 = -c2 * v2 + q2;
        q2 = -b2 * x - d2 * v2;
        const v3 = b3 * x + p3;
        p3 = -c3 * v3 + q3;
        q3 = -b3 * x - d3 * v3;
        const v4 = b4 * x + p4;
        p4 = -c4 * v4 + q4;
        q4 = -b4 * x - d4 * v4;
        a += ampStep;
        let y = (v1 + v2 + v3 + v4) * 4 * a;
        if (consonant) {
          const hp = hissA * (hissPrevY + white - hissPrevX);
          hissPrevX = white;
          hissPrevY = hp;
          y += (hp * hiss + white * burst) * a;
        }
        const idx = block + i;
        out[idx] = (out[idx] as number) + y * gain;
      }
      f1.z1 = p1;
      f1.z2 = q1;
      f2.z1 = p2;
      f2.z2 = q2;
      f3.z1 = p3;
      f3.z2 = q3;
      f4.z1 = p4;
      f4.z2 = q4;
      ampPrev = amp;
    }
  }
}
