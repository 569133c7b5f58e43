// Serving (the mock server hosting the built app): scripts, styles and JSON answers come
// compressed (gzip or brotli), content-hashed assets are cached for a year as immutable while
// index.html is revalidated, the realtime channel still streams uncompressed, and the app has a
// favicon (the linked SVG icon and /favicon.ico), so the console shows no 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { baseUrl, launchChromium, openApp, shot } from './support';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Seen {
  url: string;
  status: number;
  type: string;
  encoding: string | undefined;
  cache: string | undefined;
  length: number | null;
}

// A response that arrives while its page closes has no headers to read: it is left out, so a
// late answer can't reject after the test is done.
async function seen(response: Response): Promise<Seen | null> {
  const headers = await response.allHeaders().catch(() => null);
  if (headers === null) return null;
  return {
    url: new URL(response.url()).pathname,
    status: response.status(),
    type: headers['content-type'] ?? '',
    encoding: headers['content-encoding'],
    cache: headers['cache-control'],
    length: headers['content-length'] === undefined ? null : Number(headers['content-length']),
  };
}

describe('serving the reference app', () => {
  it('compressed scripts, styles and JSON; immutable hashed assets; index.html revalidated', async () => {
    // A first visit (nothing cached) for the page and its assets…
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const responses: Promise<Seen | null>[] = [];
    fresh.on('response', (response) => responses.push(seen(response)));
    await fresh.goto(`${baseUrl()}/create`, { waitUntil: 'load' });
    // …and a signed-in page for its JSON answers.
    const page = await openApp(browser, 'pro', '/create');
    page.on('response', (response) => responses.push(seen(response)));
    await page.goto(`${baseUrl()}/me`);
    await page.locator('[data-clip-id]').first().waitFor();
    const all = (await Promise.all(responses)).filter((r): r is Seen => r !== null);

    const document = all.find((r) => r.url === '/create')!;
    expect(document.type).toMatch(/^text\/html/);
    expect(document.cache).toBe('no-cache');

    const assets = all.filter((r) => r.url.startsWith('/assets/') && /\.(js|css)$/.test(r.url));
    expect(assets.some((r) => r.url.endsWith('.js'))).toBe(true);
    expect(assets.some((r) => r.url.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      expect(asset.cache, asset.url).toBe(IMMUTABLE);
      // Files under 1 KB are not worth compressing; every other one comes compressed.
      if (asset.length === null || asset.length >= 1024)
        expect(asset.encoding, asset.url).toMatch(/^(gzip|br)$/);
    }
    expect(assets.filter((r) => r.encoding !== undefined).length).toBeGreaterThan(2);

    const feed = all.find((r) => r.url.startsWith('/api/feed/v2') && r.status === 200)!;
    expect(feed.type).toMatch(/^application\/json/);
    expect(feed.encoding).toMatch(/^(gzip|br)$/);

    const realtime = all.find((r) => r.url === '/api/realtime');
    if (realtime) {
      expect(realtime.type).toMatch(/^text\/event-stream/);
      expect(realtime.encoding).toBeUndefined();
    }
    await context.close();
    await page.context().close();
  });

  it('the realtime channel streams events uncompressed to a client that accepts gzip', async () => {
    const page = await openApp(browser, 'pro', '/create');
    const first = await page.evaluate(async (url) => {
      const token = (await await fetch(`${url}/api/auth/dev-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ handle: 'pro' }),
      }).then((r) => r.json())) as { token: string };
      const res = await fetch(`${url}/api/realtime?token=${token.token}`);
      const reader = res.body!.getReader();
      const chunk = await reader.read();
      await reader.cancel();
      return {
        encoding: res.headers.get('content-encoding'),
        text: new TextDecoder().decode(chunk.value),
      };
    }, baseUrl());
    expect(first.encoding).toBeNull();
    expect(first.text).toBe(': connected\n\n');
    await page.context().close();
  });

  it('has a favicon: the linked SVG icon and /favicon.ico answer an image, and no 404 shows', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${baseUrl()}/create`);
    await page.locator('[data-clip-id]').first().waitFor();
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    for (const path of [href!, '/favicon.ico']) {
      const res = await page.request.get(`${baseUrl()}${path}`);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toMatch(/^image\//);
    }
    const icon = await context.newPage();
    await icon.setContent(
      `<body style="margin:0;padding:16px;background:#fff;display:flex;gap:16px;align-items:end">${[
        16, 32, 64, 128,
      ]
        .map((size) => `<img src="${baseUrl()}/favicon.ico" width="${size}" height="${size}">`)
        .join('')}</body>`,
    );
    await icon.waitForLoadState('load');
    await shot(icon, 'serving-favicon');
    expect(problems).toEqual([]);
    await context.close();
  });
});
