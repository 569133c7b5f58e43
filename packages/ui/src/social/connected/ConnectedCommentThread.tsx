/**
 * The comment thread of a song, connected: the viewer from the session, allow_comments and the
 * owner from the clip, and every call through the store (use-comment-thread). The deep-linked
 * comment id comes from the URL through `deepLinkCommentId`; timestamps seek through `onSeek` and
 * links go through `onNavigate`.
 */
import { useState } from 'react';
import { parseCommentOrder, type CommentOrder } from '@cadenza/sdk';
import { cadenzaHooks } from '@cadenza/sdk/react';
import { CommentThread } from '../CommentThread';
import { useCommentThread } from './use-comment-thread';

const { useGetClipQuery, useGetSessionQuery } = cadenzaHooks;

export interface ConnectedCommentThreadProps {
  readonly clipId: string;
  readonly deepLinkCommentId?: string | null;
  /** The order from the URL; newest when absent or unknown. */
  readonly initialOrder?: string | null;
  readonly currentTimeS?: number | null;
  readonly onSeek: (seconds: number) => void;
  readonly onNavigate: (href: string) => void;
}

export function ConnectedCommentThread({
  clipId,
  deepLinkCommentId = null,
  initialOrder = null,
  currentTimeS = null,
  onSeek,
  onNavigate,
}: ConnectedCommentThreadProps) {
  const [order, setOrder] = useState<CommentOrder>(() => parseCommentOrder(initialOrder));
  const session = useGetSessionQuery();
  const clip = useGetClipQuery({ path: { clip_id: clipId } });
  const thread = useCommentThread(clipId, order, deepLinkCommentId);
  const viewer = {
    userId: session.data?.user.id ?? null,
    clipOwnerId: clip.data?.user_id ?? null,
    isStaff: session.data?.isStaff === true,
  };
  return (
    <CommentThread
      comments={thread.thread.comments}
      total={thread.thread.total}
      status={thread.thread.status}
      hasMore={thread.thread.nextCursor !== null}
      onLoadMore={thread.loadMore}
      onRetry={thread.retry}
      order={order}
      onOrderChange={setOrder}
      replies={thread.replies}
      onToggleReplies={thread.toggleReplies}
      onMoreReplies={thread.moreReplies}
      allowComments={clip.data?.allow_comments !== false}
      viewer={viewer}
      deepLinkCommentId={deepLinkCommentId}
      currentTimeS={currentTimeS}
      onSubmit={thread.submit}
      sending={thread.sending}
      composerError={thread.composerError}
      onReact={thread.react}
      onDelete={thread.remove}
      onReport={thread.report}
      onBlock={thread.block}
      onSeek={onSeek}
      onNavigate={onNavigate}
      notice={thread.notice}
    />
  );
}
