// The context window on the timeline (2-studio §2, §4, §7): the part of the track the generation
// listens to on each side of the selection. When the plan has the §7 context bounds, the drawn
// region is exactly those bounds (the history and future seconds of the request, turned into
// beats at the selection's tempo); otherwise (an extend, a blocked selection) the nominal window
// of `beats` on each side of the selection, never before the start of the song.
import { bpsAt, type GeneratePlan, type Timing } from '@cadenza/studio-engine';

export interface ContextWindowRange {
  readonly trackId: string;
  /** The selection's range, which the shading leaves clear. */
  readonly startBeats: number;
  readonly endBeats: number;
  /** Where the context begins and ends (the shading runs from here to the selection). */
  readonly contextStartBeats: number;
  readonly contextEndBeats: number;
}

export function contextWindowRange(
  plan: GeneratePlan | null,
  beats: number,
  timing: Timing,
): ContextWindowRange | null {
  if (plan === null || plan.trackId === null || plan.seconds <= 0) return null;
  const { startBeats, endBeats } = plan.range;
  const fields = plan.fields;
  const bounded =
    fields?.infill_context_start_s !== undefined &&
    fields.infill_context_end_s !== undefined &&
    fields.infill_start_s !== undefined &&
    fields.infill_end_s !== undefined;
  const history = bounded
    ? (fields.infill_start_s as number) - (fields.infill_context_start_s as number)
    : null;
  const future = bounded
    ? (fields.infill_context_end_s as number) - (fields.infill_end_s as number)
    : null;
  const before = history === null ? beats : history * bpsAt(timing, startBeats);
  const after = future === null ? beats : future * bpsAt(timing, endBeats);
  return {
    trackId: plan.trackId,
    startBeats,
    endBeats,
    contextStartBeats: Math.max(0, startBeats - Math.max(0, before)),
    contextEndBeats: endBeats + Math.max(0, after),
  };
}
