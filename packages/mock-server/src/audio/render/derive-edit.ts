// Derivations that edit audio: speed (resampled, or time-stretched keeping pitch), crop, fade,
// concatenation, remaster and upsample variations, and single stems. Every edit is linear and
// applied to each layer alike.
import type { AudioSource, StemName } from '../engine';
import { biquad, runBiquad } from '../dsp/biquad';
import {
  CROSSFADE_S,
  copyLayer,
  fadeOutLayer,
  joinLayers,
  pairLayers,
  sliceLayer,
} from '../dsp/edit';
import { resampleAll } from '../dsp/resample';
import { wsolaApply, wsolaPlan } from '../dsp/wsola';
import { keyName } from '../song/harmony';
import { hashSeed } from '../rng';
import { hasVoiceLayer, mapFacts } from './facts';
import { limit, mixLayers } from './master';
import type { Layer, Render } from './types';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export function speed(parent: Render, factor: number, keepPitch: boolean): Render {
  const f = Math.min(128, Math.max(1 / 128, factor));
  let layers: Layer[];
  if (keepPitch) {
    const mix = mixLayers(parent.layers, parent.length);
    const guide = new Float32Array(parent.length);
    for (let i = 0; i < guide.length; i++)
      guide[i] = ((mix.left[i] as number) + (mix.right[i] as number)) * 0.5;
    const plan = wsolaPlan(guide, f);
    layers = parent.layers.map((l) => ({
      ...l,
      left: wsolaApply(l.left, plan),
      right: wsolaApply(l.right, plan),
    }));
  } else {
    const out = resampleAll(
      parent.layers.flatMap((l) => [l.left, l.right]),
      f,
    );
    layers = parent.layers.map((l, i) => ({
      ...l,
      left: out[2 * i] as Float32Array,
      right: out[2 * i + 1] as Float32Array,
    }));
  }
  const length = layers[0]?.left.length ?? Math.max(1, Math.round(parent.length / f));
  limit(layers, length, parent.sampleRate);
  const semitones = keepPitch ? 0 : Math.round(12 * Math.log2(f));
  const tonic = (((parent.context.tonic + semitones) % 12) + 12) % 12;
  return {
    ...parent,
    length,
    layers,
    facts: {
      ...mapFacts(parent.facts, (t) => t / f, length / parent.sampleRate),
      bpm: round4(parent.facts.bpm * f),
      key: keyName(tonic, parent.context.scale),
    },
    context: {
      ...parent.context,
      bpm: parent.context.bpm * f,
      firstDownbeatS: parent.context.firstDownbeatS / f,
      tonic,
    },
    plan: null,
  };
}

export function crop(
  parent: Render,
  startS: number,
  endS: number,
  remove: boolean,
  fadeOutS: number | null,
): Render {
  const sr = parent.sampleRate;
  const lengthS = parent.length / sr;
  const s = Math.max(0, Math.min(startS, lengthS));
  const e = Math.max(s, Math.min(endS, lengthS));
  const sN = Math.round(s * sr);
  const eN = Math.round(e * sr);
  let layers: Layer[];
  let at: (t: number) => number | null;
  if (remove) {
    const fade = Math.min(Math.round(CROSSFADE_S * sr), sN, parent.length - eN);
    layers = parent.layers.map((l) => joinLayers(l, l, sN, fade, eN, parent.length, l));
    at = (t) => (t < s ? t : t >= e ? t - (e - s) : null);
  } else {
    layers = parent.layers.map((l) => sliceLayer(l, sN, eN));
    at = (t) => (t >= s && t <= e ? t - s : null);
  }
  const length = layers[0]?.left.length ?? 0;
  if (fadeOutS !== null && fadeOutS > 0)
    for (const l of layers) fadeOutLayer(l, Math.round(fadeOutS * sr));
  return { ...parent, length, layers, facts: mapFacts(parent.facts, at, length / sr), plan: null };
}

