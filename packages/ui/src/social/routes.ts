/**
 * The routes social links point at (3-library-social §2): song pages and hook pages come from the
 * SDK (songPath, hookPagePath); the profile, playlist and persona routes are not in the SDK yet,
 * so they are written here once.
 */
export { hookPagePath, songPath } from '@cadenza/sdk';

/** /@{handle}: a profile page. */
export const profilePath = (handle: string): string => `/@${encodeURIComponent(handle)}`;

/** /playlist/{id}: a playlist page. */
export const playlistPath = (id: string): string => `/playlist/${encodeURIComponent(id)}`;

/** /persona/{id}: a persona page. */
export const personaPath = (id: string): string => `/persona/${encodeURIComponent(id)}`;
