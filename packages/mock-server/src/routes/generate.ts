// Tag generate: generation (v2 and v2-web), remaster, lyrics jobs, style helpers, the parameter
// matrix and the running requests.
import {
  AUDIO_WEIGHT_DEFAULT,
  CONTROL_SLIDER_MAX,
  CONTROL_SLIDER_MODELS,
  CONTROL_SLIDER_SHARED_DEFAULT,
  MOCK_LYRICS_JOB_MS,
  REMASTER_MAX_DURATION_S,
  REMASTER_TITLE_MAX_CHARS,
  VOICE_PERSONA_DIFFUSION_CFG_DEFAULT,
  VOICE_PERSONA_GPT_CFG_DEFAULT,
  type components,
} from '@cadenza/sdk';
import { isoAt } from '../clock';
import { newId } from '../db/ids';
import { RUNNING_STATUSES } from '../db/clips';
import { ownedClip } from '../domain/access';
import {
  assertAccountCanGenerate,
  assertConcurrency,
  chargeFor,
  startRequest,
} from '../domain/charging';
import { generate } from '../domain/generation';
import { findArtist, findModerated, findProducerTag } from '../domain/moderation';
import { isPaid, type PlanFeature, hasFeature } from '../domain/plans';
import {
  coExistingStyles,
  defaultStyles,
  lyricsFor,
  recommendFor,
  stylesFromDescription,
  titleFrom,
} from '../domain/styles';
import { badRequest, forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { defineRoutes, type Handler } from '../http/route';
import { storedSourceOf } from '../lifecycle/clips';
import { CLIP_MESSAGES, REMASTER_MESSAGES } from '../messages';
import { serializeClips } from '../serialize/clips';

type Schemas = components['schemas'];

/** Lyrics jobs a user may have running at once before 429 'Too many requests'. */
export const MAX_RUNNING_LYRICS_JOBS = 3;

const generateHandler: Handler<'generate'> = ({ ctx, viewer, body }) => {
  const result = generate(ctx, viewer, body);
  const running = result.clips.some((c) => RUNNING_STATUSES.includes(c.status));
  return {
    clips: serializeClips(ctx, result.clips, viewer),
    id: result.clips[0]?.request_id ?? undefined,
    status: running ? 'running' : 'complete',
  };
};

/** The lyrics job outcome for a prompt: generated text, or the server's error message. */
function lyricsOutcome(prompt: string) {
  const moderated = findModerated(prompt);
  if (moderated) return { error: 'Your prompt was flagged as inappropriate.' };
  const artist = findArtist(prompt);
  if (artist) return { error: `Your prompt contains an artist name: ${artist}` };
  const tag = findProducerTag(prompt);
  if (tag) return { error: `Your prompt contains a producer tag: ${tag}` };
  if (!/[\p{L}\p{N}]/u.test(prompt))
    return { error: 'Unable to generate lyrics from this prompt.' };
  return {
    text: lyricsFor(prompt),
    title: titleFrom(prompt),
    tags: stylesFromDescription(prompt),
  };
}

const slider = (
  key: string,
  label: string,
  defaultValue: number,
): Schemas['GenerationMatrixParam'] => ({
  key,
  label,
  default: defaultValue,
  min: 0,
  max: 1,
  step: 0.01,
  models: [...CONTROL_SLIDER_MODELS],
});

export const generateRoutes = defineRoutes({
  generate: generateHandler,
  generateWeb: generateHandler as unknown as Handler<'generateWeb'>,

  upsample: ({ ctx, viewer, body }) => {
    if (!isPaid(viewer) && !viewer.is_staff) throw badRequest(REMASTER_MESSAGES.notAllowed);
    if (body.title != null && body.title.length > REMASTER_TITLE_MAX_CHARS)
      throw unprocessable(REMASTER_MESSAGES.titleTooLong);
    const clip = ownedClip(ctx, body.clip_id, viewer);
    if (clip.status !== 'complete') throw badRequest(CLIP_MESSAGES.incomplete);
    if ((clip.metadata.duration ?? 0) > REMASTER_MAX_DURATION_S)
      throw badRequest(REMASTER_MESSAGES.tooLong);
    if (clip.is_contest_base_clip) throw badRequest(REMASTER_MESSAGES.contest);
    const needed: PlanFeature = body.variation_category ? 'VariationRemaster' : 'Remaster';
    if (!hasFeature(viewer, needed)) throw forbidden(`Your plan does not include ${needed}.`);
    assertAccountCanGenerate(ctx, viewer);
    assertConcurrency(ctx, viewer);
    const useFree = viewer.free_remasters_left > 0;
    const charge = chargeFor(viewer, 1, useFree ? 'free_remasters_left' : 'credits');
    const title = body.title ?? `${clip.title} (Remastered)`.slice(0, REMASTER_TITLE_MAX_CHARS);
    const tags = body.tags?.trim() ? body.tags : (clip.metadata.tags ?? '');
    const started = startRequest(ctx, viewer, {
      charge,
      build: () => [
        {
          user: viewer,
          title,
          source: {
            ...storedSourceOf(clip),
            title,
            tags,
            parent: {
              source: storedSourceOf(clip),
              derivation: { kind: 'remaster', variation: body.variation_category ?? null },
            },
          },
          metadata: {
            ...clip.metadata,
            type: 'gen',
            tags,
            duration: null,
            upsample_clip_id: clip.id,
            free_quota_category: useFree ? 'remaster' : null,
            error_type: null,
            error_message: null,
            refund_credits: null,
          },
          modelName: body.model_name,
          lifecycle: 'generation',
          parentId: clip.id,
          remixKind: 'remaster',
        },
      ],
    });
    return { clips: serializeClips(ctx, started.clips, viewer) };
  },

  generateLyrics: ({ ctx, viewer, body }) => {
    const now = ctx.clock.now();
    if (ctx.repos.prompts.runningLyricsJobs(viewer.id, now) >= MAX_RUNNING_LYRICS_JOBS)
      throw new HttpError(429, 'Too many requests');
    const outcome = lyricsOutcome(body.prompt);
    const id = newId();
    ctx.repos.prompts.insertLyricsJob({
      id,
      user_id: viewer.id,
      prompt: body.prompt,
      lyrics_model: body.lyrics_model ?? null,
      outcome: 'error' in outcome ? 'error' : 'complete',
      text: 'text' in outcome ? (outcome.text ?? null) : null,
      title: 'title' in outcome ? (outcome.title ?? null) : null,
      tags: 'tags' in outcome ? (outcome.tags ?? null) : null,
      error_message: 'error' in outcome ? (outcome.error ?? null) : null,
      created_at: now,
      ready_at: now + ctx.scaled(MOCK_LYRICS_JOB_MS),
    });
    return { id };
  },

  getLyricsJob: ({ ctx, viewer, params }) => {
    const job = ctx.repos.prompts.lyricsJob(params.lyrics_id);
    if (!job || job.user_id !== viewer.id) throw notFound('Lyrics job not found.');
    if (ctx.clock.now() < job.ready_at)
      return {
        id: job.id,
        status: 'running',
        text: null,
        title: null,
        tags: null,
        error_message: null,
      };
    return {
      id: job.id,
      status: job.outcome,
      text: job.text,
      title: job.title,
      tags: job.tags,
      error_message: job.error_message,
    };
  },

  recommendTags: ({ body }) => ({ recommended_tags: recommendFor(body.tags) }),

  getRecommendedStyles: () => ({
    default_styles: defaultStyles(),
    co_existing_styles_dict: coExistingStyles(),
  }),

  getGenerationMatrix: () => ({
    params: [
      slider(
        'weirdness_constraint',
        'Weirdness',
        CONTROL_SLIDER_SHARED_DEFAULT / CONTROL_SLIDER_MAX,
      ),
      slider('style_weight', 'Style Influence', CONTROL_SLIDER_SHARED_DEFAULT / CONTROL_SLIDER_MAX),
      {
        key: 'cfg_coef',
        label: 'Voice persona gptCfg',
        default: VOICE_PERSONA_GPT_CFG_DEFAULT,
        min: 0,
        max: 10,
        step: 0.5,
        models: null,
      },
    ],
    diffusion_params: [
      slider('audio_weight', 'Audio Influence', AUDIO_WEIGHT_DEFAULT / CONTROL_SLIDER_MAX),
      {
        key: 'source_cfg_coef',
        label: 'Voice persona diffusionCfg',
        default: VOICE_PERSONA_DIFFUSION_CFG_DEFAULT,
        min: 0,
        max: 10,
        step: 0.5,
        models: null,
      },
    ],
  }),

  getGenerationRequests: ({ ctx, viewer, query }) => {
    const requests = ctx.repos.requests.byUser(viewer.id).map((request) => {
      const clips = ctx.repos.clips.getMany(request.clip_ids);
      const running = clips.some((c) => RUNNING_STATUSES.includes(c.status));
      return {
        id: request.id,
        status: running ? 'running' : 'complete',
        clip_ids: request.clip_ids,
        created_at: isoAt(request.created_at),
      };
    });
    const listed =
      query.status === 'running'
        ? requests.filter((r) => r.status === 'running')
        : requests.slice(0, 50);
    return { requests: listed, num_running: requests.filter((r) => r.status === 'running').length };
  },
});
