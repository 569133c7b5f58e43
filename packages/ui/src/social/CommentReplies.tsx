/**
 * CommentReplies: the replies under a comment, 10 a page (the SDK's COMMENT_REPLIES_PAGE_SIZE,
 * via repliesQuery): 'View N replies' opens them, 'View more replies' loads the next page, 'Hide
 * replies' closes them.
 */
import { useId, type ReactNode } from 'react';
import { Button } from '../primitives';
import type { RepliesState } from './comment-pages';
import type { Comment } from './comment-view';
import { COMMENT_LABELS } from './labels';
import * as styles from './CommentThread.css';
import * as social from './social.css';

export interface CommentRepliesProps {
  readonly parent: Comment;
  readonly state: RepliesState;
  readonly onToggle: () => void;
  readonly onMore: () => void;
  readonly renderReply: (reply: Comment) => ReactNode;
}

export function CommentReplies({
  parent,
  state,
  onToggle,
  onMore,
  renderReply,
}: CommentRepliesProps) {
  const listId = useId();
  const count = Math.max(parent.num_replies, state.total);
  if (count === 0 && state.comments.length === 0) return null;
  const loading = state.status === 'loading';
  return (
    <>
      <div className={social.row}>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={state.open}
          aria-controls={state.open ? listId : undefined}
          onClick={onToggle}
        >
          {state.open ? COMMENT_LABELS.hideReplies : COMMENT_LABELS.showReplies(count)}
        </Button>
      </div>
      {state.open ? (
        <>
          <ol
            id={listId}
            className={styles.replies}
            aria-label={COMMENT_LABELS.replyTo(parent.user.handle)}
          >
            {state.comments.map((reply) => (
              <li key={reply.id}>{renderReply(reply)}</li>
            ))}
          </ol>
          {state.status === 'error' ? (
            <p className={social.error} role="alert">
              {COMMENT_LABELS.loadFailed}
            </p>
          ) : null}
          {loading && state.comments.length === 0 ? (
            <p className={social.muted} role="status">
              {COMMENT_LABELS.loading}
            </p>
          ) : null}
          {state.nextCursor !== null || state.status === 'error' ? (
            <div className={social.row}>
              <Button size="small" variant="ghost" loading={loading} onClick={onMore}>
                {state.status === 'error' ? COMMENT_LABELS.retry : COMMENT_LABELS.moreReplies}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
