// A plan rendered and mastered, with facts that are exact by construction.
import type { AlignedWord } from '../engine';
import { keyName } from '../song/harmony';
import type { LayerId, SongPlan } from '../song/types';
import { master } from './master';
import { shiftPlan } from '../song/window';
import { renderPlanLayers } from './plan-layers';
import type { Render, RenderFacts } from './types';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export function planFacts(plan: SongPlan, lengthS: number): RenderFacts {
  const spb = 60 / plan.bpm;
  const downbeatsS: number[] = [];
  const at = (beat: number) => plan.offsetS + beat * spb;
  for (let b = 0; b < plan.bars; b++) {
    const t = at(b * plan.beatsPerBar);
    if (t >= lengthS) break;
    if (t >= 0) downbeatsS.push(round4(t));
  }
  const words: AlignedWord[] = plan.words
    .filter((w) => Number.isFinite(w.startBeat) && at(w.startBeat) >= 0 && at(w.endBeat) <= lengthS)
    .map((w) => ({ word: w.text, start_s: round4(at(w.startBeat)), end_s: round4(at(w.endBeat)) }));
  return {
    bpm: plan.bpm,
    key: keyName(plan.tonic, plan.scale),
    downbeatsS,
    words,
    hasVocal: plan.voice !== null && plan.events.voice.length > 0,
  };
}

/** Renders and masters a plan; `makeupGain` null aims at the loudness target. */
export function renderPlan(
  plan: SongPlan,
  sampleRate: number,
  makeupGain: number | null,
  only?: ReadonlySet<LayerId>,
): Render {
  const layers = renderPlanLayers(shiftPlan(plan, 0), sampleRate, only);
  const length = Math.max(1, Math.round(plan.lengthS * sampleRate));
  const { makeupGain: gain } = master(layers, length, sampleRate, makeupGain);
  return {
    sampleRate,
    length,
    layers,
    facts: planFacts(plan, length / sampleRate),
    context: {
      bpm: plan.bpm,
      beatsPerBar: plan.beatsPerBar,
      firstDownbeatS: plan.offsetS,
      tonic: plan.tonic,
      scale: plan.scale,
    },
    plan,
    masterGain: gain,
  };
}
