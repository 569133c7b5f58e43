// Every language the app ships is complete: each English namespace has its file in every other
// language with exactly the same keys (none missing, none extra) and the same {{placeholders}}.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';

const LOCALES = fileURLToPath(new URL('../../public/locales/', import.meta.url));

type Tree = { readonly [key: string]: string | Tree };

const read = (language: string, file: string): Tree =>
  JSON.parse(readFileSync(`${LOCALES}${language}/${file}`, 'utf8')) as Tree;

/** Every leaf as `path -> its sorted {{placeholders}}`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') {
      const names = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      out.set(path, names.join(','));
    } else for (const [leaf, names] of leaves(value, path)) out.set(leaf, names);
  }
  return out;
}

const namespaces = readdirSync(`${LOCALES}en`).filter((file) => file.endsWith('.json'));
const others = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

describe('every locale has every key of English (and no extra)', () => {
  it('ships English and Spanish', () => {
    expect(others).toEqual(['es']);
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(others.flatMap((language) => namespaces.map((file) => [language, file] as const)))(
    '%s/%s has the same keys and placeholders as en',
    (language, file) => {
      const english = leaves(read('en', file));
      const translated = leaves(read(language, file));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, names] of english)
        expect({ key, names: translated.get(key) }).toEqual({ key, names });
    },
  );

  it.each(others)('%s has no namespace English lacks', (language) => {
    const files = readdirSync(`${LOCALES}${language}`).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual([...namespaces].sort());
  });
});
