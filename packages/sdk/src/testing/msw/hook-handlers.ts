/**
 * Stateful MSW handlers for hooks, as the mock server runs them: createHook stores the hook
 * (its song snippet and video segment), getHook answers pending, rendering, then
 * rendered_passed_moderation after MOCK_HOOK_RENDER_MS (rendered_failed_moderation when its text
 * holds 'forbidden'), and listHooks answers the user's hooks and the feed, newest first.
 */
import { HttpResponse } from 'msw';
import { type components, MOCK_HOOK_RENDER_MS, type OperationId } from '@cadenza/sdk';
import type { MockState } from './state';
import type { StatefulContext, StatefulResolver } from './stateful-context';

type Schemas = components['schemas'];

interface MockHook {
  readonly hook: Schemas['Hook'];
  readonly createdAt: number;
  readonly outcome: Schemas['HookStatus'];
}

const hooksOf = new WeakMap<MockState, Map<string, MockHook>>();
const hooks = (state: MockState) => {
  let map = hooksOf.get(state);
  if (!map) {
    map = new Map();
    hooksOf.set(state, map);
  }
  return map;
};

/** The first fifth of a render is 'pending', as on the mock server. */
const PENDING_FRACTION = 0.2;

function current(ctx: StatefulContext, entry: MockHook): Schemas['Hook'] {
  const age = ctx.state.clock.now() - entry.createdAt;
  const status: Schemas['HookStatus'] =
    age < MOCK_HOOK_RENDER_MS * PENDING_FRACTION
      ? 'pending'
      : age < MOCK_HOOK_RENDER_MS
        ? 'rendering'
        : entry.outcome;
  const passed = status === 'rendered_passed_moderation';
  return {
    ...entry.hook,
    status,
    video_url: passed ? entry.hook.video_url : null,
    error_message:
      status === 'rendered_failed_moderation' ? 'The hook text did not pass moderation.' : null,
  };
}

const createHook: StatefulResolver = (ctx) => {
  const input = ctx.body as Schemas['CreateHookRequest'];
  const map = hooks(ctx.state);
  const id = `hook-${map.size + 1}`;
  const clip = ctx.state.clips().find((c) => c.id === input.clip_id);
  const video = input.video_render.videos[0];
  const origin = new URL(ctx.request.url).origin;
  const text = `${input.hook_publish.title} ${input.hook_publish.caption ?? ''}`;
  map.set(id, {
    createdAt: ctx.state.clock.now(),
    outcome: /forbidden/i.test(text) ? 'rendered_failed_moderation' : 'rendered_passed_moderation',
    hook: {
      id,
      status: 'pending',
      title: input.hook_publish.title,
      caption: input.hook_publish.caption ?? null,
      allow_comments: input.hook_publish.allow_comments !== false,
      show_lyrics: input.hook_publish.show_lyrics !== false,
      clip_id: input.clip_id,
      user: { id: ctx.state.session.user.id, handle: ctx.state.session.user.handle },
      video_url: video ? `${origin}/media/uploads/${video.upload_id}` : null,
      image_url: clip?.image_url ?? null,
      error_message: null,
      created_at: new Date(ctx.state.clock.now()).toISOString(),
      clip_title: clip?.title ?? null,
      audio_url: clip?.audio_url ?? null,
      song_start_s: input.video_render.song.clip_start_time,
      song_end_s: input.video_render.song.clip_end_time,
      video_start_s: video?.source_start_time ?? 0,
      video_end_s: video?.source_end_time ?? 0,
    },
  });
  return HttpResponse.json({ id } satisfies Schemas['CreateHookResponse']);
};

export const HOOK_STATEFUL: Partial<Record<OperationId, StatefulResolver>> = {
  createHook,
  getHook: (ctx) => {
    const entry = hooks(ctx.state).get(String(ctx.params.hook_id ?? ''));
    return entry
      ? HttpResponse.json(current(ctx, entry))
      : HttpResponse.json({ detail: 'Hook not found.' }, { status: 404 });
  },
  listHooks: (ctx) => {
    const all = [...hooks(ctx.state).values()]
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((entry) => current(ctx, entry));
    return HttpResponse.json({
      mine: all,
      feed: all.filter((h) => h.status === 'rendered_passed_moderation'),
    } satisfies Schemas['HookList']);
  },
};
