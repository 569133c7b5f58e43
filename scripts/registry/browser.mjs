// (b) The Vite + React example in Chromium: built against a mock server started from its own
// install, served by `vite preview`, opened in the system Chromium (one browser for every run):
// the user's songs are listed, and a song created with the CreateForm appears and completes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { freePort, run, waitFor } from './process.mjs';

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });

/** Starts a bin of the app's install; resolves { url, stop } once `url` answers. */
async function serve(dir, bin, args, url, env = {}) {
  const child = spawn(join(dir, 'node_modules', '.bin', bin), args, {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(`${bin} on ${url}`, async () => {
    if (child.exitCode !== null) throw new Error(`${bin} exited (${child.exitCode})`);
    return (await fetch(url).catch(() => null)) !== null;
  });
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Builds the app (typecheck + vite build) against `apiUrl`. */
export async function buildApp(dir, apiUrl, npmEnv) {
  await run('npm', ['run', 'build', '--silent'], {
    cwd: dir,
    env: { ...npmEnv, VITE_CADENZA_API_URL: apiUrl },
  });
}

export async function startMockServer(dir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = ['--port', String(port), '--db', ':memory:', '--speed', '10'];
  const server = await serve(dir, 'cadenza-mock-server', args, `${url}/api/session`, {
    LOG_LEVEL: 'warn',
  });
  return { url, stop: server.stop };
}

/** Opens the built app; resolves what it saw: the songs before and after creating one. */
export async function checkApp(browser, dir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const preview = await serve(
    dir,
    'vite',
    ['preview', '--port', String(port), '--strictPort'],
    url,
  );
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    const heading = page.getByRole('heading', { name: /^Your songs \(\d+\)$/ });
    const count = async () => Number(/\((\d+)\)/.exec(await heading.textContent())[1]);
    await heading.waitFor({ timeout: 30_000 });
    const before = await count();
    await page.getByRole('textbox', { name: 'Song description' }).fill('a song about a registry');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await waitFor('the new songs in the list', async () => (await count()) > before, 30_000);
    const after = await count();
    const statuses = page.locator('section[aria-label="Your songs"] li');
    // The list is newest first: the new songs lead it, and complete (--speed 10: about 3 s).
    const created = after - before;
    await waitFor(
      'the new songs to complete',
      async () => {
        const first = await statuses.evaluateAll(
          (items, n) => items.slice(0, n).map((item) => item.dataset.status),
          created,
        );
        return first.every((status) => status === 'complete');
      },
      60_000,
    );
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return { before, after };
  } finally {
    await page.close();
    await preview.stop();
  }
}
