/**
 * CommentThread: a song's comments (1-generation §3 Comment, §6, §7), presentational. The order
 * select (newest, oldest, most liked), the composer (or the comments-off note), the comments with
 * their replies paged by 10 ('View N replies', 'View more replies'), a deep-linked comment opened
 * and scrolled to, reactions, reply, delete, report and block confirmations, and a status line.
 * Every call is the caller's (see connected/ConnectedCommentThread).
 */
import { useId, useState } from 'react';
import { COMMENT_ORDERS, type CommentOrder } from '@cadenza/sdk';
import { Button, Select } from '../primitives';
import {
  deepLinkHolder,
  repliesOf,
  threadOrder,
  type PagedComments,
  type RepliesMap,
} from './comment-pages';
import {
  commentPermissions,
  type Comment,
  type CommentReaction,
  type CommentViewer,
} from './comment-view';
import { CommentActionDialog, type PendingCommentAction } from './CommentActionDialog';
import { CommentComposer, type CommentDraft } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { CommentReplies } from './CommentReplies';
import { COMMENT_LABELS, COMMENT_ORDER_LABELS, COMPOSER_LABELS } from './labels';
import * as social from './social.css';

export interface ThreadNotice {
  readonly text: string;
  readonly actionLabel?: string;
  readonly onAction?: () => void;
}

export interface CommentThreadProps {
  readonly comments: readonly Comment[];
  readonly total: number;
  readonly status: PagedComments['status'];
  readonly hasMore: boolean;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  readonly order: CommentOrder;
  readonly onOrderChange: (order: CommentOrder) => void;
  readonly replies: RepliesMap;
  readonly onToggleReplies: (comment: Comment) => void;
  readonly onMoreReplies: (comment: Comment) => void;
  /** The song's allow_comments: off hides the composer and Reply. */
  readonly allowComments: boolean;
  readonly viewer: CommentViewer;
  /** The comment id from the URL: opened, marked and scrolled to. */
  readonly deepLinkCommentId?: string | null;
  /** The player's position, offered as the new comment's track timestamp. */
  readonly currentTimeS?: number | null;
  /** Posts a comment, or a reply to `parent`; the draft is cleared when it resolves. */
  readonly onSubmit: (draft: CommentDraft, parent: Comment | null) => Promise<unknown> | void;
  readonly sending?: boolean;
  readonly composerError?: string | null;
  readonly onReact: (comment: Comment, reaction: CommentReaction) => void;
  readonly onDelete: (comment: Comment) => void;
  readonly onReport: (comment: Comment, reason: string) => void;
  readonly onBlock: (handle: string) => void;
  readonly onSeek: (seconds: number) => void;
  readonly onNavigate: (href: string) => void;
  readonly notice?: ThreadNotice | null;
}

