// Download quota (2-studio §3, §5): owners always download; others use the plan's quota.
import type { components } from '@cadenza/sdk';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { downloadLimit } from './plans';

export function downloadUsage(
  user: User,
  clip: ClipRecord | null,
): components['schemas']['DownloadUsage'] {
  const limit = downloadLimit(user);
  return {
    downloads_used: user.downloads_used,
    downloads_limit: limit,
    downloads_remaining: limit === null ? null : Math.max(0, limit - user.downloads_used),
    has_unlimited_downloads: limit === null,
    clip_owned_by_user: clip === null ? null : clip.user_id === user.id,
  };
}
