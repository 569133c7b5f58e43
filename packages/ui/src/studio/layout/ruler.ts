// The ruler in bars and beats: tick positions and labels for the visible range, the label step
// chosen so labels stay at least 64 px apart (they thin out as the view zooms out).
import { METRONOME_BEATS_PER_BAR } from '@cadenza/studio-engine';
import { TIMELINE_UI } from '../constants';
import { beatToViewPx, type TimelineView } from './view';

export interface RulerTick {
  beats: number;
  /** Position in view px. */
  x: number;
  /** A bar line (drawn taller). */
  bar: boolean;
  /** The label at this tick; null for an unlabelled minor tick. */
  label: string | null;
}

/** Bars and beats: the metronome's four beats to the bar. */
const BEATS_PER_BAR_DEFAULT = METRONOME_BEATS_PER_BAR;

/** The smallest step of 2^k beats (k may be negative) or 2^k bars that is at least `minBeats`. */
export function rulerStepBeats(minBeats: number, beatsPerBar: number): number {
  if (!(minBeats > 0)) return 1;
  if (minBeats <= 1) return 2 ** Math.ceil(Math.log2(minBeats));
  if (minBeats <= beatsPerBar) {
    const step = 2 ** Math.ceil(Math.log2(minBeats));
    return step < beatsPerBar ? step : beatsPerBar;
  }
  return beatsPerBar * 2 ** Math.ceil(Math.log2(minBeats / beatsPerBar));
}

/** "bar", "bar.beat" or "bar.beat.part" (1-based) of a beat position, as fine as `step` needs. */
export function barBeatLabel(beats: number, step: number, beatsPerBar: number): string {
  const bar = Math.floor(beats / beatsPerBar) + 1;
  if (step >= beatsPerBar) return String(bar);
  const inBar = beats - (bar - 1) * beatsPerBar;
  const beat = Math.floor(inBar + 1e-9) + 1;
  if (step >= 1) return `${bar}.${beat}`;
  const part = Math.round((inBar - (beat - 1)) / step) + 1;
  return `${bar}.${beat}.${part}`;
}

/** Ticks of the visible range: labelled ticks at the label step and four minor ticks to each. */
export function rulerTicks(view: TimelineView, beatsPerBar = BEATS_PER_BAR_DEFAULT): RulerTick[] {
  const labelStep = rulerStepBeats(TIMELINE_UI.rulerLabelMinPx / view.pxPerBeat, beatsPerBar);
  const minor = labelStep / 4;
  const start = Math.max(0, Math.floor(view.scrollLeftPx / view.pxPerBeat / labelStep) * labelStep);
  const end = (view.scrollLeftPx + view.widthPx) / view.pxPerBeat;
  const ticks: RulerTick[] = [];
  const count = Math.ceil((end - start) / minor) + 1;
  for (let i = 0; i < count; i++) {
    const beats = start + i * minor;
    const labelled = i % 4 === 0;
    const bar = Math.abs(beats / beatsPerBar - Math.round(beats / beatsPerBar)) < 1e-9;
    ticks.push({
      beats,
      x: beatToViewPx(view, beats),
      bar,
      label: labelled ? barBeatLabel(beats, labelStep, beatsPerBar) : null,
    });
  }
  return ticks;
}
