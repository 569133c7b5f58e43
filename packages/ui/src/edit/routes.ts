/**
 * Edit mode's routes (2-studio §2): /edit (the edit area), /edit/{clipId} with ?tool= for the
 * song menu's Crop and Replace Section (and ?wid= when projects are enabled), /edit-legacy/{clipId};
 * /edit-v3/... is recognised as a studio-area path.
 */
import type { EditTool } from '@cadenza/sdk';

const q = encodeURIComponent;

/** The query of edit mode's links: ?tool= and ?wid= (a project's id or 'default'). */
function query(tool?: EditTool, wid?: string | null): string {
  const params = new URLSearchParams();
  if (tool !== undefined) params.set('tool', tool);
  if (wid != null && wid !== '') params.set('wid', wid);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export const EDIT_ROUTES = {
  home: '/edit',
  edit: (clipId: string, tool?: EditTool, wid?: string | null) =>
    `/edit/${q(clipId)}${query(tool, wid)}`,
  legacy: (clipId: string, wid?: string | null) =>
    `/edit-legacy/${q(clipId)}${query(undefined, wid)}`,
  song: (clipId: string) => `/song/${q(clipId)}`,
  account: '/account',
  create: '/create',
} as const;