export function fade(parent: Render, fadeOutS: number): Render {
  const layers = parent.layers.map(copyLayer);
  for (const l of layers) fadeOutLayer(l, Math.round(Math.max(0, fadeOutS) * parent.sampleRate));
  return { ...parent, layers, plan: null };
}

/** Where part i+1 takes over from part i: its continue_at when it extends part i, else the end. */
function takeover(
  prev: Render,
  prevSource: AudioSource,
  next: AudioSource,
  sourceKey: (s: AudioSource) => string,
): number {
  const d = next.parent?.derivation;
  if (
    d?.kind === 'extend' &&
    next.parent &&
    sourceKey(next.parent.source) === sourceKey(prevSource)
  ) {
    return Math.min(prev.length, Math.round(d.continueAtS * prev.sampleRate));
  }
  return prev.length;
}

export function concat(
  parts: readonly Render[],
  sources: readonly AudioSource[],
  sourceKey: (s: AudioSource) => string,
): Render {
  const first = parts[0] as Render;
  const sr = first.sampleRate;
  const fade = Math.round(0.01 * sr);
  let acc: Layer[] = first.layers.map(copyLayer);
  let length = first.length;
  let facts = first.facts;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i] as Render;
    const cut = takeover(
      parts[i - 1] as Render,
      sources[i - 1] as AudioSource,
      sources[i] as AudioSource,
      sourceKey,
    );
    const offset = length - ((parts[i - 1] as Render).length - cut);
    acc = pairLayers(acc, part.layers).map(([a, b, template]) =>
      joinLayers(a, b, offset, fade, 0, part.length, template),
    );
    const offsetS = offset / sr;
    const before = mapFacts(facts, (t) => (t < offsetS ? t : null), offsetS);
    const after = mapFacts(part.facts, (t) => t + offsetS, Infinity);
    facts = {
      ...facts,
      downbeatsS: [...before.downbeatsS, ...after.downbeatsS],
      words: [...before.words, ...after.words],
      hasVocal: facts.hasVocal || part.facts.hasVocal,
    };
    length = offset + part.length;
  }
  limit(acc, length, sr);
  return { ...first, length, layers: acc, facts, plan: null };
}

/** Remaster and upsample variations: a tone tilt and stereo width, seeded by the variation name. */
export function recolour(
  parent: Render,
  kind: 'remaster' | 'upsample',
  variation: string | null,
): Render {
  const sr = parent.sampleRate;
  const strength = variation === 'subtle' ? 0.5 : variation === 'high' ? 1.5 : 1;
  const seed = hashSeed(kind, variation ?? '');
  const air = (kind === 'upsample' ? 2.5 : 1.5) * strength + (seed % 100) / 200;
  const shelf = biquad('highshelf', kind === 'upsample' ? 9000 : 5000, 0.7, sr, air);
  const low = biquad('lowshelf', 110, 0.7, sr, (kind === 'remaster' ? 1.2 : 0.4) * strength);
  const width = 1 + 0.12 * strength;
  const layers = parent.layers.map((l) => {
    const left = runBiquad(low, runBiquad(shelf, l.left, new Float32Array(l.left.length)));
    const right = runBiquad(low, runBiquad(shelf, l.right, new Float32Array(l.right.length)));
    for (let i = 0; i < left.length; i++) {
      const m = ((left[i] as number) + (right[i] as number)) * 0.5;
      const s = ((left[i] as number) - (right[i] as number)) * 0.5 * width;
      left[i] = m + s;
      right[i] = m - s;
    }
    return { ...l, left, right };
  });
  limit(layers, parent.length, sr);
  return { ...parent, layers, plan: null };
}

export function stem(parent: Render, name: StemName): Render {
  const layers = parent.layers.filter((l) => l.stem === name).map(copyLayer);
  const vocal = name === 'Vocals' && hasVoiceLayer(layers);
  return {
    ...parent,
    layers,
    facts: { ...parent.facts, hasVocal: vocal, words: vocal ? parent.facts.words : [] },
    plan: null,
  };
}
