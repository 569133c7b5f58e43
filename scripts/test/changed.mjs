// The fast loop beside the full suite: `pnpm test --changed [REV]` runs what a change touches, for
// use while working. REV defaults to where the branch left main (or HEAD on main); uncommitted and
// untracked files count as changed. The full `pnpm test` stays the one CI runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The commit the change is measured from. */
export function changeBase(root, rev) {
  if (rev) return rev;
  try {
    const base = git(root, ['merge-base', 'HEAD', 'main']).trim();
    return base === git(root, ['rev-parse', 'HEAD']).trim() ? 'HEAD' : base;
  } catch {
    return 'HEAD';
  }
}

/** Files changed since `base`: committed, staged, unstaged and untracked (deleted ones left out). */
export function changedFiles(root, base) {
  const lines = [
    git(root, ['diff', '--name-only', '--diff-filter=d', base]),
    git(root, ['ls-files', '--others', '--exclude-standard']),
  ].join('\n');
  return [...new Set(lines.split('\n').filter(Boolean))].filter((f) => existsSync(`${root}/${f}`));
}

/**
 * The packages a change touches: those holding a changed file, and every package that depends on
 * one of them (a change in sdk reaches ui, mock-server and the reference app).
 */
export function affectedPackages(packages, files) {
  const touched = new Set(
    packages.filter((p) => files.some((f) => f.startsWith(`${p.dir}/`))).map((p) => p.name),
  );
  const dependsOn = (p, name) =>
    Object.keys({
      ...p.json.dependencies,
      ...p.json.peerDependencies,
      ...p.json.devDependencies,
    }).includes(name);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of packages) {
      if (touched.has(p.name)) continue;
      if ([...touched].some((name) => dependsOn(p, name))) {
        touched.add(p.name);
        grew = true;
      }
    }
  }
  return packages.filter((p) => touched.has(p.name));
}

const LINTED = /\.(c|m)?(j|t)sx?$/;
const FORMATTED = /\.(c|m)?(j|t)sx?$|\.(json|md|ya?ml|css|html)$/;

/**
 * The checks of the fast loop, from the full list: format and lint of the changed files, the
 * typechecks of the affected packages, and the Vitest runners limited to the tests the change
 * reaches (`vitest --changed`: unit tests, stories and journeys whose imports changed, plus the
 * changed test files themselves). Builds, package checks, the Storybook build and benches are left
 * to the full suite.
 */
export function changedChecks(checks, { packages, files, base }) {
  const affected = affectedPackages(packages, files);
  const affectedNames = new Set(affected.map((p) => p.name));
  const linted = files.filter((f) => LINTED.test(f));
  const formatted = files.filter((f) => FORMATTED.test(f));
  const rootTouched = files.some((f) => !packages.some((p) => f.startsWith(`${p.dir}/`)));
  const out = [];
  for (const check of checks) {
    if (check.name.startsWith('format')) {
      if (formatted.length > 0)
        out.push({ ...check, cmd: [...check.cmd.slice(0, 2), ...formatted] });
    } else if (check.name.startsWith('lint')) {
      if (linted.length > 0)
        out.push({ ...check, cmd: [...check.cmd.slice(0, 1), ...linted, '--max-warnings=0'] });
    } else if (check.name.startsWith('typecheck: @')) {
      if (affectedNames.has(check.name.slice('typecheck: '.length))) out.push(check);
    } else if (check.name.startsWith('typecheck') || check.name.startsWith('contract')) {
      if (rootTouched || files.some((f) => f.startsWith('openapi/'))) out.push(check);
    } else if (check.runner === 'vitest') {
      const args = (check.args ?? []).filter((a) => a !== '--coverage.enabled');
      out.push({ ...check, args: [...args, '--changed', base, '--passWithNoTests'] });
    }
  }
  return out;
}
