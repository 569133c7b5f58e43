/**
 * CommentItem: one comment: its author (a profile link), the track time it was written at (a
 * button that seeks the player), its text with seek links and mentions, Like and Dislike with
 * their counts, Reply, and a menu with Delete, Report and 'Block @handle' as the viewer may. A
 * deep-linked comment is marked, scrolled into view and focused when it appears.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Avatar, Badge, Button, DropdownMenu, IconButton, Icon, Toggle } from '../primitives';
import { formatTrackTime } from './comment-text';
import type { Comment, CommentPermissions, CommentReaction } from './comment-view';
import { CommentText } from './CommentText';
import { COMMENT_LABELS } from './labels';
import { NavLink } from './NavLink';
import { profilePath } from './routes';
import * as styles from './CommentThread.css';
import * as social from './social.css';

export type CommentMenuAction = 'delete' | 'report' | 'block';

export interface CommentItemProps {
  readonly comment: Comment;
  readonly permissions: CommentPermissions;
  readonly deepLinked?: boolean;
  readonly onReact: (comment: Comment, reaction: CommentReaction) => void;
  readonly onReply?: (comment: Comment) => void;
  readonly onMenuAction: (comment: Comment, action: CommentMenuAction) => void;
  readonly onSeek: (seconds: number) => void;
  readonly onNavigate: (href: string) => void;
  /** Replies and the reply composer, under the comment. */
  readonly children?: ReactNode;
}

const MENU: readonly {
  readonly action: CommentMenuAction;
  readonly allowed: keyof CommentPermissions;
}[] = [
  { action: 'delete', allowed: 'canDelete' },
  { action: 'report', allowed: 'canReport' },
  { action: 'block', allowed: 'canBlock' },
];

const REACTIONS: readonly {
  readonly reaction: CommentReaction;
  readonly label: string;
  readonly count: (comment: Comment) => number;
}[] = [
  { reaction: 'LIKE', label: COMMENT_LABELS.like, count: (c) => c.num_likes },
  { reaction: 'DISLIKE', label: COMMENT_LABELS.dislike, count: (c) => c.num_dislikes ?? 0 },
];

const menuLabel = (action: CommentMenuAction, handle: string): string =>
  action === 'block' ? COMMENT_LABELS.block(handle) : COMMENT_LABELS[action];

export function CommentItem({
  comment,
  permissions,
  deepLinked = false,
  onReact,
  onReply,
  onMenuAction,
  onSeek,
  onNavigate,
  children,
}: CommentItemProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!deepLinked || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [deepLinked]);

  const { user } = comment;
  const name = user.display_name ?? `@${user.handle}`;
  const bylineId = `comment-${comment.id}-by`;
  const menu = MENU.filter((entry) => permissions[entry.allowed]);
  const deleted = comment.is_deleted === true;
  const time = comment.track_timestamp;

  return (
    <article
      ref={ref}
      id={`comment-${comment.id}`}
      aria-labelledby={bylineId}
      tabIndex={deepLinked ? -1 : undefined}
      data-deeplinked={deepLinked ? '' : undefined}
      className={styles.item}
    >
      <Avatar name={name} src={user.avatar_image_url ?? null} size="small" decorative />
      <div className={styles.body}>
        <div className={styles.byline}>
          <NavLink id={bylineId} href={profilePath(user.handle)} onNavigate={onNavigate}>
            {name}
          </NavLink>
          {user.display_name ? (
            <span className={social.muted}>{COMMENT_LABELS.byline(user.handle)}</span>
          ) : null}
          {time != null ? (
            <span className={social.muted}>
              {COMMENT_LABELS.atTime}{' '}
              <button type="button" className={social.inlineButton} onClick={() => onSeek(time)}>
                <span className={social.hidden}>{COMMENT_LABELS.seekPrefix}</span>
                {formatTrackTime(time)}
              </button>
            </span>
          ) : null}
          {deepLinked ? <Badge tone="accent">{COMMENT_LABELS.deepLinked}</Badge> : null}
        </div>
        {deleted ? (
          <p className={styles.deleted}>{COMMENT_LABELS.deleted}</p>
        ) : (
          <p className={styles.text}>
            <CommentText
              text={comment.content}
              mentions={comment.user_mentions ?? null}
              onSeek={onSeek}
              onNavigate={onNavigate}
            />
          </p>
        )}
        {deleted ? null : (
          <div className={styles.actions}>
            {REACTIONS.map(({ reaction, label, count }) => (
              <Toggle
                key={reaction}
                pressed={comment.user_reaction === reaction}
                disabled={!permissions.canReact}
                onPressedChange={() => onReact(comment, reaction)}
              >
                {reaction === 'LIKE' ? <Icon name="heart" /> : null}
                <span className={reaction === 'LIKE' ? social.hidden : undefined}>
                  {label}
                </span>{' '}
                <span className={styles.count}>{count(comment)}</span>
              </Toggle>
            ))}
            {permissions.canReply && onReply ? (
              <Button size="small" variant="ghost" onClick={() => onReply(comment)}>
                {COMMENT_LABELS.reply}
              </Button>
            ) : null}
            {menu.length > 0 ? (
              <DropdownMenu.Root>
                <DropdownMenu.Trigger asChild>
                  <IconButton
                    size="small"
                    icon="more"
                    label={COMMENT_LABELS.actions(user.handle)}
                  />
                </DropdownMenu.Trigger>
                <DropdownMenu.Content align="end">
                  {menu.map(({ action }) => (
                    <DropdownMenu.Item key={action} onSelect={() => onMenuAction(comment, action)}>
                      {menuLabel(action, user.handle)}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            ) : null}
          </div>
        )}
        {children}
      </div>
    </article>
  );
}
