// A selection used as a condition (2-studio §7 render-state, §8; 1-generation §4): the selected
// range of the timeline is rendered to a clip (POST /api/studio/render-state with the range in
// beats), which the create form then applies as cover, extend, underpaint or overpaint. The
// result of that generation lands back in the timeline: over the range for a cover or a
// painting (the old audio kept in a take lane), right after it for an extend.
import type { QueueSection } from './commands/sections';
import { selectionRange, type SelectionRange } from './selection';
import { STUDIO_ERRORS, studioRenderModerationError } from '../studio-messages';
import type { StudioProjectState } from './types';

export const SELECTION_CONDITION_TYPES = ['cover', 'extend', 'underpaint', 'overpaint'] as const;
export type SelectionConditionType = (typeof SELECTION_CONDITION_TYPES)[number];

/** The part of the project render-state renders, or null when nothing is selected. */
export interface RenderRange extends SelectionRange {
  readonly trackId: string;
}

export function renderRange(state: StudioProjectState): RenderRange | null {
  const range = selectionRange(state.selection);
  const trackId = state.selection.focusedTrackId ?? state.selection.trackIds[0] ?? null;
  if (trackId === null || !state.tracks.some((t) => t.id === trackId)) return null;
  if (!(range.endBeats > range.startBeats)) return null;
  return { ...range, trackId };
}

/** What render-state answered: a clip, or a moderation message instead of one. */
export interface RenderAnswer<C> {
  readonly clip?: C | null;
  readonly moderation_error_message?: string | null;
}

export type RenderOutcome<C> =
  { readonly ok: true; readonly clip: C } | { readonly ok: false; readonly message: string };

/** 'Moderation error: …' for a moderated render; 'Something went wrong, try again' otherwise. */
export function renderOutcome<C>(answer: RenderAnswer<C> | null | undefined): RenderOutcome<C> {
  const moderated = answer?.moderation_error_message;
  if (moderated != null && moderated !== '')
    return { ok: false, message: studioRenderModerationError(moderated) };
  if (answer?.clip == null) return { ok: false, message: STUDIO_ERRORS.renderFailed };
  return { ok: true, clip: answer.clip };
}

/** Where the conditioned generation lands: over the range, or after it for an extend. */
export function conditionPlacement(type: SelectionConditionType, range: RenderRange): QueueSection {
  const length = range.endBeats - range.startBeats;
  return type === 'extend'
    ? {
        type: 'createSection',
        trackId: range.trackId,
        startBeats: range.endBeats,
        endBeats: range.endBeats + length,
      }
    : {
        type: 'replaceSection',
        trackId: range.trackId,
        startBeats: range.startBeats,
        endBeats: range.endBeats,
      };
}
