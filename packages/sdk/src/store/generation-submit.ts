/**
 * Submitting the create form (1-generation §3–§5), for every frontend: the request is built by
 * the domain's buildGenerationRequest (adjust-speed mode sends its own request), each submission
 * carries one transaction_uuid, and the new clips join the clip engine's polling (the store's
 * generation listener tracks every fulfilled generate call).
 *
 * - One submission per form scope at a time: a press while one is in flight joins it, so a double
 *   click sends one request.
 * - A request that got no answer (network failure, timeout) is sent again by the client with the
 *   same transaction_uuid: the server answers the clips it already made and charges once.
 * - A submission that ended with no answer keeps its uuid for the next press of the same request,
 *   so the user's own retry is recognised as well. An answer (clips or an HTTP error) ends it:
 *   the next press is a new submission with a new uuid.
 */
import {
  buildAdjustSpeedRequest,
  buildGenerationRequest,
  isApiError,
  isUnanswered,
  type CreateFormScope,
  type CreateFormState,
  type GenerationRequestOptions,
  type RulesContext,
  validateCreateForm,
} from '@cadenza/sdk';
import { collectClips } from './clip-walk';
import type { CreateFormSubmission } from './generation-submissions';
import type { CadenzaStore } from './store';

export {
  createGenerationSubmissions,
  type CreateFormSubmission,
  type GenerationSubmissions,
} from './generation-submissions';

/** What the caller adds to the request; the transaction_uuid is the submission's own. */
export type SubmitCreateFormOptions = Omit<GenerationRequestOptions, 'transactionUuid'>;

/** An answer came back: the clips, or an HTTP error the server decided. */
const wasAnswered = (error: unknown): boolean => !isApiError(error) || !isUnanswered(error);

async function sendGeneration(
  store: CadenzaStore,
  scope: CreateFormScope,
  form: CreateFormState,
  ctx: RulesContext,
  options: SubmitCreateFormOptions,
): Promise<CreateFormSubmission> {
  const built = buildGenerationRequest(form, ctx, options);
  if (!built.ok) return { status: 'not_sent', message: built.message };
  const request = JSON.stringify(built.request);
  const uuid = store.submissions.transaction(scope, request);
  try {
    const answer = await store.mutate('generate', {
      body: { ...built.request, transaction_uuid: uuid },
    });
    store.submissions.ended(scope, request, uuid, true);
    return { status: 'sent', clips: answer.clips };
  } catch (error) {
    store.submissions.ended(scope, request, uuid, wasAnswered(error));
    throw error;
  }
}

async function sendAdjustSpeed(
  store: CadenzaStore,
  form: CreateFormState,
): Promise<CreateFormSubmission> {
  const body = buildAdjustSpeedRequest(form);
  if (!body) return { status: 'not_sent', message: null };
  return { status: 'sent', clips: collectClips(await store.mutate('adjustClipSpeed', { body })) };
}

/**
 * Sends the resolved create form of `scope` once validateCreateForm lets it: a form it blocks is
 * not sent and resolves 'not_sent' with the rule's message (nothing is charged). Else POST generate with the submission's
 * transaction_uuid (adjust-speed mode: POST adjust-speed). Resolves with the new clips, which the
 * store is already polling, or 'not_sent'; a failed call rejects with its ApiError (the store has
 * queued its notice). A press while this scope's submission is in flight joins that submission.
 */
export function submitCreateForm(
  store: CadenzaStore,
  scope: CreateFormScope,
  form: CreateFormState,
  ctx: RulesContext,
  options: SubmitCreateFormOptions = {},
): Promise<CreateFormSubmission> {
  const blocking = validateCreateForm(form, ctx);
  if (blocking !== null) return Promise.resolve({ status: 'not_sent', message: blocking });
  return store.submissions.once(scope, () =>
    form.global.mode === 'adjust_speed'
      ? sendAdjustSpeed(store, form)
      : sendGeneration(store, scope, form, ctx, options),
  );
}
