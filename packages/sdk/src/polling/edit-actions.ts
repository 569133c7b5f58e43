/**
 * An edit action from start to the new clip (2-studio §4 Edit actions): the crop, fade or speed
 * call with the edit session id returns action_clip_id, polled every 4 s up to 10 times; on
 * complete the new clip is loaded. Every failure (the call, an error status, the retries running
 * out, the load) is 'An error occurred. Please try again.'; the original clip is never touched.
 */
import { editActionCall, toApiError, type EditAction, type ResultOf } from '@cadenza/sdk';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { runEditAction, type FlowOptions } from './flows';
import type { JobResult } from './jobs';

export type EditedClip = ResultOf<'getClip'>;

export async function performEditAction(
  clipId: string,
  action: EditAction,
  editSessionId: string | null,
  options: FlowOptions,
): Promise<JobResult<EditedClip>> {
  const call = editActionCall(clipId, action, editSessionId);
  const made = await runEditAction(call.id, call.args as never, options);
  if (!made.ok) return made;
  try {
    const clip = await options.client.call(
      'getClip',
      { path: { clip_id: made.value } },
      options.signal ? { signal: options.signal } : {},
    );
    return { ok: true, value: clip, tries: made.tries };
  } catch (error) {
    const apiError = toApiError(error, 'getClip');
    return {
      ok: false,
      reason: apiError.kind === 'aborted' ? 'aborted' : 'error',
      message: STUDIO_ERRORS.editActionFailed,
      error: apiError,
      tries: made.tries,
    };
  }
}
