// What every journey shares: the system Chromium (playwright-core), a fresh browser context per
// journey signed in as a demo user, the dev controls of the journey file's own server
// (file-server.ts), and screenshots kept in e2e-artifacts/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  createApiClient,
  FREE_DAILY_CREDITS,
  MONTHLY_CREDITS_BY_PLAN,
  type ApiClient,
} from '@cadenza/sdk';
import commonStrings from '../public/locales/en/common.json';
import toolbarStrings from '../public/locales/en/toolbar.json';

/** The dev toolbar's English strings (the journeys drive it by its labels). */
export const TOOLBAR = toolbarStrings;

/** Bounded waits on the real server (a fast lifecycle still renders real audio). */
export const UI_TIMEOUT_MS = 20_000;
export const GENERATION_TIMEOUT_MS = 90_000;

const artifactsDir = fileURLToPath(new URL('../e2e-artifacts/', import.meta.url));
const HANDLE_KEY = 'cadenza.reference.handle';

export type DemoUser = 'free' | 'pro' | 'premier' | 'staff';

let serverUrl: string | undefined;

/** Points the journeys of this file at their server (file-server.ts calls it before they run). */
export function useServer(url: string): void {
  serverUrl = url;
}

/** The URL of this journey file's own server. */
export function baseUrl(): string {
  if (serverUrl === undefined) throw new Error('no server: e2e/file-server.ts is not set up');
  return serverUrl;
}

/**
 * The run's one Chromium (started by global-setup.ts), connected to from this file: closing it
 * closes this file's contexts and leaves the browser to the other files.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** Injects a generation fault with the dev toolbar (by its preset label). */
export async function injectFault(page: Page, preset: keyof typeof TOOLBAR.fault): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: TOOLBAR.title });
  await toolbar.getByLabel(TOOLBAR.faults).selectOption({ label: TOOLBAR.fault[preset] });
  await toolbar.getByRole('button', { name: TOOLBAR.inject }).click();
  await toolbar.getByText(TOOLBAR.done.replace('{{what}}', TOOLBAR.fault[preset])).waitFor();
}

/**
 * A new context (fresh storage) signed in as `as`, at `path` (or an absolute URL), with the app shell loaded; a
 * desktop window unless `device` says otherwise (a phone's viewport and touch).
 */
export async function openApp(
  browser: Browser,
  as: DemoUser,
  path = '/create',
  device: BrowserContextOptions = { viewport: { width: 1280, height: 900 } },
): Promise<Page> {
  const context = await browser.newContext(device);
  await context.addInitScript(([key, handle]) => window.localStorage.setItem(key, handle), [
    HANDLE_KEY,
    as,
  ] as const);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  // An absolute URL opens another server than the journeys' one (reconnect.e2e.ts runs its own).
  await page.goto(/^https?:/.test(path) ? path : `${baseUrl()}${path}`);
  await page.getByText(commonStrings.signedInAs.replace('{{handle}}', as)).waitFor();
  return page;
}

/** The toasts on screen (each toast carries its kind and duration). */
export const toasts = (page: Page) => page.locator('[data-kind][data-duration]');

/** The clip ids of the song list, top first. */
export const listedClipIds = (page: Page): Promise<(string | null)[]> =>
  page
    .locator('[data-clip-id]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-clip-id')));

/** Saves a full-page screenshot as e2e-artifacts/<name>.png. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A client of the journeys' server (dev controls need no token; others sign in). */
export function devClient(): ApiClient {
  return createApiClient({ baseUrl: baseUrl() });
}

export async function userClient(handle: DemoUser): Promise<ApiClient> {
  const { token } = await devClient().call('devLogin', { body: { handle } });
  return createApiClient({ baseUrl: baseUrl(), getToken: () => token });
}

/** The seeded credits of each demo user. */
const SEEDED_CREDITS: Readonly<Record<DemoUser, number>> = {
  free: FREE_DAILY_CREDITS,
  pro: MONTHLY_CREDITS_BY_PLAN.pro,
  premier: MONTHLY_CREDITS_BY_PLAN.premier,
  staff: MONTHLY_CREDITS_BY_PLAN.pro,
};

/** Puts the demo data's dev settings back: no faults, no elevated usage, seeded credits. */
export async function resetDev(handle: DemoUser, credits = SEEDED_CREDITS[handle]): Promise<void> {
  const dev = devClient();
  await dev.call('devClearFaults');
  await dev.call('devSetElevatedUsage', { body: { enabled: false } });
  await dev.call('devSetCredits', { body: { handle, credits } });
}