function ThreadBody({
  props,
  replyTo,
  setReplyTo,
  setPending,
}: {
  readonly props: CommentThreadProps;
  readonly replyTo: Comment | null;
  readonly setReplyTo: (comment: Comment | null) => void;
  readonly setPending: (pending: PendingCommentAction) => void;
}) {
  const { comments, replies, viewer, allowComments, deepLinkCommentId = null } = props;
  if (props.status === 'error' && comments.length === 0)
    return (
      <div className={social.row}>
        <p className={social.error} role="alert">
          {COMMENT_LABELS.loadFailed}
        </p>
        <Button size="small" onClick={props.onRetry}>
          {COMMENT_LABELS.retry}
        </Button>
      </div>
    );
  if (comments.length === 0)
    return (
      <p className={social.muted} role="status">
        {props.status === 'ready' ? COMMENT_LABELS.empty : COMMENT_LABELS.loading}
      </p>
    );

  const holder = deepLinkHolder(comments, replies, deepLinkCommentId);
  const itemProps = (comment: Comment) => ({
    comment,
    permissions: commentPermissions(comment, viewer, allowComments),
    deepLinked: comment.id === deepLinkCommentId,
    onReact: props.onReact,
    onReply: setReplyTo,
    onMenuAction: (target: Comment, action: PendingCommentAction['action']) =>
      setPending({ action, comment: target }),
    onSeek: props.onSeek,
    onNavigate: props.onNavigate,
  });
  const threadOf = (comment: Comment) => comment.parent_id ?? comment.id;

  return (
    <ol className={social.list} aria-label={COMMENT_LABELS.section}>
      {threadOrder(comments, props.order, holder).map((comment) => (
        <li key={comment.id}>
          <CommentItem {...itemProps(comment)}>
            <CommentReplies
              parent={comment}
              state={repliesOf(replies, comment.id)}
              onToggle={() => props.onToggleReplies(comment)}
              onMore={() => props.onMoreReplies(comment)}
              renderReply={(reply) => <CommentItem {...itemProps(reply)} />}
            />
            {replyTo !== null && threadOf(replyTo) === comment.id ? (
              <CommentComposer
                key={replyTo.id}
                label={COMPOSER_LABELS.replyField(replyTo.user.handle)}
                sending={props.sending ?? false}
                error={props.composerError ?? null}
                autoFocus
                onCancel={() => setReplyTo(null)}
                onSubmit={async (draft) => {
                  await props.onSubmit(draft, replyTo);
                  setReplyTo(null);
                }}
              />
            ) : null}
          </CommentItem>
        </li>
      ))}
    </ol>
  );
}

export function CommentThread(props: CommentThreadProps) {
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [pending, setPending] = useState<PendingCommentAction | null>(null);
  const headingId = useId();
  const { notice = null } = props;
  const confirm = ({ action, comment }: PendingCommentAction, reason: string | null) => {
    setPending(null);
    if (action === 'delete') props.onDelete(comment);
    else if (action === 'block') props.onBlock(comment.user.handle);
    else props.onReport(comment, reason ?? '');
  };

  return (
    <section className={social.panel} aria-labelledby={headingId}>
      <div className={social.header}>
        <h2 id={headingId} className={social.heading}>
          {COMMENT_LABELS.section}{' '}
          <span className={social.muted}>{COMMENT_LABELS.count(props.total)}</span>
        </h2>
        <Select
          label={COMMENT_LABELS.order}
          hideLabel
          value={props.order}
          onValueChange={(value) => props.onOrderChange(value as CommentOrder)}
          options={COMMENT_ORDERS.map((order) => ({
            value: order,
            label: COMMENT_ORDER_LABELS[order],
          }))}
        />
      </div>
      {!props.allowComments ? (
        <p className={social.status}>{COMMENT_LABELS.commentsOff}</p>
      ) : props.viewer.userId === null ? (
        <p className={social.muted}>{COMPOSER_LABELS.signIn}</p>
      ) : (
        <CommentComposer
          currentTimeS={props.currentTimeS ?? null}
          sending={replyTo === null && (props.sending ?? false)}
          error={replyTo === null ? (props.composerError ?? null) : null}
          onSubmit={(draft) => props.onSubmit(draft, null)}
        />
      )}
      {notice ? (
        <p className={social.status} role="status">
          <span>{notice.text}</span>
          {notice.actionLabel && notice.onAction ? (
            <Button size="small" variant="ghost" onClick={notice.onAction}>
              {notice.actionLabel}
            </Button>
          ) : null}
        </p>
      ) : null}
      <ThreadBody props={props} replyTo={replyTo} setReplyTo={setReplyTo} setPending={setPending} />
      {props.status === 'error' && props.comments.length > 0 ? (
        <p className={social.error} role="alert">
          {COMMENT_LABELS.loadFailed}
        </p>
      ) : null}
      {props.hasMore || (props.status === 'error' && props.comments.length > 0) ? (
        <Button size="small" loading={props.status === 'loading'} onClick={props.onLoadMore}>
          {COMMENT_LABELS.loadMore}
        </Button>
      ) : null}
      <CommentActionDialog pending={pending} onClose={() => setPending(null)} onConfirm={confirm} />
    </section>
  );
}
