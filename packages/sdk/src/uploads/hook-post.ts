/**
 * Posting a hook (2-studio §4 Hook, §7, §8 Hook create): POST /api/video/hooks/create with the
 * draft, then its status every 2 s until rendered_passed_moderation ('Hook posted to feed!'),
 * rendered_failed_moderation ('Hook failed moderation') or error ('Hook processing failed').
 * The two halves are apart: the post step creates the hook and leaves (the user goes to /hooks),
 * the hook list follows its render and sends the user to /hook/{hookId} when it ends.
 */
import {
  buildHookRequest,
  describeHookCreateFailure,
  HOOK_MESSAGES,
  notice,
  toApiError,
  type ApiClient,
  type HookDraft,
  type Notice,
  type ResultOf,
} from '@cadenza/sdk';
import { STUDIO_ERROR_TOAST_MS } from '@cadenza/studio-engine/rules';
import { followHook, type FlowOptions } from '../polling/flows';

export type HookCreateResult =
  | { readonly ok: true; readonly hookId: string }
  | {
      readonly ok: false;
      readonly aborted: boolean;
      readonly message: string;
      readonly notice: Notice;
    };

/** Creates the hook; a failure carries the spec's message as an error notice. */
export async function createHookFromDraft(
  draft: HookDraft,
  options: { readonly client: ApiClient; readonly signal?: AbortSignal },
): Promise<HookCreateResult> {
  try {
    const created = await options.client.call(
      'createHook',
      { body: buildHookRequest(draft) },
      options.signal ? { signal: options.signal } : {},
    );
    return { ok: true, hookId: created.id };
  } catch (error) {
    const apiError = toApiError(error, 'createHook');
    const message = describeHookCreateFailure(apiError);
    return {
      ok: false,
      aborted: apiError.kind === 'aborted',
      message,
      notice: notice('error', message, STUDIO_ERROR_TOAST_MS),
    };
  }
}

export type HookRenderResult =
  | { readonly ok: true; readonly hook: ResultOf<'getHook'>; readonly notice: Notice }
  | {
      readonly ok: false;
      readonly aborted: boolean;
      readonly message: string;
      readonly notice: Notice;
    };

/** Follows a hook's render to its end: the hook and 'Hook posted to feed!', or the failure. */
export async function followHookRender(
  hookId: string,
  options: FlowOptions,
): Promise<HookRenderResult> {
  const result = await followHook(hookId, options);
  if (result.ok) return { ok: true, hook: result.value.hook, notice: result.value.notice };
  return {
    ok: false,
    aborted: result.reason === 'aborted',
    message: result.message,
    notice: result.notice ?? notice('error', HOOK_MESSAGES.processingFailed, STUDIO_ERROR_TOAST_MS),
  };
}
