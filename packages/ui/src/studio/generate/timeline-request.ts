// The generation request of a timeline generation (2-studio §7): the studio create form's text
// fields and model through the SDK's buildGenerationRequest (surface 'timeline', create_mode
// studio_edit, project_id), with the engine's fields over them: task, infill bounds and context,
// include_history_s and include_future_s, continue_clip_id and continue_at, and the metadata
// overrides. Lyrics typed for a replaced or created range go as infill_lyrics, lyrics_updated.
import {
  buildGenerationRequest,
  type CreateFormState,
  type GenerateRequest,
  type RulesContext,
} from '@cadenza/sdk';
import type { GeneratePlan } from '@cadenza/studio-engine';

export interface TimelineRequestOptions {
  readonly projectId: string | null;
  readonly editSessionId?: string | null;
}

export type TimelineRequestResult =
  | { readonly ok: true; readonly request: GenerateRequest }
  | { readonly ok: false; readonly message: string | null };

export function timelineGenerationRequest(
  plan: GeneratePlan,
  form: CreateFormState,
  ctx: RulesContext,
  options: TimelineRequestOptions,
): TimelineRequestResult {
  if (plan.fields === null) return { ok: false, message: plan.blocked };
  const built = buildGenerationRequest(form, ctx, {
    surface: 'timeline',
    createMode: 'studio_edit',
    ...(options.projectId === null ? {} : { projectId: options.projectId }),
    ...(options.editSessionId == null ? {} : { editSessionId: options.editSessionId }),
  });
  if (!built.ok) return { ok: false, message: built.message };
  const { metadata: overrides, ...fields } = plan.fields;
  const { make_instrumental: _instrumental, ...base } = built.request;
  const lyrics = form.custom.lyricsMode === 'instrumental' ? '' : form.custom.lyrics.trim();
  const infillLyrics = plan.generateMode !== 'extend' && lyrics !== '';
  return {
    ok: true,
    request: {
      ...(plan.generateMode === 'extend' ? built.request : base),
      ...fields,
      task: fields.task as GenerateRequest['task'],
      metadata: {
        ...built.request.metadata,
        ...overrides,
        ...(infillLyrics ? { infill_lyrics: lyrics, lyrics_updated: true } : {}),
      },
    },
  };
}
