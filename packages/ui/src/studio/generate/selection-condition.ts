// A selection used as a condition (2-studio §7, §8; 1-generation §4), framework-free: the
// selected range is rendered to a clip (render-state: 'Moderation error: …' or 'Something went
// wrong, try again' when it gives none), the rendered clip is followed until it is complete, and
// the studio create form then applies it as cover, extend, underpaint or overpaint with the form's
// conflict rules and notices. A rendered clip that fails, or a condition the form refuses, gives
// 'Error preparing selection for edit' / 'Please try again.'. Nothing in the project changes.
import {
  applyStudioSelection,
  SELECTION_PREP_ERROR,
  type CreateFormState,
  type FormActionError,
  type FormSourceClip,
  type FormUpdate,
  type RulesContext,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import type { ClipTracker } from '@cadenza/sdk/react';
import {
  renderOutcome,
  renderRange,
  type RenderAnswer,
  type RenderRange,
  type SelectionConditionType,
  type StudioSession,
} from '@cadenza/studio-engine';

/** Where the selection condition is: for the panel to show. */
export type SelectionConditionState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'preparing'; readonly type: SelectionConditionType }
  | {
      readonly kind: 'ready';
      readonly type: SelectionConditionType;
      readonly clipId: string;
      readonly title: string;
      /** The range the selection covered: the generation lands there. */
      readonly range: RenderRange;
    }
  | {
      readonly kind: 'failed';
      readonly type: SelectionConditionType;
      readonly title: string;
      readonly description?: string;
    };

export interface PrepareDeps {
  readonly session: StudioSession;
  readonly tracker: ClipTracker;
  /** The studio form now (it may have changed while the selection rendered). */
  readonly readForm: () => CreateFormState | null;
  readonly ctx: RulesContext;
  /** Applies the form update (the store queues its notices); the refusal, or null. */
  readonly apply: (update: FormUpdate) => FormActionError | null;
}

const prepFailed = (type: SelectionConditionType): SelectionConditionState => ({
  kind: 'failed',
  type,
  title: SELECTION_PREP_ERROR.title,
  description: SELECTION_PREP_ERROR.description,
});

const FINISHED = new Set(['complete', 'error']);

/** Resolves with the rendered clip once it is complete or has failed. */
function finished(tracker: ClipTracker, clip: Clip): Promise<Clip> {
  if (FINISHED.has(clip.status)) return Promise.resolve(clip);
  tracker.track([clip]);
  return new Promise((resolve) => {
    const check = () => {
      const now = tracker.clip(clip.id);
      if (now === undefined || !FINISHED.has(now.status)) return;
      off();
      resolve(now);
    };
    const off = tracker.subscribe(check);
    check();
  });
}

/** Renders the selection and applies it to the studio form as `type`. */
export async function prepareSelectionCondition(
  deps: PrepareDeps,
  type: SelectionConditionType,
): Promise<SelectionConditionState> {
  const { session, tracker } = deps;
  const snapshot = session.getSnapshot();
  const state = snapshot.project;
  const range = state === null ? null : renderRange(state);
  const render = session.ports.render;
  if (state === null || range === null || render === undefined) return prepFailed(type);
  let answer: RenderAnswer<Clip> | null = null;
  try {
    answer = (await render({
      projectId: snapshot.projectId ?? '',
      title: state.title,
      state,
      startBeats: range.startBeats,
      endBeats: range.endBeats,
    })) as RenderAnswer<Clip>;
  } catch {
    answer = null;
  }
  const outcome = renderOutcome(answer);
  if (!outcome.ok) return { kind: 'failed', type, title: outcome.message };
  const clip = await finished(tracker, outcome.clip);
  const form = deps.readForm();
  if (clip.status !== 'complete' || form === null) return prepFailed(type);
  const update = applyStudioSelection(form, { type, clip: clip as FormSourceClip }, deps.ctx);
  if (!update.ok || deps.apply(update) !== null) return prepFailed(type);
  return { kind: 'ready', type, clipId: clip.id, title: clip.title ?? '', range };
}

/** The form still holds the rendered clip as its condition (the user may have removed it). */
export function formUsesClip(form: CreateFormState | null, clipId: string): boolean {
  if (form === null) return false;
  const { timedCondition, untimedConditions } = form.global;
  return timedCondition?.clipId === clipId || untimedConditions.cover?.clipId === clipId;
}
