// Derivations that compose: extend, cover, infill, overpaint (add vocals) and underpaint (add an
// instrumental). New material follows the parent's grid and key; joins are crossfaded; the
// result is limited once more. (Persona songs and covers of planned songs are rendered straight
// from their plans: planned-song.ts.)
import type { AudioSource } from '../engine';
import {
  CROSSFADE_S,
  copyLayer,
  joinLayers,
  pairLayers,
  sliceLayer,
  spliceLayers,
  spliceWeight,
} from '../dsp/edit';
import {
  baseFromContext,
  baseFromPlan,
  extensionPlan,
  spanPlan,
  type PlanBase,
} from '../song/derive';
import type { LayerId } from '../song/types';
import { hasVoiceLayer, mapFacts, spliceFacts } from './facts';
import { limit } from './master';
import { planFacts, renderPlan } from './plan-render';
import { coverPlan, planBasis } from './planned-song';
import type { Layer, Render } from './types';
import { renderPlanWindow } from './window-render';

const MELODIC: ReadonlySet<LayerId> = new Set<LayerId>(['voice', 'backing', 'lead']);
const VOCAL: ReadonlySet<LayerId> = new Set<LayerId>(['voice', 'backing']);
const ACCOMPANIMENT: ReadonlySet<LayerId> = new Set<LayerId>([
  'drums',
  'percussion',
  'bass',
  'chords',
  'lead',
]);
const ALL: ReadonlySet<LayerId> = new Set<LayerId>([...ACCOMPANIMENT, ...VOCAL]);

function baseOf(parent: Render, source: AudioSource, parentSource: AudioSource): PlanBase {
  if (!parent.plan) return baseFromContext(parent.context, source);
  const restyle = source.tags.trim() !== '' && source.tags.trim() !== parentSource.tags.trim();
  return baseFromPlan(parent.plan, source, restyle);
}

function renderOf(
  parent: Render,
  layers: Layer[],
  length: number,
  facts: Render['facts'],
  plan: Render['plan'],
): Render {
  limit(layers, length, parent.sampleRate);
  return {
    ...parent,
    length,
    layers,
    facts: { ...facts, hasVocal: facts.hasVocal && hasVoiceLayer(layers) },
    plan,
  };
}

/** Continues the parent from continueAtS: the clip starts there, the first 30 ms crossfade. */
export function extend(
  parent: Render,
  parentSource: AudioSource,
  source: AudioSource,
  continueAtS: number,
): Render {
  const sr = parent.sampleRate;
  const at = Math.max(0, Math.min(continueAtS, parent.length / sr));
  const plan = extensionPlan(baseOf(parent, source, parentSource), source, at);
  const barS = (4 * 60) / plan.bpm;
  const fromS = Math.max(0, at - 2 * barS);
  const window = renderPlanWindow(plan, sr, parent.masterGain, fromS);
  const skip = Math.round((at - fromS) * sr);
  const length = Math.max(1, Math.round((plan.lengthS - at) * sr));
  const fade = Math.round(CROSSFADE_S * sr);
  const atN = Math.round(at * sr);
  const layers = pairLayers(parent.layers, window).map(([p, w, template]) =>
    joinLayers(
      p ? sliceLayer(p, atN, atN + fade) : null,
      w,
      0,
      fade,
      skip,
      skip + length,
      template,
    ),
  );
  const facts = planFacts(plan, plan.lengthS);
  const shifted = mapFacts(
    { ...facts, words: facts.words.filter((w) => w.start_s >= at) },
    (t) => (t >= at ? t - at : null),
    length / sr,
  );
  return renderOf(
    parent,
    layers,
    length,
    { ...shifted, hasVocal: shifted.hasVocal || parent.facts.hasVocal },
    null,
  );
}

/** Same melody and chords (the parent's composition) under the cover's styles and voice. */
export function cover(
  parent: Render,
  parentSource: AudioSource,
  source: AudioSource,
  sampleRate: number,
): Render {
  const { tonic, scale, bpm } = parent.context;
  const lengthS = parent.length / parent.sampleRate;
  const basis = parent.plan ? planBasis(parent.plan) : { tonic, scale, bpm, lengthS };
  return renderPlan(coverPlan(source, parentSource, basis), sampleRate, null);
}

export type SpanKind = 'infill' | 'overpaint' | 'underpaint';

/** New material over [startS, endS): replacing (infill), or added over the parent (painting). */
export function span(
  parent: Render,
  parentSource: AudioSource,
  source: AudioSource,
  kind: SpanKind,
  startS: number,
  endS: number,
): Render {
  const sr = parent.sampleRate;
  // An infill past the parent's end (a section created after the last clip's audio, up to the
  // next clip) lengthens the song to the span's end: every layer is new material there.
  const grows = kind === 'infill' && Math.round(endS * sr) > parent.length;
  const length = grows ? Math.round(endS * sr) : parent.length;
  const lengthS = length / sr;
  const s = Math.max(0, Math.min(startS, lengthS));
  const e = Math.max(s, Math.min(endS, lengthS));
  const base = baseOf(parent, source, parentSource);
  const wanted = grows
    ? ALL
    : kind === 'overpaint'
      ? VOCAL
      : kind === 'underpaint'
        ? ACCOMPANIMENT
        : parent.plan
          ? MELODIC
          : ALL;
  const plan = spanPlan(base, source, s, e, wanted);
  const barS = (4 * 60) / plan.bpm;
  const fromS = Math.max(0, s - 2 * barS);
  const fromN = Math.round(fromS * sr);
  const window = renderPlanWindow(
    { ...plan, lengthS: Math.min(lengthS, e + barS) },
    sr,
    parent.masterGain,
    fromS,
  );
  const placed = window.map((l) => {
    const left = new Float32Array(length);
    const right = new Float32Array(length);
    left.set(l.left.subarray(0, length - fromN), fromN);
    right.set(l.right.subarray(0, length - fromN), fromN);
    return { ...l, left, right };
  });
  const fade = Math.round(CROSSFADE_S * sr);
  const weight = spliceWeight(length, Math.round(s * sr), Math.round(e * sr), fade);
  const replaced = (l: Layer) =>
    grows || kind === 'underpaint'
      ? false
      : kind === 'overpaint'
        ? l.stem === 'Vocals' || l.stem === 'Backing_Vocals'
        : MELODIC.has(l.id as LayerId) || !parent.plan;
  const kept = parent.layers.filter((l) => !replaced(l)).map(copyLayer);
  const taken = new Set(kept.map((l) => l.id));
  const fresh = placed.map((l) => (taken.has(l.id) ? { ...l, id: `${l.id}+${kind}` } : l));
  const layers = [...kept, ...spliceLayers(parent.layers.filter(replaced), fresh, weight)];
  const facts = spliceFacts(parent.facts, planFacts(plan, lengthS), s, e, kind !== 'underpaint');
  return renderOf(
    parent,
    layers,
    length,
    { ...facts, hasVocal: parent.facts.hasVocal || plan.voice !== null },
    null,
  );
}
