/**
 * The parts a song row and a song card share, each drawn from a `SongView`: the cover (with its
 * srcset), the play/pause button, the live status (queued, streaming progress, the stuck message
 * with retry), the badges (tier, preview, persona, remix with its hidden hint, contest, pinned,
 * trashed), the preview unlock offer, the text they make up (SongSummary) and the like/dislike
 * toggles with their count.
 */
import type { ReactElement, ReactNode } from 'react';
import { CLIP_STUCK_MESSAGES, IMAGE_SIZES, songPath, type Viewer } from '@cadenza/sdk';
import { Badge, Button, Icon, Progress } from '../primitives';
import { cx } from '../utils/cx';
import { isPlainClick } from '../utils/plain-click';
import { SONG_LABELS } from './labels';
import {
  coverImageUrl,
  nextReaction,
  songView,
  type Reaction,
  type SongClip,
  type SongView,
} from './view-models';
import * as styles from './SongParts.css';

/** The interactive parts' callbacks, shared by the row and the card. */
export interface SongActions {
  /** Play or pause this clip (the player lives elsewhere). */
  readonly onPlay?: (() => void) | undefined;
  /** Sets the viewer's reaction (null clears it). */
  readonly onReact?: ((reaction: 'LIKE' | 'DISLIKE' | null) => void) | undefined;
  /** Retries a stuck clip. */
  readonly onRetry?: (() => void) | undefined;
  /** Unlocks a preview clip (offered after its polling). */
  readonly onUnlockPreview?: (() => void) | undefined;
  /** Restores a trashed clip. */
  readonly onRestore?: (() => void) | undefined;
}

/**
 * A link to the song's page (/song/{id}): a real link (new tab with the usual keys) whose plain
 * click goes through `onNavigate` when the host gives one.
 */
