// Sizes for the round trip's report: bytes on disk of an install, and of one package with its
// production dependencies (the closure npm installs for it), read from an installed node_modules.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Bytes of every file under `dir`; `skipNested` leaves out nested node_modules. */
export function diskBytes(dir, skipNested = false) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (skipNested && entry.name === 'node_modules') continue;
      total += diskBytes(path, skipNested);
    } else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

/** Where `name` resolves from `fromDir` (node's lookup up the node_modules folders). */
function locate(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

/** Bytes of `name` and its dependencies (production, non-optional peers left out) as installed. */
export function closureBytes(projectDir, name) {
  const seen = new Set();
  const visit = (pkg, fromDir) => {
    const dir = locate(pkg, fromDir);
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir);
  };
  visit(name, projectDir);
  let total = 0;
  for (const dir of seen) total += diskBytes(dir, true);
  return { bytes: total, packages: seen.size };
}

export const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
export const kilobytes = (bytes) => `${(bytes / 1e3).toFixed(1)} kB`;
