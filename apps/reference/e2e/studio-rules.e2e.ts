// Studio rules have one home (@cadenza/studio-engine/rules): the mock server makes a new studio
// project with the engine's own defaults (2-studio §4, §9; its former copy wrote timing.lock, not
// locked, and colour 0 where the engine has none), and the reference app shows the studio's
// strings from that entry ('Prompt saved.', 2-studio §8).
import {
  createProjectState,
  defaultSelection,
  STUDIO_ERRORS,
  STUDIO_LABELS,
} from '@cadenza/studio-engine/rules';
import { FORM_LABELS } from '@cadenza/ui';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openApp, shot, toasts, UI_TIMEOUT_MS, userClient } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('studio rules: one home', () => {
  it("a new studio project is the engine's new project (its defaults, one 'New Track')", async () => {
    const client = await userClient('premier');
    const project = await client.call('createStudioProject', { query: { title: 'Rules' } });
    const anyId = (): string => expect.any(String) as unknown as string;
    expect(project.state).toEqual(
      createProjectState(anyId, 'studio', {
        title: 'Rules',
        selection: { ...defaultSelection(), focusedTrackId: anyId() },
      }),
    );
    expect(project.state).toMatchObject({ tracks: [{ name: STUDIO_LABELS.newTrack }] });
  });

  it(`saving lyrics shows '${STUDIO_ERRORS.promptSaved}'`, async () => {
    const page = await openApp(browser, 'pro');
    await page.getByRole('tab', { name: FORM_LABELS.custom }).click();
    await page.getByLabel(FORM_LABELS.lyrics, { exact: true }).fill('[Verse]\nNeon lights');
    await page.getByRole('button', { name: FORM_LABELS.savedPrompts('lyrics') }).click();
    await page.getByRole('button', { name: FORM_LABELS.savePrompt }).click();
    await toasts(page)
      .filter({ hasText: STUDIO_ERRORS.promptSaved })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await shot(page, 'studio-rules-prompt-saved');
    await page.context().close();
  });
});
