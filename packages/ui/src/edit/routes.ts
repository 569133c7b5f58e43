/**
 * Edit mode's routes (2-studio §2): /edit (the edit area), /edit/{clipId} with ?tool= for the
 * song menu's Crop and Replace Section (and ?wid= when projects are enabled), /edit-legacy/{clipId};
 * /edit-v3/... is recognised as a studio-area path.
 */
import type { EditTool } from '@cadenza/sdk';

const q = encodeURIComponent;

export const EDIT_ROUTES = {
  home: '/edit',
  edit: (clipId: string, tool?: EditTool) =>
    `/edit/${q(clipId)}${tool !== undefined ? `?tool=${tool}` : ''}`,
  legacy: (clipId: string) => `/edit-legacy/${q(clipId)}`,
  song: (clipId: string) => `/song/${q(clipId)}`,
  account: '/account',
  create: '/create',
} as const;
