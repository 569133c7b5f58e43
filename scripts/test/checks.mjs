// The whole test suite as an ordered list of checks. A check is a command (one pass or fail) or a
// test runner whose own results are counted test by test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspacePackages } from './workspace.mjs';

const scriptEntries = (p) =>
  Object.entries(p.json.exports ?? {})
    .filter(([entry, target]) => typeof target === 'string' && entry.endsWith('.js'))
    .map(([entry]) => entry);

/** The `name` a package's vitest.browser.config.ts gives its project. */
function browserProjectName(root, dir) {
  const source = readFileSync(join(root, dir, 'vitest.browser.config.ts'), 'utf8');
  const name = /\bname:\s*'([^']+)'/.exec(source)?.[1];
  if (!name) throw new Error(`${dir}/vitest.browser.config.ts names no project`);
  return name;
}

const scripted = (packages, script) => packages.filter((p) => p.json.scripts?.[script]);

/** Checks that only read the tree (format, lint, contract, typecheck): run side by side. */
function staticChecks(packages) {
  return [
    { name: 'format (prettier)', cmd: ['prettier', '--check', '.', '--log-level=warn'] },
    { name: 'lint (eslint)', cmd: ['eslint', '.', '--max-warnings=0'] },
    { name: 'contract: schema.gen.ts is fresh', cmd: ['node', 'scripts/gen.mjs', '--check'] },
    {
      name: 'docs: guide and README links',
      cmd: ['node', 'scripts/docs/api-reference.mjs', '--links-only'],
    },
    {
      name: 'api reports: exports match *.api.md',
      cmd: ['node', 'scripts/api-report.mjs', '--check'],
    },
    {
      name: 'contract: openapi lint (redocly)',
      cmd: ['redocly', 'lint', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml'],
    },
    {
      name: 'typecheck: root scripts and contract',
      cmd: ['tsc', '--noEmit', '-p', 'tsconfig.json'],
    },
    ...scripted(packages, 'typecheck').map((p) => ({
      name: `typecheck: ${p.name}`,
      cmd: ['tsc', '--noEmit', '-p', `${p.dir}/tsconfig.json`],
    })),
  ].map((check) => ({ ...check, parallel: 'static' }));
}

export function suiteChecks(root) {
  const packages = workspacePackages(root);
  const withScript = (script) => scripted(packages, script);
  const libraries = packages.filter((p) => p.library);
  const browserProjects = packages
    .filter((p) => existsSync(join(root, p.dir, 'vitest.browser.config.ts')))
    .map((p) => ({ ...p, browserProject: browserProjectName(root, p.dir) }));
  // End-to-end suites (a real server and the system Chromium driven from Node), one run each.
  const e2eSuites = packages.filter((p) => existsSync(join(root, p.dir, 'vitest.e2e.config.ts')));

  return [
    ...staticChecks(packages),
    { name: 'vitest', runner: 'vitest', args: ['--coverage.enabled'] },
    // Each browser project on its own, so the audio checks never share the cores with stories.
    ...browserProjects.map((p) => ({
      name: `vitest (browser, chromium): ${p.browserProject}`,
      runner: 'vitest',
      report: `vitest-browser-${p.browserProject}`,
      args: ['--config', 'vitest.browser.config.ts', '--project', p.browserProject],
      browser: true,
    })),
    ...withScript('build').map((p) => ({
      name: `build: ${p.name}`,
      cmd: ['npm', 'run', '--silent', 'build'],
      cwd: p.dir,
    })),
    ...libraries.map((p) => ({ name: `publint: ${p.name}`, cmd: ['publint', '--strict', p.dir] })),
    ...(existsSync(join(root, '.storybook/main.ts'))
      ? [
          {
            name: 'storybook build',
            cmd: [
              'storybook',
              'build',
              '-c',
              '.storybook',
              '-o',
              '.test-output/storybook',
              '--quiet',
            ],
          },
        ]
      : []),
    ...e2eSuites.map((p) => ({
      name: `e2e (chromium): ${p.name}`,
      runner: 'vitest',
      report: `e2e-${p.dir.replace(/\//g, '-')}`,
      args: ['--config', `${p.dir}/vitest.e2e.config.ts`],
      browser: true,
    })),
    ...withScript('bench').map((p) => ({
      name: `bench (quick): ${p.name}`,
      cmd: ['npm', 'run', '--silent', 'bench'],
      cwd: p.dir,
      env: { BENCH_QUICK: '1' },
    })),
    ...libraries.map((p) => ({
      name: `attw: ${p.name}`,
      cmd: [
        'attw',
        ...['--pack', p.dir, '--profile', 'node16', '--format', 'table-flipped'],
        // Classic scripts loaded by URL (the AudioWorklet processor) have no module types to check.
        ...scriptEntries(p).flatMap((entry) => ['--exclude-entrypoints', entry]),
      ],
    })),
    // The packed packages published to a local verdaccio and installed by name into copies of
    // examples/ outside the workspace, run in Node, Vitest and Chromium (docs/guide/releasing.md).
    {
      name: 'registry round trip (verdaccio, examples)',
      cmd: ['node', 'scripts/registry/round-trip.mjs'],
      browser: true,
    },
  ];
}
