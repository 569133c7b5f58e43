// Riding out a server restart (issue 23 item 2): this journey runs its own server on a database
// file, stops it while a song generates and starts it again on the same port and file. The app
// says 'Connection lost. Reconnecting…' while the server is gone, the polls in flight fail, the
// realtime channel reconnects by itself, the notice goes away and the song completes on screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FORM_LABELS } from '@cadenza/ui';
import { distDir } from '../scripts/build-if-needed.mjs';
import commonStrings from '../public/locales/en/common.json';
import { expectCompleted, pressCreate } from './create-support';
import { startServer, type RunningServer, type ServerSetup } from './server';
import { GENERATION_TIMEOUT_MS, launchChromium, openApp, shot } from './support';

/** A slower lifecycle than the shared server's, so the song is still generating at the restart. */
const RESTART_SPEED = 2;

let browser: Browser;
let server: RunningServer | undefined;
const dir = mkdtempSync(join(tmpdir(), 'cadenza-reconnect-'));

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a server restart while a song generates', () => {
  it("shows 'Connection lost. Reconnecting…', recovers by itself and the song completes", async () => {
    const setup: ServerSetup = { database: join(dir, 'cadenza.db'), speed: RESTART_SPEED };
    server = await startServer(distDir, setup);
    const port = Number(new URL(server.baseUrl).port);
    const page = await openApp(browser, 'pro', `${server.baseUrl}/create`);
    await page.getByRole('tab', { name: FORM_LABELS.simple }).click();
    await page.getByLabel(FORM_LABELS.description).fill('A calm piano piece for a rainy night');
    const clips = await pressCreate(page);
    const notice = page
      .getByRole('status')
      .filter({ hasText: commonStrings.connection.reconnecting });
    expect(await notice.count()).toBe(0);

    const failedWhileDown = page.waitForEvent('requestfailed', { timeout: GENERATION_TIMEOUT_MS });
    await server.close();
    server = undefined;
    await notice.waitFor();
    // A poll (or the channel's reconnect) fails against the stopped server.
    const failed = await failedWhileDown;
    expect(failed.url()).toContain('/api/');
    await shot(page, 'reconnect-offline');

    server = await startServer(distDir, { ...setup, port });
    await notice.waitFor({ state: 'hidden', timeout: GENERATION_TIMEOUT_MS });
    await expectCompleted(page, clips);
    await shot(page, 'reconnect-recovered');
    await page.context().close();
  });
});
