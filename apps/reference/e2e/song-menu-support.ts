// What journeys that act on songs share: choosing an item of a listed song's menu, and filling a
// ui label's '{{name}}' placeholders the way the app does.
import type { Page } from 'playwright-core';
import type { Clip } from '@cadenza/sdk/store';
import { SONG_LABELS } from '@cadenza/ui';

/** Opens the song menu of a clip's row and chooses the item named `item`. */
export async function chooseFromSongMenu(page: Page, clip: Clip, item: string): Promise<void> {
  const trigger = page
    .locator(`[data-clip-id="${clip.id}"] article`)
    .getByRole('button', { name: SONG_LABELS.moreActions(clip.title) });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A label with its '{{name}}' placeholders filled. */
export const fillLabel = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
