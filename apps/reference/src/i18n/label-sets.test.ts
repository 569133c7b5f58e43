// Every string of the library and social screens goes through the locale files: each English
// label set a ui screen ships has its every key, with the same English, in the app's en
// namespace that the page reads it from (useLabels(namespace, key, DEFAULTS)).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ARTIST_LABELS,
  CONTEST_LABELS,
  DESCRIBE_CLIP_LABELS,
  DISCOVER_LABELS,
  PERSONA_PAGE_LABELS,
  PLAYLIST_PAGE_LABELS,
  RADIO_LABELS,
  REMIX_LABELS,
  SEARCH_LABELS,
  SHARE_LINK_LABELS,
  WORKSPACE_LABELS,
} from '@cadenza/ui';

const LOCALES = fileURLToPath(new URL('../../public/locales/en/', import.meta.url));

const SETS: readonly (readonly [string, string, object])[] = [
  ['discover', 'search', SEARCH_LABELS],
  ['discover', 'discover', DISCOVER_LABELS],
  ['radio', 'radio', RADIO_LABELS],
  ['contests', 'contests', CONTEST_LABELS],
  ['pages', 'playlist', PLAYLIST_PAGE_LABELS],
  ['pages', 'workspace', WORKSPACE_LABELS],
  ['pages', 'persona', PERSONA_PAGE_LABELS],
  ['pages', 'artist', ARTIST_LABELS],
  ['pages', 'remix', REMIX_LABELS],
  ['pages', 'describeClip', DESCRIBE_CLIP_LABELS],
  ['pages', 'share', SHARE_LINK_LABELS],
];

describe("every screen's wording is in the en locale files", () => {
  it.each(SETS)('%s.json "%s" holds the whole label set', (namespace, key, labels) => {
    const file = JSON.parse(readFileSync(`${LOCALES}${namespace}.json`, 'utf8')) as Record<
      string,
      unknown
    >;
    expect(file[key]).toEqual(labels);
  });
});
