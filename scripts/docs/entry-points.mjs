// The public entries of the four packages, read from their package.json `exports`: the import
// specifier each one is known by, and the source file it is built from (tsup's entries).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES = ['sdk', 'studio-engine', 'ui', 'mock-server'];

/** dist/store/index.d.ts → src/store/index.ts (every entry is built from the same path in src). */
const sourceOf = (types) => types.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.ts');

export function publicEntries(root) {
  const entries = [];
  for (const dir of PACKAGES) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string' || subpath.endsWith('.css')) continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      entries.push({ specifier, file: join('packages', dir, sourceOf(target.import.types)) });
    }
  }
  return entries;
}
