#!/usr/bin/env node
// The registry round trip (`pnpm test:registry`): the four packages packed and checked, published
// to a local verdaccio, and installed by name into copies of examples/ outside the workspace:
//   (a) examples/node-script: index.mjs (ESM) and index.cjs (CommonJS) start the installed
//       cadenza-mock-server, sign in, generate, follow to complete and download the audio;
//   (b) examples/vite-react: built and opened in Chromium on React 19, then on React 18.3;
//   (c) examples/testing: its Vitest tests on the testing kit with msw 2 (and msw 3 where the
//       Node version allows it: msw 3 needs Node >= 22.12).
// One registry, one npm cache (node_modules/.cache/cadenza-registry) and one browser for all.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, checkApp, launchChromium, startMockServer } from './browser.mjs';
import { installExample, npmInstall, seedSqlitePrebuild } from './consumers.mjs';
import { attw, packAll, tarballProblems } from './pack.mjs';
import { run } from './process.mjs';
import { closureBytes, diskBytes, kilobytes, megabytes } from './sizes.mjs';
import { installVerdaccio, startVerdaccio } from './verdaccio.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'cadenza-registry');
const MSW3_NODE = [22, 12];
/** The React 18.3 variant of examples/vite-react. */
const REACT_18 = {
  dependencies: { react: '^18.3.0', 'react-dom': '^18.3.0' },
  devDependencies: { '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' },
};
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function step(name, fn) {
  const at = Date.now();
  const result = await fn();
  console.log(`✓ ${name} (${seconds(at)})`);
  return result;
}

