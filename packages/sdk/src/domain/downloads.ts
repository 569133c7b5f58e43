/**
 * Download rules (2-studio §4 Downloads, §5 Download quota, §6; 1-generation §8): the contest
 * download block, the download quota, action counts, the sample pack outcome and media tags.
 */
import type { DOWNLOAD_ACTIONS } from './constants';
import { DOWNLOAD_MESSAGES } from './messages/downloads';
import { hasFlag, isOwner, type FlagSource, type Viewer } from './permissions';

/** A clip as the download rules need it. */
export interface DownloadClip {
  readonly user_id?: string | null;
  readonly download_disabled_reason?: string | null;
}

/**
 * Downloads are blocked for non-owners when the clip has download_disabled_reason and the
 * remix-contest-disable-downloads flag is on. Returns the server's reason, or null.
 */
export function downloadBlockReason(
  clip: DownloadClip,
  viewer: Viewer,
  flags: FlagSource,
): string | null {
  const reason = clip.download_disabled_reason;
  if (reason == null || reason === '' || isOwner(clip, viewer)) return null;
  return hasFlag(flags, 'remix-contest-disable-downloads') ? reason : null;
}

/** Download usage (2-studio §3). */
export interface DownloadUsage {
  readonly downloads_used?: number | null;
  readonly downloads_limit?: number | null;
  readonly downloads_remaining?: number | null;
  readonly has_unlimited_downloads?: boolean | null;
  readonly clip_owned_by_user?: boolean | null;
}

/**
 * Download quota: allowed if the user owns the clip, has unlimited downloads, or has remaining
 * downloads above 0. A failed check (null) allows the download.
 */
export function isDownloadAllowedByQuota(usage: DownloadUsage | null): boolean {
  if (usage == null) return true;
  return (
    usage.clip_owned_by_user === true ||
    usage.has_unlimited_downloads === true ||
    (usage.downloads_remaining ?? 0) > 0
  );
}

export type DownloadKind = 'mp3' | 'wav' | 'video' | 'share';
export type DownloadAction = (typeof DOWNLOAD_ACTIONS)[number];

/** The action count a successful download or share increments. */
export const DOWNLOAD_ACTION_BY_KIND: Readonly<Record<DownloadKind, DownloadAction>> = {
  mp3: 'download_audio',
  wav: 'download_audio_wav',
  video: 'download_video',
  share: 'share',
};

/** A sample pack stem (2-studio §7). */
export interface SamplePackStem {
  readonly url: string;
  readonly filename: string;
}

/** A sample pack returns stems to zip; an empty list fails ('No high-quality stems found'). */
export function samplePackOutcome(
  stems: readonly SamplePackStem[] | null | undefined,
):
  | { readonly ok: true; readonly stems: readonly SamplePackStem[] }
  | { readonly ok: false; readonly message: string } {
  return stems != null && stems.length > 0
    ? { ok: true, stems }
    : { ok: false, message: DOWNLOAD_MESSAGES.noHighQualityStems };
}

/** A clip as the media tags need it. */
export interface TaggedClip {
  readonly title?: string | null;
  readonly user_handle?: string | null;
  readonly image_url?: string | null;
  readonly metadata?: { readonly tags?: string | null } | null;
}

/** Tags written into a downloaded media file: title, source link, artist, comment, cover art. */
export interface MediaFileTags {
  readonly title: string;
  readonly sourceLink: string;
  readonly artist: string;
  readonly comment: string;
  readonly coverArtUrl: string | null;
}

/** Decided: the comment tag carries the clip's styles; a missing value is empty. */
export function mediaFileTags(clip: TaggedClip, sourceLink: string): MediaFileTags {
  return {
    title: clip.title ?? '',
    sourceLink,
    artist: clip.user_handle ?? '',
    comment: clip.metadata?.tags ?? '',
    coverArtUrl: clip.image_url ?? null,
  };
}
