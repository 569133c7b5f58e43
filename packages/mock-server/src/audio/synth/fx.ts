// Space for the melodic layers: a ping-pong echo and a small feedback-delay-network reverb.
// Both take a mono send and add a stereo return to the layer, so each stem keeps its own space.
import type { StereoBuffer } from './notes';

/** The span of `input` that is not silent, extended by a tail: effects skip the silence around it. */
export function activeSpan(input: Float32Array, tail: number): [number, number] {
  let first = 0;
  while (first < input.length && input[first] === 0) first++;
  let last = input.length - 1;
  while (last > first && input[last] === 0) last--;
  return [first, Math.min(input.length, last + 1 + tail)];
}

/** Dotted-eighth ping-pong echo with a darkening feedback path. */
export function pingPong(
  input: Float32Array,
  out: StereoBuffer,
  delayS: number,
  feedback: number,
  mix: number,
  sampleRate: number,
): void {
  const d = Math.max(1, Math.round(delayS * sampleRate));
  const lineL = new Float32Array(d);
  const lineR = new Float32Array(d);
  const damp = 1 - Math.exp((-2 * Math.PI * 3500) / sampleRate);
  let lpL = 0;
  let lpR = 0;
  let idx = 0;
  const { left, right } = out;
  const [from, to] = activeSpan(
    input,
    Math.ceil((d * Math.log(0.001)) / Math.log(Math.max(0.01, feedback))) + d,
  );
  for (let i = from; i < to; i++) {
    const dl = lineL[idx] as number;
    const dr = lineR[idx] as number;
    lpL += damp * (dl - lpL);
    lpR += damp * (dr - lpR);
    lineL[idx] = (input[i] as number) + lpR * feedback;
    lineR[idx] = lpL * feedback;
    idx = idx + 1 === d ? 0 : idx + 1;
    left[i] = (left[i] as number) + dl * mix;
    right[i] = (right[i] as number) + dr * mix;
  }
}

const FDN_LENGTHS_S = [0.0297, 0.0371, 0.0411, 0.0437] as const;

/** A 4-line feedback delay network (Householder feedback, damped), mono in, stereo out. */
export function reverb(
  input: Float32Array,
  out: StereoBuffer,
  decayS: number,
  mix: number,
  sampleRate: number,
): void {
  const lengths = FDN_LENGTHS_S.map((s) => Math.round(s * sampleRate));
  const [n0, n1, n2, n3] = lengths as [number, number, number, number];
  const l0 = new Float32Array(n0);
  const l1 = new Float32Array(n1);
  const l2 = new Float32Array(n2);
  const l3 = new Float32Array(n3);
  const g = lengths.map((n) => Math.pow(0.001, n / (decayS * sampleRate)));
  const [g0, g1, g2, g3] = g as [number, number, number, number];
  const damp = 1 - Math.exp((-2 * Math.PI * 4500) / sampleRate);
  let i0 = 0,
    i1 = 0,
    i2 = 0,
    i3 = 0;
  let s0 = 0,
    s1 = 0,
    s2 = 0,
    s3 = 0;
  const { left, right } = out;
  const [from, to] = activeSpan(input, Math.ceil(decayS * sampleRate));
  for (let i = from; i < to; i++) {
    const x = (input[i] as number) * 0.5;
    s0 += damp * ((l0[i0] as number) - s0);
    s1 += damp * ((l1[i1] as number) - s1);
    s2 += damp * ((l2[i2] as number) - s2);
    s3 += damp * ((l3[i3] as number) - s3);
    const h = 0.5 * (s0 + s1 + s2 + s3);
    l0[i0] = x + g0 * (s0 - h);
    l1[i1] = x + g1 * (s1 - h);
    l2[i2] = x + g2 * (s2 - h);
    l3[i3] = x + g3 * (s3 - h);
    i0 = i0 + 1 === n0 ? 0 : i0 + 1;
    i1 = i1 + 1 === n1 ? 0 : i1 + 1;
    i2 = i2 + 1 === n2 ? 0 : i2 + 1;
    i3 = i3 + 1 === n3 ? 0 : i3 + 1;
    left[i] = (left[i] as number) + (s0 - s2) * mix;
    right[i] = (right[i] as number) + (s1 - s3) * mix;
  }
}
