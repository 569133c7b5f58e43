/**
 * The MSW handlers that keep state, for the flows that need it: generation and clip polling,
 * the session's credits, reactions, pins, the permission toggles, trash, song details, lyrics
 * jobs, WAV/opus conversion, the upload flows (upload-handlers.ts) and the user's playlists and
 * saved prompts (lists.ts), and hooks (hook-handlers.ts). Every other operation answers a valid value built from its schema.
 */
import { HttpResponse } from 'msw';
import { type components, type OperationId, pageOf, PAGING } from '@cadenza/sdk';
import type { StatefulContext, StatefulResolver } from './stateful-context';
import { LIST_STATEFUL } from './lists';
import { HOOK_STATEFUL } from './hook-handlers';
import { UPLOAD_STATEFUL } from './upload-handlers';

export type { StatefulContext, StatefulResolver } from './stateful-context';

type Schemas = components['schemas'];
type Clip = Schemas['Clip'];

const json = <T>(value: T) => HttpResponse.json(value as never);
const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const param = (ctx: StatefulContext, name: string) => String(ctx.params[name] ?? '');
const body = <T>(ctx: StatefulContext): T => (ctx.body ?? {}) as T;

const withClip =
  (
    name: string,
    change: (clip: Clip, ctx: StatefulContext, input: Record<string, unknown>) => Clip,
    answer: (clip: Clip) => unknown,
  ): StatefulResolver =>
  (ctx) => {
    const input = body<Record<string, unknown>>(ctx);
    const clip = ctx.state.updateClip(param(ctx, name), (c) => change(c, ctx, input));
    return clip ? json(answer(clip)) : notFound();
  };

const REACTION = { LIKE: 'L', DISLIKE: 'D' } as const;

const generate: StatefulResolver = (ctx) => {
  const input = body<Schemas['GenerateRequest']>(ctx);
  return json<Schemas['GenerateResponse']>({ clips: ctx.state.generateClips(input) });
};

const job =
  (
    kind: 'wav' | 'opus',
    field: 'wav_file_url' | 'opus_file_url',
    start: boolean,
  ): StatefulResolver =>
  (ctx) => {
    const clipId = param(ctx, 'clip_id');
    if (start) ctx.state.startJob(kind, clipId);
    const url = ctx.state.jobDone(kind, clipId)
      ? `https://cadenza.test/media/${kind}/${clipId}`
      : null;
    return json(start ? { success: true, [field]: url } : { [field]: url });
  };

export const STATEFUL: Partial<Record<OperationId, StatefulResolver>> = {
  generate,
  generateWeb: generate,
  getSession: (ctx) => json(ctx.state.session),
  getFeedV2: (ctx) => {
    const params = new URL(ctx.request.url).searchParams;
    const ids = params.get('ids');
    if (ids) {
      const clips = ids
        .split(',')
        .map((id) => ctx.state.clip(id))
        .filter((clip): clip is Clip => clip !== undefined);
      return json<Schemas['FeedV2Response']>({ clips, num_total_results: clips.length });
    }
    // The library: pages counted as the mock server counts them (PAGING).
    const page = Number(params.get('page') ?? PAGING.getFeedV2.first);
    const clips = ctx.state.clips();
    return json<Schemas['FeedV2Response']>({
      clips: pageOf(clips, PAGING.getFeedV2, page),
      num_total_results: clips.length,
      current_page: page,
    });
  },
  getClip: (ctx) => {
    const clip = ctx.state.clip(param(ctx, 'clip_id'));
    return clip ? json(clip) : notFound();
  },
  updateReactionType: withClip(
    'gen_id',
    (clip, ctx, input) => {
      const reaction = input.reaction as 'LIKE' | 'DISLIKE' | null;
      const type = reaction === null ? null : REACTION[reaction];
      const wasLiked = clip.reaction?.reaction_type === 'L';
      const delta = (type === 'L' ? 1 : 0) - (wasLiked ? 1 : 0);
      return {
        ...clip,
        reaction:
          type === null
            ? null
            : { reaction_type: type, updated_at: new Date(ctx.state.clock.now()).toISOString() },
        upvote_count: Math.max(0, clip.upvote_count + delta),
      };
    },
    (clip) => ({ reaction: clip.reaction ?? null, upvote_count: clip.upvote_count }),
  ),
  pinClip: withClip(
    'clip_id',
    (clip, _ctx, input) =>
      input.unpin === true
        ? { ...clip, is_pinned: false }
        : { ...clip, is_pinned: true, is_public: true },
    (clip) => ({
      is_pinned: clip.is_pinned === true,
      pinned_clip_ids: clip.is_pinned ? [clip.id] : [],
      replaced_clip_id: null,
    }),
  ),
  setClipVisibility: withClip(
    'gen_id',
    (clip, _ctx, input) => ({ ...clip, is_public: input.is_public === true }),
    (clip) => ({
      is_public: clip.is_public === true,
      contest_ids: clip.metadata.contest_ids ?? [],
    }),
  ),
  toggleClipComments: withClip(
    'clip_id',
    (clip, _ctx, input) => ({ ...clip, allow_comments: input.can_comment === true }),
    (clip) => ({ allow_comments: clip.allow_comments === true }),
  ),
  setRemixType: withClip(
    'clip_id',
    (clip, _ctx, input) => ({
      ...clip,
      metadata: { ...clip.metadata, can_remix: input.remix === true },
    }),
    (clip) => ({ can_remix: clip.metadata.can_remix === true }),
  ),
  trashClips: (ctx) => {
    const input = body<Schemas['TrashClipsRequest']>(ctx);
    for (const id of input.clip_ids)
      ctx.state.updateClip(id, (clip) => ({ ...clip, is_trashed: input.trash }));
    return json<Schemas['TrashClipsResponse']>({ success: true, clip_ids: input.clip_ids });
  },
  generateLyrics: (ctx) => {
    const id = `lyrics-${ctx.state.requestsOf('generateLyrics').length}`;
    ctx.state.startJob('lyrics', id);
    return json<Schemas['GenerateLyricsResponse']>({ id });
  },
  getLyricsJob: (ctx) => {
    const id = param(ctx, 'lyrics_id');
    const done = ctx.state.jobDone('lyrics', id);
    if (done === undefined) return notFound();
    return json<Schemas['LyricsJob']>(
      done
        ? {
            id,
            status: 'complete',
            title: 'Neon Nights',
            text: '[Verse]\nNeon lights',
            tags: 'synthwave',
          }
        : { id, status: 'running' },
    );
  },
  setMetadata: withClip(
    'gen_id',
    (clip, _ctx, input) => ({
      ...clip,
      ...(typeof input.title === 'string' ? { title: input.title } : {}),
      ...(typeof input.caption === 'string' ? { caption: input.caption } : {}),
    }),
    (clip) => ({ success: true, clip }),
  ),
  convertToWav: job('wav', 'wav_file_url', true),
  getWavFile: job('wav', 'wav_file_url', false),
  convertToOpus: job('opus', 'opus_file_url', true),
  getOpusFile: job('opus', 'opus_file_url', false),
  ...UPLOAD_STATEFUL,
  ...HOOK_STATEFUL,
  ...LIST_STATEFUL,
};
