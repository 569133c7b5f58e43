// Rendering part of a plan: the audio from fromS to the end, at a given makeup gain (the caller
// limits the result once it is combined with the audio it joins).
import { shiftPlan } from '../song/window';
import type { LayerId, SongPlan } from '../song/types';
import { scaleLayers } from './master';
import { renderPlanLayers } from './plan-layers';
import type { Layer } from './types';

/** Layers covering [fromS, plan.lengthS), from events starting at or after fromS (unmastered). */
export function renderPlanWindow(
  plan: SongPlan,
  sampleRate: number,
  makeupGain: number,
  fromS: number,
  only?: ReadonlySet<LayerId>,
): Layer[] {
  const shifted = shiftPlan(plan, fromS);
  const layers = renderPlanLayers(shifted, sampleRate, only);
  scaleLayers(layers, makeupGain);
  return layers;
}
