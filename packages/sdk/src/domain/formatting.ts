/**
 * Display rules (1-generation §5, §9; 3-library-social §2): titles cut at 100 characters,
 * persona names at 20, and the play count label.
 */
import { CLIP_TITLE_DISPLAY_MAX_CHARS, PERSONA_NAME_DISPLAY_MAX_CHARS } from './constants';
import { playCountLabel } from './messages/library';

/** Clip titles are shown cut at 100 characters. */
export const displayTitle = (title: string | null | undefined): string =>
  (title ?? '').slice(0, CLIP_TITLE_DISPLAY_MAX_CHARS);

/** Persona names are displayed truncated at 20 characters. */
export const displayPersonaName = (name: string | null | undefined): string =>
  (name ?? '').slice(0, PERSONA_NAME_DISPLAY_MAX_CHARS);

/** '1 PLAY' or 'N PLAYS' for a clip (a missing or negative count reads 0). */
export const playCountText = (playCount: number | null | undefined): string =>
  playCountLabel(Math.max(0, Math.floor(playCount ?? 0)));
