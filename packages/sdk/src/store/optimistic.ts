/**
 * Optimistic updates the spec asks for, each undone when the call fails (3-library-social §4,
 * §8; 1-generation §4): likes set the reaction and adjust the count; pin and unpin; publish
 * and unpublish; the remix and comment permission toggles; the per-clip not-interested flag.
 */
import type { AnyCallArgs } from '@cadenza/sdk';
import type { Clip } from '../polling/clip-poller';
import type { MutationOperationId } from './operation-kinds';

export interface OptimisticContext {
  /** Applies `recipe` to every cached copy of the clip; returns the undo. */
  patchClip(id: string, recipe: (clip: Clip) => void): () => void;
  /** Removes or adds the clip in cached pinned lists; returns the undo. */
  patchPinnedLists(clipId: string, pinned: boolean): () => void;
  setNotInterested(clipId: string, on: boolean): () => void;
  now(): number;
}

export type OptimisticRecipe = (args: AnyCallArgs, ctx: OptimisticContext) => () => void;

type ReactionInput = 'LIKE' | 'DISLIKE' | null;
const REACTION_TYPE = { LIKE: 'L', DISLIKE: 'D' } as const;

/** Like sets reaction L and adjusts the count; dislike sets D; null clears the reaction. */
export function applyReaction(clip: Clip, reaction: ReactionInput, now: number): void {
  const wasLiked = clip.reaction?.reaction_type === 'L';
  const type = reaction === null ? null : REACTION_TYPE[reaction];
  clip.reaction =
    type === null ? null : { reaction_type: type, updated_at: new Date(now).toISOString() };
  const liked = type === 'L';
  if (liked !== wasLiked) clip.upvote_count = Math.max(0, clip.upvote_count + (liked ? 1 : -1));
}

const pathId = (args: AnyCallArgs, name: string): string => String(args.path?.[name] ?? '');
const body = <T>(args: AnyCallArgs): Partial<T> => (args.body ?? {}) as Partial<T>;
const undoAll =
  (...undos: (() => void)[]) =>
  () => {
    for (const undo of undos.reverse()) undo();
  };

export const OPTIMISTIC: Partial<Record<MutationOperationId, OptimisticRecipe>> = {
  updateReactionType: (args, ctx) =>
    ctx.patchClip(pathId(args, 'gen_id'), (clip) =>
      applyReaction(clip, body<{ reaction: ReactionInput }>(args).reaction ?? null, ctx.now()),
    ),
  pinClip: (args, ctx) => {
    const clipId = pathId(args, 'clip_id');
    const pinned = body<{ unpin: boolean }>(args).unpin !== true;
    return undoAll(
      ctx.patchClip(clipId, (clip) => {
        clip.is_pinned = pinned;
        if (pinned) clip.is_public = true;
      }),
      ctx.patchPinnedLists(clipId, pinned),
    );
  },
  setClipVisibility: (args, ctx) =>
    ctx.patchClip(pathId(args, 'gen_id'), (clip) => {
      clip.is_public = body<{ is_public: boolean }>(args).is_public === true;
    }),
  setRemixType: (args, ctx) =>
    ctx.patchClip(pathId(args, 'clip_id'), (clip) => {
      clip.metadata.can_remix = body<{ remix: boolean }>(args).remix ?? null;
    }),
  toggleClipComments: (args, ctx) =>
    ctx.patchClip(pathId(args, 'clip_id'), (clip) => {
      clip.allow_comments = body<{ can_comment: boolean }>(args).can_comment === true;
    }),
  trashClips: (args, ctx) => {
    const { trash, clip_ids: ids = [] } = body<{ trash: boolean; clip_ids: string[] }>(args);
    return undoAll(
      ...ids.map((id) =>
        ctx.patchClip(id, (clip) => {
          clip.is_trashed = trash === true;
        }),
      ),
    );
  },
  markNotInterested: (args, ctx) => ctx.setNotInterested(pathId(args, 'clip_id'), true),
  clearNotInterested: (args, ctx) => ctx.setNotInterested(pathId(args, 'clip_id'), false),
};
