/**
 * The MSW handlers of the paged lists the create form keeps state in (the user's playlists and
 * saved prompts) and the paging of every other paged call's answer, counted as the mock server
 * counts (PAGING, openapi/DECISIONS.md "Paging"): the first page holds the items, a later page
 * past them is empty, so a caller that asks for the wrong first page sees an empty list here too.
 */
import { HttpResponse } from 'msw';
import {
  type components,
  type OperationId,
  type PagedOperationId,
  pageOf,
  PAGING,
  PLAYLIST_MESSAGES,
} from '@cadenza/sdk';
import { responseBodySchema } from '@cadenza/sdk/contract';
import { build, makePlaylist } from '../factories';
import type { MockState } from './state';
import type { StatefulContext, StatefulResolver } from './stateful-context';

type Schemas = components['schemas'];
type Playlist = Schemas['Playlist'];
type SavedPrompt = Schemas['SavedPrompt'];

const json = <T>(value: T) => HttpResponse.json(value as never);
const notFound = (detail: string) => HttpResponse.json({ detail }, { status: 404 });
const badRequest = (detail: string) => HttpResponse.json({ detail }, { status: 400 });
const query = (ctx: StatefulContext) => new URL(ctx.request.url).searchParams;
const body = <T>(ctx: StatefulContext): T => (ctx.body ?? {}) as T;

/** The `page` a request names (the call's first page when it names none). */
function pageNumber(id: PagedOperationId, params: URLSearchParams): number {
  const text = params.get('page');
  return text === null || text === '' ? PAGING[id].first : Number(text);
}

/** The user's playlists (newest first); built from the schema the first time they are read. */
export function playlistsOf(state: MockState): Playlist[] {
  state.playlists ??= build('PlaylistListResponse').playlists;
  return state.playlists;
}

/** The user's saved prompts (newest first); built from the schema the first time they are read. */
export function promptsOf(state: MockState): SavedPrompt[] {
  state.prompts ??= build('SavedPromptListResponse').prompts;
  return state.prompts;
}

const filled = (text: string | null | undefined): boolean => text != null && text.trim() !== '';

export const LIST_STATEFUL: Partial<Record<OperationId, StatefulResolver>> = {
  getMyPlaylists: (ctx) => {
    const params = query(ctx);
    const text = (params.get('query') ?? '').trim().toLowerCase();
    const trashed = params.get('show_trashed') === 'true';
    const mine = playlistsOf(ctx.state)
      .filter((p) => p.is_trashed === trashed)
      .filter((p) => text === '' || p.name.toLowerCase().includes(text));
    const page = pageNumber('getMyPlaylists', params);
    return json<Schemas['PlaylistListResponse']>({
      playlists: pageOf(mine, PAGING.getMyPlaylists, page).map((p) => ({
        ...p,
        playlist_clips: [],
      })),
      num_total_results: mine.length,
      current_page: page,
    });
  },
  createPlaylist: (ctx) => {
    const input = body<Partial<Schemas['CreatePlaylistRequest']>>(ctx);
    const now = new Date(ctx.state.clock.now()).toISOString();
    const playlist = makePlaylist({
      id: `playlist-${playlistsOf(ctx.state).length + 1}`,
      name: input.name?.trim() || PLAYLIST_MESSAGES.untitled,
      is_owned: true,
      is_public: false,
      is_trashed: false,
      num_total_results: 0,
      playlist_clips: [],
      clip_ids: [],
      created_at: now,
      updated_at: now,
    });
    playlistsOf(ctx.state).unshift(playlist);
    return json(playlist);
  },
  getPlaylist: (ctx) => {
    const id = String(ctx.params.playlist_id ?? '');
    const playlist = playlistsOf(ctx.state).find((p) => p.id === id);
    return playlist ? json(playlist) : notFound('Playlist not found.');
  },
  getSavedPrompts: (ctx) => {
    const params = query(ctx);
    const type = params.get('filter_prompt_type');
    const all = promptsOf(ctx.state).filter((p) => type === null || p.prompt_type === type);
    const size = Math.min(Number(params.get('per_page') ?? PAGING.getSavedPrompts.size), 100);
    return json<Schemas['SavedPromptListResponse']>({
      prompts: pageOf(all, PAGING.getSavedPrompts, pageNumber('getSavedPrompts', params), size),
      num_total_results: all.length,
    });
  },
  savePrompt: (ctx) => {
    const input = body<Schemas['SavePromptRequest']>(ctx);
    const type = filled(input.lyrics)
      ? 'lyrics'
      : filled(input.tags) || filled(input.gpt_description_prompt)
        ? 'tags'
        : null;
    if (type === null) return badRequest('A saved prompt needs lyrics or styles.');
    const prompts = promptsOf(ctx.state);
    const index = input.id ? prompts.findIndex((p) => p.id === input.id) : -1;
    if (input.id && index < 0) return notFound('Saved prompt not found.');
    const saved: SavedPrompt = {
      id: input.id ?? `prompt-${prompts.length + 1}`,
      prompt_type: type,
      gpt_description_prompt: input.gpt_description_prompt ?? null,
      lyrics: input.lyrics ?? null,
      tags: input.tags ?? null,
      negative_tags: input.negative_tags ?? null,
      title: input.title ?? null,
      sliders: input.sliders ?? null,
      updated_at: new Date(ctx.state.clock.now()).toISOString(),
    };
    if (index >= 0) prompts.splice(index, 1);
    prompts.unshift(saved);
    return json<Schemas['SavePromptResponse']>({ saved_prompt: saved });
  },
  deletePrompt: (ctx) => {
    const { id } = body<Schemas['DeletePromptRequest']>(ctx);
    const prompts = promptsOf(ctx.state);
    const index = prompts.findIndex((p) => p.id === id);
    if (index < 0) return notFound('Saved prompt not found.');
    prompts.splice(index, 1);
    return json<Schemas['DeletePromptResponse']>({ success: true, id });
  },
};

/** Whether a call's response schema has a field. */
function answerHas(id: PagedOperationId, key: string): boolean {
  const schema = responseBodySchema(id) as { shape?: Record<string, unknown> } | null;
  return schema?.shape !== undefined && key in schema.shape;
}

/**
 * A paged call's schema-built answer as the page the request names, with the mock server's
 * paging fields: the built items (none if the schema left them out) are the first page, every
 * other page is empty; the total is given, current_page is the page asked for, and there is no
 * continuation after the one built page.
 */
export async function pagedDefault(
  id: PagedOperationId,
  request: Request,
  answer: Response,
): Promise<Response> {
  if (!answer.ok) return answer;
  const page = pageNumber(id, new URL(request.url).searchParams);
  const value = (await answer.json()) as Record<string, unknown>;
  const key = PAGING[id].items;
  const built = Array.isArray(value[key]) ? (value[key] as unknown[]) : [];
  const items = page === PAGING[id].first ? built : [];
  return HttpResponse.json(
    {
      ...value,
      [key]: items,
      ...(answerHas(id, 'num_total_results')
        ? { num_total_results: value.num_total_results ?? built.length }
        : {}),
      ...(answerHas(id, 'current_page') ? { current_page: page } : {}),
      ...(answerHas(id, 'continuation_token') ? { continuation_token: null } : {}),
    } as never,
    { status: answer.status },
  );
}
