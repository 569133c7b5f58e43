// Bench: a 3-minute upload in the reference app, from the file pick to the new clip playing
// (2-studio §4 Upload flow, issue 21's budget: at most 5 s on the mock server). The file is a
// 3-minute mono WAV (22.05 kHz, 16-bit); the modal reads it, the whole file is kept (no cut),
// Save to Library runs the SDK flow (parameters, direct upload, finish, status every 4 s,
// initialize clip, metadata), then Continue and the new row's Play. Phases: pick → trim stage,
// Save → complete card, complete → audio playing. Writes bench-results/upload.json.
// BENCH_QUICK=1 measures one upload instead of three.
import { chromium } from 'playwright-core';
// The labels' own modules: the @cadenza/ui entry's vanilla-extract styles do not load under tsx.
import { SONG_LABELS } from '../../../packages/ui/src/song/labels.ts';
import { AUDIO_UPLOAD_LABELS as L } from '../../../packages/ui/src/uploads/audio/labels.ts';
import { benchQuick, reportBench } from '../../../scripts/bench/report.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';
import { nextUploadClipId, openUploadModal, toneWav } from '../e2e/upload-support.ts';
import { appDir, buildIfNeeded } from './build-if-needed.mjs';

const RUNS = benchQuick ? 1 : 3;
const BUDGET_MS = 5000;
const SECONDS = 180;
const HANDLE_KEY = 'cadenza.reference.handle';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function uploadOnce(browser, baseUrl, bytes, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'pro'), HANDLE_KEY);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${baseUrl}/create`);
  await openUploadModal(page);
  const title = `Bench Upload ${run}`;

  const picked = performance.now();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'three-minutes.wav', mimeType: 'audio/wav', buffer: bytes });
  await page.getByRole('heading', { name: L.title.trim }).waitFor();
  const trimShown = performance.now();
  await page.getByLabel(L.songTitle).fill(title);
  await page.getByRole('button', { name: L.next }).click();
  const clipId = nextUploadClipId(page);
  const saved = performance.now();
  await page.getByRole('button', { name: L.choices.save.label, exact: true }).click();
  await page.getByText(L.done(title)).waitFor();
  const complete = performance.now();
  await page.getByRole('button', { name: L.continue }).click();
  const row = page.locator(`[data-clip-id="${await clipId}"] article`);
  await row.getByRole('button', { name: SONG_LABELS.play(title) }).click();
  await page.getByTestId('cadenza-audio').evaluate(
    (el) =>
      new Promise((resolve) => {
        const check = () => (el.currentTime > 0 ? resolve(null) : requestAnimationFrame(check));
        check();
      }),
  );
  const playing = performance.now();
  await context.close();
  return {
    pickToTrimMs: trimShown - picked,
    saveToCompleteMs: complete - saved,
    completeToPlayingMs: playing - complete,
    pickToPlayingMs: playing - picked,
  };
}

const dist = await buildIfNeeded();
const server = await startServer(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const bytes = toneWav(SECONDS);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1)
    runs.push(await uploadOnce(browser, server.baseUrl, bytes, i + 1));
  const pickToPlaying = median(runs.map((r) => r.pickToPlayingMs));
  reportBench(
    appDir,
    'upload',
    [
      {
        case: '3-minute upload: file pick to playable clip',
        contestant: 'reference',
        runs: RUNS,
        fileBytes: bytes.length,
        audioSeconds: SECONDS,
        pickToTrimMedianMs: Math.round(median(runs.map((r) => r.pickToTrimMs))),
        saveToCompleteMedianMs: Math.round(median(runs.map((r) => r.saveToCompleteMs))),
        completeToPlayingMedianMs: Math.round(median(runs.map((r) => r.completeToPlayingMs))),
        pickToPlayingMedianMs: Math.round(pickToPlaying),
        pickToPlayingMaxMs: Math.round(Math.max(...runs.map((r) => r.pickToPlayingMs))),
        budgetMs: BUDGET_MS,
        withinBudget: pickToPlaying <= BUDGET_MS,
      },
    ],
    [{ contestant: 'reference', metric: 'pickToPlayingMedianMs', better: 'lower' }],
  );
} finally {
  await browser.close();
  await server.close();
}
