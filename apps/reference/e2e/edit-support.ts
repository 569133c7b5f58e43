// Helpers of the edit mode journeys (edit.e2e.ts, edit-session.e2e.ts): the pro user's songs
// shortest first, a clip by id, the new clip an edit or a generation shows, and a song menu's
// Remix item picked in a song list.
import type { Page } from 'playwright-core';
import { SONG_MENU_GROUP_LABELS, isInfillClip, isStemClip, isUploadClip } from '@cadenza/sdk';
import { SONG_LABELS } from '@cadenza/ui';
import type { Clip } from '@cadenza/sdk/store';
import { GENERATION_TIMEOUT_MS, userClient } from './support';

/** An edit completes on an early 4 s poll, but its audio renders on a busy shared machine. */
export const EDIT_TIMEOUT_MS = GENERATION_TIMEOUT_MS;

/** The pro user's finished songs over 30 s, shortest first (their audio renders fastest). */
export async function proSongs(): Promise<Clip[]> {
  const client = await userClient('pro');
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  return (clips as Clip[])
    .filter((clip) => clip.status === 'complete' && (clip.metadata?.duration ?? 0) > 30)
    .sort((a, b) => (a.metadata?.duration ?? 0) - (b.metadata?.duration ?? 0));
}

/**
 * A finished song edit mode opens as a plain song (not an upload, a stem or a replaced section:
 * journeys share the server, so a user's feed holds those too), longer than `minS` and under
 * `maxS` seconds; for feed-support's findOwnSong.
 */
export const plainSongOver =
  (minS: number, maxS = 240) =>
  (clip: Clip): boolean =>
    clip.status === 'complete' &&
    !isUploadClip(clip) &&
    !isStemClip(clip) &&
    !isInfillClip(clip) &&
    (clip.metadata?.duration ?? 0) > minS &&
    (clip.metadata?.duration ?? 0) < maxS;

export async function clipById(id: string): Promise<Clip> {
  const client = await userClient('pro');
  return (await client.call('getClip', { path: { clip_id: id } })) as Clip;
}

/** Waits for the edit's outcome (a clip other than `previous`); returns the new clip's id. */
export async function newClipId(page: Page, previous?: string): Promise<string> {
  const result = page.locator(
    previous === undefined ? '[data-result]' : `[data-result]:not([data-result="${previous}"])`,
  );
  const failed = page.getByRole('alert');
  await result.or(failed).first().waitFor({ timeout: EDIT_TIMEOUT_MS });
  if (await failed.isVisible()) throw new Error(`The edit failed: ${await failed.textContent()}`);
  return (await result.getAttribute('data-result'))!;
}

/** Opens the song's menu in the library and picks an item of its Remix group. */
export async function fromSongMenu(page: Page, clip: Clip, item: string): Promise<void> {
  const row = page.locator(`[data-clip-id="${clip.id}"] article`);
  const trigger = row.getByRole('button', { name: SONG_LABELS.moreActions(clip.title ?? '') });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await page.getByRole('menuitem', { name: SONG_MENU_GROUP_LABELS.remix }).click();
  // The keyboard reaches the submenu's item without crossing the other items with a pointer.
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await entry.focus();
  await entry.press('Enter');
  await page.waitForURL(/\/edit\//);
}
