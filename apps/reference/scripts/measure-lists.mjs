// Bench (issue 22's performance figures), in headless Chromium on the built app and the
// in-process mock server; writes bench-results/lists.json:
// - a playlist of 500 songs and a search result of 1,000 rows scroll at >= 55 fps: each list is
//   scrolled top to bottom and back for 5 s by a requestAnimationFrame script that records every
//   frame time. The entries are cloned from a real song with ids of their own (the server holds a
//   handful of songs; the lists' cost is the app's): the playlist's pages of GET
//   /api/playlist/{id}/ are answered by the page's route, 20 a page; POST /api/search/ through the
//   dev controls (its next answers carry the 1,000 hits).
// - a workspace change by one collaborator showing in the other's browser (<= 1 s) is measured by
//   the two-browser journey in e2e/workspaces.e2e.ts (bench-results/workspace-live.json).
// - the discover page's initial JavaScript against the app's budget (scripts/bench/budgets.ts).
// BENCH_QUICK=1 scrolls each list for 2 s instead of 5 s.
import { createApiClient, PAGING } from '@cadenza/sdk';
import { BUDGETS, budgetColumns, kib } from '../../../scripts/bench/budgets.ts';
import { benchQuick, reportBench } from '../../../scripts/bench/report.ts';
import { recordScripts } from '../e2e/initial-js.ts';
import { HANDLE_KEY, openAs, VIEWPORT, withProSong } from './bench-pages.mjs';
import { appDir } from './build-if-needed.mjs';

const SCROLL_MS = benchQuick ? 2000 : 5000;
const FPS_TARGET = 55;
/** Scrolls `selector` down and up for SCROLL_MS, one step a frame; every frame's time. */
const scrollFrames = (page, selector) =>
  page.evaluate(
    ([sel, duration]) =>
      new Promise((resolve) => {
        const el = document.querySelector(sel);
        const frames = [];
        let start = null;
        let last = null;
        const step = (now) => {
          if (start === null) start = now;
          else frames.push(now - last);
          last = now;
          const t = (now - start) / duration;
          const span = el.scrollHeight - el.clientHeight;
          // Down in the first half, back up in the second.
          el.scrollTop = span * (t < 0.5 ? t * 2 : 2 - t * 2);
          if (now - start < duration) requestAnimationFrame(step);
          else resolve({ frames, rows: el.querySelectorAll('li').length, span });
        };
        requestAnimationFrame(step);
      }),
    [selector, SCROLL_MS],
  );

function frameRow(name, rows, { frames, rows: mounted, span }) {
  const total = frames.reduce((a, b) => a + b, 0);
  const sorted = [...frames].sort((a, b) => a - b);
  const fps = Math.round((frames.length / total) * 1000 * 10) / 10;
  return {
    case: name,
    contestant: 'reference',
    rows,
    mountedRows: mounted,
    scrollPx: Math.round(span),
    frames: frames.length,
    fps,
    p95FrameMs: Math.round(sorted[Math.floor(sorted.length * 0.95)] * 10) / 10,
    maxFrameMs: Math.round(sorted[sorted.length - 1] * 10) / 10,
    longFrames: frames.filter((f) => f > 1000 / 30).length,
    targetFps: FPS_TARGET,
    withinTarget: fps >= FPS_TARGET,
  };
}

/** `count` copies of a clip, each with an id and title of its own. */
const clones = (clip, count, prefix) =>
  Array.from({ length: count }, (_, i) => ({
    ...clip,
    id: `${prefix}-${String(i).padStart(4, '0')}`,
    title: `${clip.title ?? 'Song'} ${i + 1}`,
  }));

