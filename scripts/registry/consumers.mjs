// The examples as an outside team uses them: each examples/<name> copied to a fresh folder
// outside the workspace and installed by name from the local registry (one npm cache for all).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from './process.mjs';

/** better-sqlite3's prebuilt binary name, as prebuild-install looks it up in the npm cache. */
function prebuildUrl(version) {
  const base = 'https://github.com/WiseLibs/better-sqlite3/releases/download';
  const abi = process.versions.modules;
  return `${base}/v${version}/better-sqlite3-v${version}-node-v${abi}-${process.platform}-${process.arch}.tar.gz`;
}

/**
 * The mock server's SQLite driver has no reachable prebuilt binary here (GitHub is out of reach)
 * and compiling it takes minutes: the binary the workspace already compiled (same Node, same
 * version) goes into the install cache where prebuild-install finds it, and the examples' copies
 * are held to that version. Resolves the version, or null when the workspace has none.
 */
export async function seedSqlitePrebuild(root, npmCache) {
  const store = join(root, 'node_modules', '.pnpm');
  const dir = (await readdir(store)).find((d) => /^better-sqlite3@\d/.test(d));
  if (!dir) return null;
  const pkg = join(store, dir, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8'));
  if (!existsSync(join(pkg, 'build', 'Release', 'better_sqlite3.node'))) return null;
  const url = prebuildUrl(version);
  const digest = createHash('sha512').update(url).digest('hex').slice(0, 6);
  const cached = join(npmCache, '_prebuilds', `${digest}-${url.split('/').pop()}`);
  await mkdir(join(npmCache, '_prebuilds'), { recursive: true });
  if (!existsSync(cached))
    await run('tar', ['czf', cached, '-C', pkg, 'build/Release/better_sqlite3.node']);
  return version;
}

/**
 * Copies examples/<name> to `dir`, points it at the registry and installs it. `pins` are npm
 * overrides and `ranges` replace dependency ranges ({ dependencies: { react: '^18.3.0' } }),
 * written into the copy only (the test's variants, not the example's).
 */
export async function installExample(
  root,
  name,
  dir,
  { registry, npmEnv, pins = {}, ranges = {} },
) {
  await cp(join(root, 'examples', name), dir, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)([/\\]|$)/.test(src),
  });
  const manifestFile = join(dir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const deps = { ...manifest.dependencies, ...manifest.devDependencies };
  const overrides = Object.fromEntries(
    Object.entries(pins).filter(
      ([pkg]) => pkg !== 'better-sqlite3' || '@cadenza/mock-server' in deps,
    ),
  );
  if (Object.keys(overrides).length > 0) manifest.overrides = overrides;
  for (const [section, changed] of Object.entries(ranges))
    manifest[section] = { ...manifest[section], ...changed };
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(dir, '.npmrc'), `registry=${registry}\n`);
  await npmInstall(dir, npmEnv);
  return dir;
}

export async function npmInstall(dir, npmEnv, extra = []) {
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...extra],
    { cwd: dir, env: npmEnv },
  );
}
