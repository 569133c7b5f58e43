/**
 * Navigation and local state (3-library-social §2, §4 Navigation history and local state): the
 * history of 5, where the playbar is restored, feature paths and the local edit state's expiry.
 */
import { NAVIGATION_HISTORY_MAX, PLAYBAR_RESTORE_EXCLUDED_PATHS } from './constants';

/** Local edit state is restored only if saved less than 15 minutes ago (one rule, the engine's). */
export { isLocalEditStateFresh } from '@cadenza/studio-engine/rules';

/** Navigation history keeps the last 5 entries (a repeat of the last entry is not added). */
export function pushNavigationHistory(history: readonly string[], entry: string): string[] {
  if (history[history.length - 1] === entry) return [...history];
  return [...history, entry].slice(-NAVIGATION_HISTORY_MAX);
}

/** The playbar state is not restored on paths containing the excluded fragments. */
export const shouldRestorePlaybar = (path: string): boolean =>
  !PLAYBAR_RESTORE_EXCLUDED_PATHS.some((fragment) => path.includes(fragment));

/** A feature session of type create runs while the path begins with /create. */
export const isCreatePath = (path: string): boolean => path.startsWith('/create');

/** Studio paths (starting /studio) give the create form its own remembered custom state. */
export const isStudioPath = (path: string): boolean => path.startsWith('/studio');

/** The studio area (2-studio §2): /studio, /edit, /edit-legacy and /edit-v3 and what is below. */
export const isStudioAreaPath = (path: string): boolean =>
  /^\/(studio|edit|edit-legacy|edit-v3)(\/|\?|#|$)/.test(path);
