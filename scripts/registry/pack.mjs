// The four packages as they are published: built with tsup (only when a dist/ is missing; the
// suite's build checks run before this one) and packed by `pnpm pack`, which turns workspace:^
// into ^<version>. Checks what a registry user would meet before anything is published: each
// tarball's file list and manifest, and its types under every resolution (attw, node10 included).
import { existsSync } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from './process.mjs';

/** The published packages (folders under packages/). */
export const PACKAGES = ['studio-engine', 'sdk', 'ui', 'mock-server'];

export async function packAll(root, outDir) {
  await mkdir(outDir, { recursive: true });
  const missing = PACKAGES.filter((p) => !existsSync(join(root, 'packages', p, 'dist')));
  for (const p of missing) await run('pnpm', ['run', 'build'], { cwd: join(root, 'packages', p) });
  const tarballs = [];
  await Promise.all(
    PACKAGES.map((p) =>
      run('pnpm', ['pack', '--pack-destination', outDir], { cwd: join(root, 'packages', p) }),
    ),
  );
  for (const file of (await readdir(outDir)).sort()) {
    if (file.endsWith('.tgz'))
      tarballs.push({ file: join(outDir, file), bytes: (await stat(join(outDir, file))).size });
  }
  return tarballs;
}

/** Lists a tarball's files (tar tzf). */
export async function tarballFiles(file) {
  return (await run('tar', ['tzf', file])).split('\n').filter(Boolean);
}

/** What a published tarball must hold and must not: one of each problem found, or none. */
export async function tarballProblems(file) {
  const files = await tarballFiles(file);
  const manifest = JSON.parse(await run('tar', ['xzfO', file, 'package/package.json']));
  const problems = [];
  for (const needed of ['package/LICENSE', 'package/README.md', 'package/package.json'])
    if (!files.includes(needed)) problems.push(`no ${needed.slice('package/'.length)}`);
  for (const field of ['license', 'repository', 'homepage', 'bugs'])
    if (!manifest[field]) problems.push(`no "${field}" in package.json`);
  if (files.some((f) => f.endsWith('.map'))) problems.push('ships source maps');
  if (files.some((f) => /\.(test|stories)\.[cm]?[jt]sx?$/.test(f))) problems.push('ships tests');
  for (const section of ['dependencies', 'peerDependencies'])
    for (const [name, range] of Object.entries(manifest[section] ?? {}))
      if (name.startsWith('@cadenza/') && !range.startsWith('^'))
        problems.push(`${section}.${name} is "${range}", not a ^ range`);
  const css = files.filter((f) => f.endsWith('.css'));
  if (css.length > 1) problems.push(`ships ${css.length} CSS files: ${css.join(', ')}`);
  return { name: manifest.name, version: manifest.version, files: files.length, problems };
}

/** arethetypeswrong on a tarball under node10, node16 (CJS and ESM) and bundler resolution. */
export async function attw(root, file, excluded = []) {
  const bin = join(root, 'node_modules', '.bin', 'attw');
  const exclude = excluded.flatMap((entry) => ['--exclude-entrypoints', entry]);
  await run(bin, [file, '--format', 'table-flipped', ...exclude]);
}
