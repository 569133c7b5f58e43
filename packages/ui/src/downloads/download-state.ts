/**
 * What the download modals show, from the quota answer and the run's progress (2-studio §3
 * Download usage, §5 Download quota; 1-generation §4 Download states). Pure.
 */
import {
  type DownloadUsage,
  isDownloadAllowedByQuota,
  VIDEO_POLL_MAX_TRIES,
  WAV_POLL_MAX_TRIES,
} from '@cadenza/sdk';
import { DOWNLOAD_LABELS as L } from '../modals/labels';

/** The quota line: owned, unlimited, 'N of M downloads left', used up, or none (check failed). */
export function quotaText(usage: DownloadUsage | null | undefined): string | null {
  if (usage == null) return null;
  if (usage.clip_owned_by_user === true) return L.owned;
  if (usage.has_unlimited_downloads === true) return L.unlimited;
  if (!isDownloadAllowedByQuota(usage)) return L.quotaUsed;
  const limit = usage.downloads_limit;
  return limit == null ? null : L.quota(usage.downloads_remaining ?? 0, limit);
}

/** A run of a download, as the modal shows it. */
export type RunState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly label: string; readonly progress: number | null }
  | { readonly status: 'done'; readonly filename: string }
  | { readonly status: 'failed'; readonly message: string };

export const IDLE: RunState = { status: 'idle' };

/** WAV conversion progress: the status reads so far against the 24 the poll allows. */
export const wavProgress = (tries: number): number =>
  Math.min(100, Math.round((tries / WAV_POLL_MAX_TRIES) * 100));

/** Video render progress: the status reads so far against the 60 the poll allows. */
export const videoProgress = (tries: number): number =>
  Math.min(100, Math.round((tries / VIDEO_POLL_MAX_TRIES) * 100));