const failures = [];
/** One consumer check: a failure is reported and counted, and the other checks still run. */
async function check(name, fn) {
  const at = Date.now();
  try {
    const result = await fn();
    console.log(`✓ ${name} (${seconds(at)})`);
    return result;
  } catch (error) {
    failures.push(name);
    console.log(`✗ ${name} (${seconds(at)})\n${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}

const nodeAtLeast = ([major, minor]) => {
  const [m, n] = process.versions.node.split('.').map(Number);
  return m > major || (m === major && n >= minor);
};

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'cadenza-round-trip-'));
  // Under `pnpm test` the environment carries pnpm's npm_config_* (npm_config_registry among them),
  // which would beat each copy's .npmrc and send the installs to the public registry: drop them.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)),
  );
  const npmEnv = {
    ...inherited,
    npm_config_cache: join(CACHE, 'npm'),
    npm_config_update_notifier: 'false',
    NO_COLOR: '1',
  };
  const tarballs = await step('pack (pnpm pack, 4 tarballs)', () =>
    packAll(ROOT, join(work, 'tarballs')),
  );
  await step('tarballs: LICENSE, README, metadata, ^ ranges, no maps', async () => {
    for (const t of tarballs) {
      const { name, files, problems } = await tarballProblems(t.file);
      if (problems.length > 0) throw new Error(`${name}: ${problems.join('; ')}`);
      console.log(`  ${name}: ${kilobytes(t.bytes)} packed, ${files} files`);
    }
  });
  // attw reads types for a while: it runs beside the registry and the installs (network-bound).
  const typesChecked = check('attw on the tarballs (node10, node16 CJS/ESM, bundler)', () =>
    Promise.all(
      tarballs.map((t) =>
        attw(ROOT, t.file, t.file.includes('studio-engine') ? ['./worklet-processor.js'] : []),
      ),
    ),
  );
  const bin = await step('verdaccio 6.8.0 (cached install)', () => installVerdaccio(CACHE, npmEnv));
  const registry = await step('registry up on 127.0.0.1', () =>
    startVerdaccio(bin, join(work, 'registry')),
  );
  const browser = await launchChromium();
  try {
    const userconfig = join(work, 'publish.npmrc');
    await writeFile(
      userconfig,
      `${registry.url.replace(/^http:/, '')}:_authToken=${registry.token}\n`,
    );
    await step('publish the 4 tarballs', () =>
      Promise.all(
        tarballs.map((t) =>
          run(
            'npm',
            [
              'publish',
              t.file,
              '--registry',
              registry.url,
              '--userconfig',
              userconfig,
              '--loglevel=error',
            ],
            { env: npmEnv },
          ),
        ),
      ),
    );
    const sqlite = await seedSqlitePrebuild(ROOT, npmEnv.npm_config_cache);
    const options = {
      registry: registry.url,
      npmEnv,
      pins: sqlite ? { 'better-sqlite3': sqlite } : {},
    };
    const installs = {
      'node-script': ['node-script', {}],
      'vite-react': ['vite-react', {}],
      'vite-react-18': ['vite-react', { ranges: REACT_18 }],
      testing: ['testing', {}],
    };
    const dirs = Object.fromEntries(
      await Promise.all(
        Object.entries(installs).map(async ([copy, [example, variant]]) => [
          copy,
          await check(`install ${copy} by name`, () =>
            installExample(ROOT, example, join(work, copy), { ...options, ...variant }),
          ),
        ]),
      ),
    );
    const nodeDir = dirs['node-script'];
    if (nodeDir)
      // Both scripts at once (each starts its own mock server); each one's output when it ends.
      await Promise.all(
        [
          ['(a) node-script: ESM (node index.mjs)', 'index.mjs'],
          ['(a) node-script: CommonJS (node index.cjs)', 'index.cjs'],
        ].map(([name, script]) =>
          check(name, async () =>
            process.stdout.write(await run('node', [script], { cwd: nodeDir })),
          ),
        ),
      );

    const testingDir = dirs.testing;
    if (testingDir) {
      await check('(c) testing: vitest on msw 2', () =>
        run('npx', ['vitest', 'run'], { cwd: testingDir, env: npmEnv, echo: true }),
      );
      if (nodeAtLeast(MSW3_NODE))
        await check('(c) testing: vitest on msw 3', async () => {
          await npmInstall(testingDir, npmEnv, ['msw@3']);
          await run('npx', ['vitest', 'run'], { cwd: testingDir, env: npmEnv, echo: true });
        });
      else
        console.log(
          `- (c) msw 3 not run: it needs Node >= ${MSW3_NODE.join('.')}, this is ${process.version}`,
        );
    }

    const apps = [
      ['19', dirs['vite-react']],
      ['18.3', dirs['vite-react-18']],
    ].filter(([, dir]) => dir);
    const serverDir = apps[0]?.[1];
    if (serverDir) {
      const server = await startMockServer(serverDir);
      try {
        for (const [react, dir] of apps)
          await check(`(b) vite-react on React ${react}: build and Chromium`, async () => {
            await buildApp(dir, server.url, npmEnv);
            const seen = await checkApp(browser, dir);
            console.log(`  songs listed: ${seen.before}; after Create: ${seen.after}, complete`);
          });
      } finally {
        await server.stop();
      }
    }

    await typesChecked;
    console.log('sizes:');
    if (nodeDir) {
      const sdk = closureBytes(nodeDir, '@cadenza/sdk');
      console.log(
        `  Node client (@cadenza/sdk and its dependencies): ${megabytes(sdk.bytes)}, ${sdk.packages} packages`,
      );
      console.log(
        `  node-script node_modules (with the mock server): ${megabytes(diskBytes(join(nodeDir, 'node_modules')))}`,
      );
    }
    for (const [react, dir] of apps) {
      const app = closureBytes(dir, '@cadenza/ui');
      console.log(
        `  React ${react} app: @cadenza/ui and its dependencies ${megabytes(app.bytes)}; node_modules ${megabytes(diskBytes(join(dir, 'node_modules')))}; built dist ${kilobytes(diskBytes(join(dir, 'dist')))}`,
      );
    }
  } finally {
    await browser.close();
    await registry.stop();
    if (!process.env.KEEP_ROUND_TRIP) await rm(work, { recursive: true, force: true });
  }
  if (failures.length > 0) throw new Error(`${failures.length} failed: ${failures.join('; ')}`);
  console.log(`registry round trip passed in ${seconds(started)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(`registry round trip failed after ${seconds(started)}`);
  process.exitCode = 1;
});
