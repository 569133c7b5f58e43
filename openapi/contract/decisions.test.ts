// Every value the spec leaves open is decided once in DECISIONS.md and lives in one constants module:
// the SDK's, or for a studio rule the studio engine's rules entry.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as sdkConstants from '../../packages/sdk/src/domain/constants';
import * as studioRules from '../../packages/studio-engine/src/rules';

const decisions = readFileSync(fileURLToPath(new URL('../DECISIONS.md', import.meta.url)), 'utf8');
const decided = [...decisions.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map(
  (match) => match[1] as string,
);

describe('DECISIONS.md', () => {
  it('decides values', () => {
    expect(decided.length).toBeGreaterThan(50);
  });

  it('decides each value once', () => {
    expect(decided.filter((name, index) => decided.indexOf(name) !== index)).toEqual([]);
  });

  it.each(decided)('%s is exported by one constants module', (name) => {
    expect([name in sdkConstants, name in studioRules].filter(Boolean)).toEqual([true]);
  });
});
