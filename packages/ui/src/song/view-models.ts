/**
 * Pure decisions of the song row and card (1-generation §3, §4, §5, §9; 3-library-social §4):
 * the cover's srcset at the spec's image sizes, the shown title, styles, tier, duration, live
 * status, preview, reactions, play count and badges of a clip for a viewer.
 */
import {
  IMAGE_SIZES,
  displayPersonaName,
  displayTitle,
  isContestSubmitted,
  isHiddenFromLists,
  isPreviewClip,
  modelTier,
  playCountText,
  previewStopSeconds,
  remixBadge,
  type ModelTier,
  type Viewer,
  type components,
} from '@cadenza/sdk';

export type SongClip = components['schemas']['Clip'];

/** The cover image at one of the spec's sizes (the media route's `size` query). */
export function coverImageUrl(url: string, size: number): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const [path = '', query = ''] = base.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('size', String(size));
  return `${path}?${params.toString()}`;
}

/** `srcset` over the image sizes 100, 360, 720 and 1024; null without an image. */
export function coverSrcSet(url: string | null | undefined): string | null {
  if (url == null || url === '' || url.startsWith('data:')) return null;
  return IMAGE_SIZES.map((size) => `${coverImageUrl(url, size)} ${size}w`).join(', ');
}

/** 'm:ss' (or 'h:mm:ss'); null when the duration is unknown. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export type SongLiveStatus = 'submitted' | 'queued' | 'streaming' | 'processing' | 'complete';

const LIVE: readonly string[] = ['submitted', 'queued', 'streaming', 'processing', 'complete'];

/** The clip's status as lists show it (unknown statuses read as processing). */
export const liveStatus = (status: string | null | undefined): SongLiveStatus =>
  status != null && LIVE.includes(status) ? (status as SongLiveStatus) : 'processing';

export type Reaction = 'LIKE' | 'DISLIKE' | null;

/** Pressing like (or dislike) again clears the reaction; otherwise it sets it. */
export function nextReaction(
  current: 'L' | 'D' | null | undefined,
  pressed: 'LIKE' | 'DISLIKE',
): Reaction {
  const same =
    (pressed === 'LIKE' && current === 'L') || (pressed === 'DISLIKE' && current === 'D');
  return same ? null : pressed;
}

export interface SongViewInput {
  readonly viewer?: Viewer | null;
  /** The list is the viewer's own profile (remix badge rule). */
  readonly onOwnProfile?: boolean;
  /** The clip engine reports the clip stuck. */
  readonly stuck?: boolean;
}

export interface SongView {
  readonly id: string;
  readonly title: string;
  readonly styles: string | null;
  readonly tier: ModelTier | null;
  readonly duration: string | null;
  readonly status: SongLiveStatus;
  readonly stuck: boolean;
  readonly playable: boolean;
  readonly preview: { readonly stopSeconds: number | null } | null;
  readonly liked: boolean;
  readonly disliked: boolean;
  readonly likeCount: number;
  readonly playCount: string;
  readonly persona: string | null;
  readonly remix: { readonly show: boolean; readonly hiddenHint: boolean };
  readonly contest: boolean;
  readonly trashed: boolean;
  readonly pinned: boolean;
  readonly image: { readonly src: string; readonly srcSet: string | null } | null;
}

/** What a row or card shows for a clip; null for an error clip (hidden from lists). */
export function songView(clip: SongClip, input: SongViewInput = {}): SongView | null {
  if (isHiddenFromLists(clip)) return null;
  const status = liveStatus(clip.status);
  const tags = clip.display_tags ?? clip.metadata.tags;
  const reaction = clip.reaction?.reaction_type;
  return {
    id: clip.id,
    title: displayTitle(clip.title),
    styles: tags != null && tags.trim() !== '' ? tags : null,
    tier: clip.major_model_version ?? (clip.model_name != null ? modelTier(clip.model_name) : null),
    duration: formatDuration(clip.metadata.duration),
    status,
    stuck: input.stuck === true && (status === 'submitted' || status === 'queued'),
    playable: status === 'streaming' || status === 'complete',
    preview: isPreviewClip(clip) ? { stopSeconds: previewStopSeconds(clip) } : null,
    liked: reaction === 'L',
    disliked: reaction === 'D',
    likeCount: Math.max(0, clip.upvote_count),
    playCount: playCountText(clip.play_count),
    persona: clip.persona != null ? displayPersonaName(clip.persona.name) : null,
    remix: remixBadge(clip, input.viewer ?? null, { onOwnProfile: input.onOwnProfile === true }),
    contest: isContestSubmitted(clip),
    trashed: clip.is_trashed,
    pinned: clip.is_pinned === true,
    image:
      clip.image_url != null && clip.image_url !== ''
        ? { src: clip.image_url, srcSet: coverSrcSet(clip.image_url) }
        : null,
  };
}
