// Live radio, library, playlists, personas, workspaces, search and discover. Part of ../constants.ts.

// Live radio (2-studio §4, §9; 3-library-social §4, §9).
export const RADIO_VOLUME_MIN = 0;
export const RADIO_VOLUME_MAX = 100;
export const RADIO_VOLUME_DEFAULT = 100;
export const RADIO_SYNC_TOLERANCE_MS = 2000;
export const RADIO_REFETCH_BEFORE_END_MS = 15_000;
export const RADIO_REFETCH_MIN_MS = 1000;

// ---------------------------------------------------------------------------------------------
// Library, playlists, personas, workspaces (1-generation §9; 3-library-social §4, §5, §7, §9)
// ---------------------------------------------------------------------------------------------

export const CLIP_PAGE_SIZE_DEFAULT = 20;
export const LIBRARY_PAGE_MIN = 0;
export const WORKSPACE_PAGE_MIN = 1;
/** A workspace clip list reloads when it holds fewer than this fraction of a page. */
export const WORKSPACE_RELOAD_PAGE_FRACTION = 0.5;
export const WORKSPACE_NAME_MAX_CHARS = 100;
export const FILTER_DEBOUNCE_MS = 350;
/** Decided: library search text maximum (the shared 256-character search maximum). */
export const LIBRARY_SEARCH_MAX_CHARS = 256;
/** Decided: library search debounce (the same as the clip-browser filter debounce). */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 350;
export const SEARCH_TERM_MAX_CHARS = 256;
export const PLAYLIST_SEARCH_DEBOUNCE_MS = 300;
/** Playlist page size 12 (1-generation §9); playlist clips page 20 (3-library-social §7). */
export const PLAYLIST_PAGE_SIZE = 12;
export const PLAYLIST_CLIPS_PAGE_SIZE = 20;
export const LIKED_PLAYLIST_PAGE_SIZE = 50;
/** Decided (DECISIONS.md, Playlist page): a playlist name is cut at the workspace name's 100. */
export const PLAYLIST_NAME_MAX_CHARS = 100;
/** Decided (DECISIONS.md, Playlist page): a playlist description is cut at 500 characters. */
export const PLAYLIST_DESCRIPTION_MAX_CHARS = 500;
export const PROFILES_PAGE_SIZE = 20;
export const PERSONA_LIST_PAGE_SIZE = 20;
export const REMIX_CHILDREN_PAGE_SIZE = 20;
/** Decided: following-feed page_size (3-library-social §7 gives no value). */
export const FOLLOWING_FEED_PAGE_SIZE = 20;
export const PERSONA_AVATAR_PROMPT_MAX_CHARS = 200;
/** Decided: persona description maximum (the shared limit). */
export const PERSONA_DESCRIPTION_MAX_CHARS = 200;
/** Persona songs up to 4 minutes. */
export const PERSONA_SOURCE_MAX_DURATION_S = 240;

// Search (3-library-social §2, §7).
// prettier-ignore
export const SEARCH_PAGE_TYPES = ['public_song', 'public_persona', 'playlist', 'user', 'platform_genre'] as const;
// prettier-ignore
export const SEARCH_TYPES = [
  'public_song', 'public_persona', 'library_song', 'library_persona', 'library_playlist', 'tag_song',
  'hashtag_song',
] as const;
export const SEARCH_RANK_BY = ['trending', 'most_relevant'] as const;
export const LIBRARY_SEARCH_PAGE_SIZE = 20;
export const SIMPLE_SEARCH_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZES = [20, 40, 40] as const;

// Discover (3-library-social §3, §7).
// prettier-ignore
export const DISCOVER_SECTION_NAMES = [
  'banner', 'playlist', 'playlist_list', 'style_list', 'user_list', 'persona_list', 'featured_feed',
  'shortcut', 'hooks', 'contest_list',
] as const;
export type DiscoverSectionName = (typeof DISCOVER_SECTION_NAMES)[number];
// prettier-ignore
export type DiscoverItemKind =
  'banner' | 'clip' | 'playlist' | 'style' | 'profile' | 'persona' | 'shortcut' | 'hook' | 'contest';
/** Decided: what the items of each discover section are. */
export const DISCOVER_SECTION_CONTENTS: Readonly<Record<DiscoverSectionName, DiscoverItemKind>> = {
  banner: 'banner',
  playlist: 'clip',
  playlist_list: 'playlist',
  style_list: 'style',
  user_list: 'profile',
  persona_list: 'persona',
  featured_feed: 'clip',
  shortcut: 'shortcut',
  hooks: 'hook',
  contest_list: 'contest',
};
/** Decided: items per section and sections per discover page. */
export const DISCOVER_SECTION_SIZE = 12;
export const DISCOVER_PAGE_SIZE = 5;
