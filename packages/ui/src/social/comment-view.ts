/**
 * Comment decisions for the thread (1-generation §3 Comment, §6, §7): the optimistic reaction,
 * who may delete, report or block, and the composer's send state. Pure functions; the SDK's
 * comment rules (sortComments, commentRequest, repliesQuery, blockUserRequest) are used as is.
 */
import { commentRequest, type components } from '@cadenza/sdk';
import { mentionedHandles } from './comment-text';

export type Comment = components['schemas']['Comment'];
export type CommentReaction = components['schemas']['CommentReaction'];

/** The counts a reaction call changes, as ReactToCommentResponse returns them. */
export interface CommentReactionState {
  readonly user_reaction: CommentReaction | null;
  readonly num_likes: number;
  readonly num_dislikes: number;
}

const COUNT = { LIKE: 'num_likes', DISLIKE: 'num_dislikes' } as const;

/**
 * The comment after pressing a reaction: pressing the current one clears it, the other one
 * replaces it; the counts move with it (the optimistic state until the server answers).
 */
export function reactedComment<C extends Comment>(comment: C, reaction: CommentReaction): C {
  const before = comment.user_reaction ?? null;
  const after = before === reaction ? null : reaction;
  const counts = { num_likes: comment.num_likes, num_dislikes: comment.num_dislikes ?? 0 };
  if (before !== null) counts[COUNT[before]] = Math.max(0, counts[COUNT[before]] - 1);
  if (after !== null) counts[COUNT[after]] += 1;
  return { ...comment, ...counts, user_reaction: after };
}

/** Applies the server's answer (or a saved state, to revert) to a comment. */
export const withReactionState = <C extends Comment>(
  comment: C,
  state: CommentReactionState,
): C => ({
  ...comment,
  user_reaction: state.user_reaction,
  num_likes: state.num_likes,
  num_dislikes: state.num_dislikes,
});

export interface CommentViewer {
  /** The signed-in user's id; null when signed out. */
  readonly userId: string | null;
  /** The song owner's id. */
  readonly clipOwnerId: string | null;
  /** Staff may delete any comment. */
  readonly isStaff?: boolean;
}

export interface CommentPermissions {
  readonly canReply: boolean;
  readonly canReact: boolean;
  readonly canDelete: boolean;
  readonly canReport: boolean;
  readonly canBlock: boolean;
}

/**
 * What a viewer may do with a comment: the author and the song owner delete it; signed-in users
 * react and report other people's comments and block their authors; staff delete any comment;
 * replies need comments on.
 */
export function commentPermissions(
  comment: Comment,
  viewer: CommentViewer,
  allowComments: boolean,
): CommentPermissions {
  const signedIn = viewer.userId !== null;
  const own = signedIn && comment.user.id === viewer.userId;
  const live = comment.is_deleted !== true;
  return {
    canReply: signedIn && allowComments && live,
    canReact: signedIn && live,
    canDelete:
      live &&
      (own || (signedIn && (viewer.clipOwnerId === viewer.userId || viewer.isStaff === true))),
    canReport: signedIn && live && !own,
    canBlock: signedIn && !own,
  };
}

/** The create body for a draft: mentions read from the text, the track time when attached. */
export const draftRequest = (
  content: string,
  options: { readonly parentId?: string | null; readonly trackTimestampS?: number | null } = {},
) =>
  commentRequest({
    content,
    parentId: options.parentId ?? null,
    mentions: mentionedHandles(content),
    trackTimestampS: options.trackTimestampS ?? null,
  });

/** The composer can send when the draft is not blank and nothing is being sent. */
export const canSendDraft = (content: string, sending: boolean): boolean =>
  !sending && draftRequest(content).ok;
