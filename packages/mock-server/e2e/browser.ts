// The e2e harness: the mock server in process (':memory:', seeded, real procedural audio, system
// clock) over a real HTTP port serving a one-line page, and the system Chromium through
// playwright-core. Records every Range header the media routes receive.
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createApp, type CadenzaApp } from '../src/app';
import { createProceduralAudio } from '../src/audio/index';
import { openDatabase, type Db } from '../src/db/open';
import { systemClock } from '../src/system-clock';
import { CHROMIUM_AUDIO_ARGS, CHROMIUM_PATH } from '../../../vitest.shared';

export interface E2eWorld {
  base: string;
  app: CadenzaApp;
  page: Page;
  /** Range headers received per request path, in arrival order. */
  ranges: { path: string; range: string }[];
  close(): Promise<void>;
}

export async function startWorld(): Promise<E2eWorld> {
  const pageDir = mkdtempSync(path.join(tmpdir(), 'cadenza-e2e-'));
  writeFileSync(path.join(pageDir, 'index.html'), '<!doctype html><title>Cadenza e2e</title>');
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const db: Db = openDatabase(':memory:');
  const audio = createProceduralAudio();
  const app = createApp({
    db,
    clock: systemClock,
    audio,
    options: {
      publicUrl: base,
      staticDir: pageDir,
      logger: pino({ level: 'warn' }),
      requestLogging: false,
    },
  });
  await app.cadenza.ready;
  const ranges: E2eWorld['ranges'] = [];
  server.on('request', (req, res) => {
    const range = req.headers.range;
    if (typeof range === 'string' && req.url?.startsWith('/media/'))
      ranges.push({ path: req.url.split('?')[0]!, range });
    app(req, res);
  });
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_AUDIO_ARGS],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  return {
    base,
    app,
    page,
    ranges,
    async close() {
      await browser.close();
      server.closeAllConnections();
      server.close();
      await app.cadenza.close();
      await audio.close();
      db.close();
      rmSync(pageDir, { recursive: true, force: true });
    },
  };
}

/** Signs in a seeded handle through the API and returns the clip as the API serves it. */
export async function fetchClip(
  base: string,
  handle: string,
  clipId: string,
): Promise<{ audio_url: string; metadata: { duration: number | null } }> {
  const login = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ handle }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${base}/api/clip/${clipId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`GET /api/clip/${clipId} answered ${res.status}`);
  return (await res.json()) as { audio_url: string; metadata: { duration: number | null } };
}

export interface Decoded {
  status: number;
  contentType: string | null;
  duration: number;
  channels: number;
  rmsDb: number;
}

/** In the page: fetch the URL and decodeAudioData it; duration, channels and RMS (dBFS). */
export function decodeInPage(page: Page, url: string): Promise<Decoded> {
  return page.evaluate(async (audioUrl) => {
    const res = await fetch(audioUrl);
    const bytes = await res.arrayBuffer();
    const context = new OfflineAudioContext(2, 1, 48_000);
    const buffer = await context.decodeAudioData(bytes);
    let sum = 0;
    for (let c = 0; c < buffer.numberOfChannels; c += 1) {
      const data = buffer.getChannelData(c);
      for (let i = 0; i < data.length; i += 1) sum += data[i]! * data[i]!;
    }
    const rms = Math.sqrt(sum / (buffer.length * buffer.numberOfChannels));
    return {
      status: res.status,
      contentType: res.headers.get('content-type'),
      duration: buffer.duration,
      channels: buffer.numberOfChannels,
      rmsDb: 20 * Math.log10(Math.max(rms, 1e-12)),
    };
  }, url);
}
