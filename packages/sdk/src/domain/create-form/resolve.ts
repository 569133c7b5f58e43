/**
 * resolveCreateForm (ARCHITECTURE.md named entry point): applies every conflict rule of
 * 1-generation §4 to a changed form and returns the resolved state with its info notices.
 */
import { INFO_NOTICE_MS, INFO_NOTICE_VOX_HINT_MS } from '../constants';
import { CREATE_FORM_NOTICES } from '../messages/create-form';
import { latestAvailableModel, modelMaxLengths, modelSatisfies } from '../models';
import { hasFlag } from '../permissions';
import type { RulesContext } from '../rules-context';
import { modelNeeds, type Removal } from './conditions';
import { ADDED_RULES, STANDING_RULES } from './rules';
import { truncateToLimits } from './truncate';
import type { CreateFormState, FormNotice, ResolvedCreateForm } from './types';

const REMOVAL_NOTICES: Readonly<Record<Removal, string>> = {
  playlist: CREATE_FORM_NOTICES.inspirationRemoved,
  inspirationClips: CREATE_FORM_NOTICES.inspirationClipsCleared,
  persona: CREATE_FORM_NOTICES.personaRemoved,
  personaForInspiration: CREATE_FORM_NOTICES.personaRemoved,
  painting: CREATE_FORM_NOTICES.paintingRemoved,
  cover: CREATE_FORM_NOTICES.coverRemoved,
  condition: CREATE_FORM_NOTICES.conditionRemoved,
};

const info = (message: string): FormNotice => ({
  kind: 'info',
  message,
  durationMs: INFO_NOTICE_MS,
});

function removalNotice(removal: Removal, ctx: RulesContext): FormNotice {
  const voxHint = removal === 'personaForInspiration' && hasFlag(ctx.session.flags, 'vox-persona');
  return voxHint
    ? {
        ...info(REMOVAL_NOTICES[removal]),
        durationMs: INFO_NOTICE_VOX_HINT_MS,
        hint: 'vox-persona',
      }
    : info(REMOVAL_NOTICES[removal]);
}

/** One notice per removal, in the order the rules removed things (each kind goes at most once). */
const noticesFor = (removed: readonly Removal[], ctx: RulesContext): FormNotice[] =>
  removed.map((removal) => removalNotice(removal, ctx));

/**
 * Applies every conflict rule to a changed form: first the rules of whatever the change added,
 * then the standing rules, then the model ladder ('Model changed': the latest available model
 * that carries the conditions), then truncation to the model's maxima when the model changed
 * ('Inputs truncated'). Notices are emitted only for real removals and changes.
 */
export function resolveCreateForm(
  prev: CreateFormState,
  next: CreateFormState,
  ctx: RulesContext,
): ResolvedCreateForm {
  const removed: Removal[] = [];
  let state = next;
  for (const rule of ADDED_RULES) {
    if (!rule.added(prev, state)) continue;
    const result = rule.apply(state);
    state = result.state;
    removed.push(...result.removed);
  }
  const standing = STANDING_RULES(state);
  state = standing.state;
  removed.push(...standing.removed);

  const notices = noticesFor(removed, ctx);
  const needs = modelNeeds(state);
  if (!modelSatisfies(state.global.model, needs)) {
    const model = latestAvailableModel(ctx.billingModels, (key) => modelSatisfies(key, needs));
    state = { ...state, global: { ...state.global, model } };
    notices.push(info(CREATE_FORM_NOTICES.modelChanged));
  }
  if (state.global.model !== prev.global.model) {
    const cut = truncateToLimits(state, modelMaxLengths(state.global.model, ctx.billingModels));
    state = cut.state;
    if (cut.truncated) notices.push(info(CREATE_FORM_NOTICES.inputsTruncated));
  }
  return { state, notices };
}