export function SongLink({
  clipId,
  onNavigate,
  className,
  children,
}: {
  readonly clipId: string;
  readonly onNavigate?: ((href: string) => void) | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}) {
  const href = songPath(clipId);
  return (
    <a
      href={href}
      className={cx(styles.songLink, className)}
      onClick={(event) => {
        if (!onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

export function SongCover({ view, sizes }: { readonly view: SongView; readonly sizes: string }) {
  if (view.image === null)
    return (
      <span
        className={styles.coverPlaceholder}
        data-cover="placeholder"
        role="img"
        aria-label={SONG_LABELS.cover(view.title)}
      >
        <Icon name="music" size={20} />
      </span>
    );
  const fallback =
    view.image.srcSet === null ? view.image.src : coverImageUrl(view.image.src, IMAGE_SIZES[1]);
  return (
    <img
      className={styles.cover}
      src={fallback}
      {...(view.image.srcSet !== null ? { srcSet: view.image.srcSet, sizes } : {})}
      alt={SONG_LABELS.cover(view.title)}
      loading="lazy"
      decoding="async"
    />
  );
}

const PAUSE_PATH = 'M8 5v14M16 5v14';

export function PlayButton({
  view,
  isPlaying,
  onPlay,
}: {
  readonly view: SongView;
  readonly isPlaying: boolean;
  readonly onPlay: (() => void) | undefined;
}) {
  const name = isPlaying ? SONG_LABELS.pause(view.title) : SONG_LABELS.play(view.title);
  return (
    <Button
      variant="ghost"
      size="small"
      className={styles.play}
      aria-label={name}
      aria-pressed={isPlaying}
      disabled={!view.playable || onPlay === undefined}
      onClick={onPlay}
    >
      {isPlaying ? (
        <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d={PAUSE_PATH} stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
        </svg>
      ) : (
        <Icon name="play" />
      )}
    </Button>
  );
}

export function SongStatus({
  view,
  progress,
  onRetry,
}: {
  readonly view: SongView;
  readonly progress: number | null | undefined;
  readonly onRetry: (() => void) | undefined;
}) {
  if (view.stuck)
    return (
      <div className={styles.stuck} role="alert">
        <span className={styles.stuckTitle}>{CLIP_STUCK_MESSAGES.title}</span>
        <span className={styles.muted}>{CLIP_STUCK_MESSAGES.description}</span>
        {onRetry !== undefined ? (
          <Button size="small" variant="secondary" onClick={onRetry}>
            {SONG_LABELS.retry}
          </Button>
        ) : null}
      </div>
    );
  if (view.status === 'complete') return null;
  if (view.status === 'streaming')
    return (
      <div className={styles.streaming} data-status="streaming">
        <span className={styles.muted}>{SONG_LABELS.status.streaming}</span>
        <Progress
          label={SONG_LABELS.streamingProgress}
          value={progress == null ? null : Math.round(progress * 100)}
        />
      </div>
    );
  return (
    <span className={styles.muted} role="status" data-status={view.status}>
      {SONG_LABELS.status[view.status]}
    </span>
  );
}

export function SongBadges({ view }: { readonly view: SongView }) {
  return (
    <span className={styles.badges}>
      {view.pinned ? (
        <Badge tone="accent">
          <Icon name="bookmark" size={12} /> {SONG_LABELS.pinned}
        </Badge>
      ) : null}
      {view.tier !== null ? <Badge tone="neutral">{view.tier}</Badge> : null}
      {view.preview !== null ? <Badge tone="info">{SONG_LABELS.preview}</Badge> : null}
      {view.persona !== null ? (
        <Badge tone="neutral" title={SONG_LABELS.persona}>
          <Icon name="user" size={12} /> {view.persona}
        </Badge>
      ) : null}
      {view.remix.show ? <Badge tone="info">{SONG_LABELS.remix}</Badge> : null}
      {view.remix.hiddenHint ? (
        <span className={styles.muted}>{SONG_LABELS.remixHiddenHint}</span>
      ) : null}
      {view.contest ? <Badge tone="accent">{SONG_LABELS.contest}</Badge> : null}
      {view.trashed ? <Badge tone="danger">{SONG_LABELS.trashed}</Badge> : null}
    </span>
  );
}

export function PreviewOffer({
  view,
  unlock,
  onUnlockPreview,
}: {
  readonly view: SongView;
  readonly unlock: 'offered' | 'unlocking' | null | undefined;
  readonly onUnlockPreview: (() => void) | undefined;
}) {
  if (view.preview === null) return null;
  return (
    <span className={styles.preview}>
      {view.preview.stopSeconds !== null ? (
        <span className={styles.muted}>{SONG_LABELS.previewStop(view.preview.stopSeconds)}</span>
      ) : null}
      {unlock != null && onUnlockPreview !== undefined ? (
        <Button
          size="small"
          variant="primary"
          loading={unlock === 'unlocking'}
          onClick={onUnlockPreview}
        >
          {unlock === 'unlocking' ? SONG_LABELS.unlockingPreview : SONG_LABELS.unlockPreview}
        </Button>
      ) : null}
    </span>
  );
}

export function SongReactions({
  view,
  onReact,
}: {
  readonly view: SongView;
  readonly onReact: ((reaction: Reaction) => void) | undefined;
}) {
  const disabled = onReact === undefined || view.trashed;
  const current = view.liked ? 'L' : view.disliked ? 'D' : null;
  return (
    <span className={styles.reactions}>
      <Button
        variant="ghost"
        size="small"
        aria-pressed={view.liked}
        aria-label={SONG_LABELS.like}
        disabled={disabled}
        onClick={() => onReact?.(nextReaction(current, 'LIKE'))}
      >
        <Icon name="heart" fill={view.liked ? 'currentColor' : 'none'} />
      </Button>
      <span className={styles.count} data-like-count>
        {view.likeCount}
      </span>
      <Button
        variant="ghost"
        size="small"
        aria-pressed={view.disliked}
        aria-label={SONG_LABELS.dislike}
        disabled={disabled}
        onClick={() => onReact?.(nextReaction(current, 'DISLIKE'))}
      >
        <Icon
          name="heart"
          className={styles.dislikeIcon}
          fill={view.disliked ? 'currentColor' : 'none'}
        />
      </Button>
    </span>
  );
}

export function RestoreButton({
  view,
  onRestore,
}: {
  readonly view: SongView;
  readonly onRestore: (() => void) | undefined;
}) {
  if (!view.trashed || onRestore === undefined) return null;
  return (
    <Button size="small" variant="secondary" onClick={onRestore}>
      {SONG_LABELS.restore}
    </Button>
  );
}

/**
 * The text of a row or card: title, styles, badges, live status and the preview offer (the
 * title and styles classed by the layout).
 */
export function SongSummary({
  view,
  item,
  classes,
}: {
  readonly view: SongView;
  readonly item: SongItemProps;
  readonly classes: { readonly title: string; readonly styles: string };
}) {
  return (
    <>
      <SongLink clipId={view.id} onNavigate={item.onNavigate} className={classes.title}>
        {itemName(view)}
      </SongLink>
      {view.styles !== null ? (
        <span className={classes.styles} title={SONG_LABELS.styles}>
          {view.styles}
        </span>
      ) : null}
      <SongBadges view={view} />
      <SongStatus view={view} progress={item.progress} onRetry={item.onRetry} />
      <PreviewOffer
        view={view}
        unlock={item.previewUnlock}
        onUnlockPreview={item.onUnlockPreview}
      />
    </>
  );
}

/** Everything a song row or card takes: the clip, its live state and the callbacks. */
export interface SongItemProps extends SongActions {
  readonly clip: SongClip;
  readonly viewer?: Viewer | null | undefined;
  /** Shown on the viewer's own profile (remix badge rule). */
  readonly onOwnProfile?: boolean | undefined;
  /** The clip engine reports the clip stuck. */
  readonly stuck?: boolean | undefined;
  readonly isPlaying?: boolean | undefined;
  /** Streaming progress 0..1; null or absent is indeterminate. */
  readonly progress?: number | null | undefined;
  /** The preview unlock offer (after the preview's polling), or unlocking. */
  readonly previewUnlock?: 'offered' | 'unlocking' | null | undefined;
  /** The "more" menu trigger (e.g. a SongMenuView). */
  readonly menu?: ReactNode;
  /** Opens a song page link (the title and cover link to /song/{id}); else the browser does. */
  readonly onNavigate?: ((href: string) => void) | undefined;
  /** Wraps the item element, e.g. in the right-click SongContextMenu. */
  readonly wrap?: ((item: ReactElement) => ReactElement) | undefined;
}

/** The view of an item's clip; null for a clip lists hide. */
export const useSongView = ({ clip, viewer, onOwnProfile, stuck }: SongItemProps) =>
  songView(clip, {
    viewer: viewer ?? null,
    onOwnProfile: onOwnProfile === true,
    stuck: stuck === true,
  });

/** The accessible name of an item. */
export const itemName = (view: SongView): string =>
  view.title === '' ? SONG_LABELS.untitled : view.title;