async function playlistScroll(browser, baseUrl, pro, song) {
  const { id } = await pro.call('createPlaylist', { body: { name: 'Bench 500' } });
  await pro.call('updatePlaylistClips', {
    body: { playlist_id: id, update_type: 'add', metadata: { clip_ids: [song.id] } },
  });
  const real = await pro.call('getPlaylist', { path: { playlist_id: id }, query: { page: 1 } });
  const entries = clones(song, 500, 'bench-playlist').map((clip, i) => ({
    ...real.playlist_clips[0],
    relative_index: i,
    clip,
  }));
  // Each page of the playlist answers its own PAGING.getPlaylist.size entries, as the server
  // pages them (one body of 500 for every page had the app validate 25 x 500 songs mid-scroll).
  const { first, size } = PAGING.getPlaylist;
  const page = await openAs(browser, baseUrl, 'pro', `/playlist/${id}`, (p) =>
    p.route(new RegExp(`/api/playlist/${id}/\\?`), (route) => {
      const at = Number(new URL(route.request().url()).searchParams.get('page') ?? first) - first;
      const playlist_clips = entries.slice(at * size, (at + 1) * size);
      route.fulfill({ json: { ...real, playlist_clips, num_total_results: entries.length } });
    }),
  );
  const list = '[role="region"][aria-label="Songs"]';
  // Every page loaded (the rows' set size is the whole list) before the scroll starts.
  await page.locator(`${list} li[aria-setsize="500"]`).first().waitFor();
  const result = await scrollFrames(page, list);
  await page.context().close();
  return frameRow('playlist of 500 songs, 5 s scripted scroll', 500, result);
}

async function searchScroll(browser, baseUrl, pro, song) {
  const term = (song.title ?? 'song').split(' ')[0];
  const real = await pro.call('search', {
    body: {
      search_queries: [{ name: 'page', search_type: 'public_song', term, from_index: 0 }],
    },
  });
  const page0 = real.result.page;
  const hit = page0.result.find((h) => h.clip) ?? { type: 'clip', clip: song };
  const hits = clones(hit.clip, 1000, 'bench-search').map((clip) => ({ ...hit, clip }));
  const body = { result: { page: { ...page0, result: hits, total_hits: 1000 } } };
  const dev = createApiClient({ baseUrl });
  await dev.call('devAddFault', {
    body: { method: 'POST', path: '/api/search/', status: 200, body, count: 20 },
  });
  const page = await openAs(browser, baseUrl, 'pro', `/search?q=${encodeURIComponent(term)}`);
  const list = '[data-testid="search-results"]';
  await page.locator(`${list} li`).first().waitFor();
  const result = await scrollFrames(page, list);
  await dev.call('devClearFaults');
  await page.context().close();
  return frameRow('search result of 1,000 rows, 5 s scripted scroll', 1000, result);
}

async function discoverInitialJs(browser, baseUrl) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'pro'), HANDLE_KEY);
  const page = await context.newPage();
  const recording = recordScripts(page);
  await page.goto(`${baseUrl}/home`);
  await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor({ timeout: 60_000 });
  // The realtime channel stays open, so the network is never idle: every script requested by
  // the time the page is shown is counted (sizes() waits for their bodies), as in measure.mjs.
  const { scripts, rawBytes, gzipBytes } = await recording.sizes();
  await context.close();
  return {
    case: '/home (discover) initial JS',
    contestant: 'reference',
    scripts: scripts.length,
    rawBytes,
    gzipBytes,
    gzipKiB: kib(gzipBytes),
    ...budgetColumns(BUDGETS.createInitialJs, gzipBytes),
  };
}

await withProSong(0, async ({ browser, baseUrl, pro, song }) => {
  const rows = [
    await playlistScroll(browser, baseUrl, pro, song),
    await searchScroll(browser, baseUrl, pro, song),
    await discoverInitialJs(browser, baseUrl),
  ];
  reportBench(appDir, 'lists', rows, [
    { contestant: 'reference', metric: 'fps', better: 'higher' },
    { contestant: 'reference', metric: 'gzipBytes', better: 'lower' },
  ]);
});
