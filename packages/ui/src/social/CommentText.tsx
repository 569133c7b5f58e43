/**
 * CommentText: a comment's text with its track timestamps as buttons that seek the player
 * (`onSeek(seconds)`) and its mentions as profile links (`onNavigate(href)`).
 */
import { useMemo } from 'react';
import { commentSegments } from './comment-text';
import { COMMENT_LABELS } from './labels';
import { NavLink } from './NavLink';
import { profilePath } from './routes';
import * as styles from './social.css';

export interface CommentTextProps {
  readonly text: string;
  /** The comment's user_mentions: only these handles link (all '@handle's when absent). */
  readonly mentions?: readonly string[] | null;
  readonly onSeek: (seconds: number) => void;
  readonly onNavigate: (href: string) => void;
}

export function CommentText({ text, mentions, onSeek, onNavigate }: CommentTextProps) {
  const segments = useMemo(() => commentSegments(text, mentions), [text, mentions]);
  return (
    <>
      {segments.map((segment, index) => {
        const key = `${index}-${segment.text}`;
        if (segment.kind === 'text') return <span key={key}>{segment.text}</span>;
        if (segment.kind === 'mention')
          return (
            <NavLink key={key} href={profilePath(segment.handle)} onNavigate={onNavigate}>
              {segment.text}
            </NavLink>
          );
        return (
          <button
            key={key}
            type="button"
            className={styles.inlineButton}
            onClick={() => onSeek(segment.seconds)}
          >
            <span className={styles.hidden}>{COMMENT_LABELS.seekPrefix}</span>
            {segment.text}
          </button>
        );
      })}
    </>
  );
}
