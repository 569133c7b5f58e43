import { describe, expect, test } from 'vitest';
import { PERSONA_MESSAGES } from '@cadenza/sdk';
import {
  hasMoreSongs,
  hasPersonaPlan,
  loveOverride,
  mergePages,
  nextSongsPage,
  personaListState,
  personaPageState,
  shownPersonas,
  personaUseHref,
  withChange,
  withOverride,
  withoutChange,
  type Persona,
} from './persona-view';

const persona = (id: string, extra: Partial<Persona> = {}): Persona => ({
  id,
  name: `Persona ${id}`,
  description: '',
  root_clip_id: `root-${id}`,
  is_owned: true,
  is_loved: false,
  upvote_count: 2,
  is_trashed: false,
  is_public: true,
  user_id: 'u1',
  ...extra,
});

const failed = (status: number, detail?: string) => ({
  data: undefined,
  isError: true,
  error: { status, ...(detail === undefined ? {} : { detail }) },
});

describe('3-library-social §8: persona lists', () => {
  test("404 'No loved personas found' is an empty list", () => {
    expect(personaListState(failed(404, PERSONA_MESSAGES.noLovedPersonas))).toEqual({
      kind: 'ready',
      personas: [],
    });
  });

  test("404 'No followed personas found' is an empty list", () => {
    expect(personaListState(failed(404, PERSONA_MESSAGES.noFollowedPersonas)).kind).toBe('ready');
  });

  test('any other failure is an error, a pending query is loading', () => {
    expect(personaListState(failed(500, 'boom')).kind).toBe('error');
    expect(personaListState({ data: undefined, error: undefined, isError: false }).kind).toBe(
      'loading',
    );
  });
});

describe('/persona/{id}: a missing, private or trashed persona is a page of its own', () => {
  test('404 (missing, or private or trashed and not mine) is missing, never data', () => {
    expect(personaPageState(failed(404, 'Persona not found.'))).toEqual({ kind: 'missing' });
  });

  test("the owner's trashed persona is the trashed page, also right after trashing it", () => {
    const trashed = persona('p', { is_trashed: true });
    expect(
      personaPageState({ data: { persona: trashed }, error: undefined, isError: false }),
    ).toEqual({ kind: 'trashed', persona: trashed });
    const live = persona('p');
    expect(
      personaPageState({ data: { persona: live }, error: undefined, isError: false }, true).kind,
    ).toBe('trashed');
  });

  test('a server failure is an error page (retry), not "missing"', () => {
    expect(personaPageState(failed(503)).kind).toBe('error');
  });
});

describe('§4 Personas: loved/unloved, trash with undo', () => {
  test('a love press flips loved and moves the count; never below 0', () => {
    expect(loveOverride(persona('p'))).toEqual({ is_loved: true, upvote_count: 3 });
    expect(loveOverride(persona('p', { is_loved: true, upvote_count: 0 }))).toEqual({
      is_loved: false,
      upvote_count: 0,
    });
  });

  test('a trashed persona leaves the list at once; pending changes show over the server copy', () => {
    const b = persona('b');
    const shown = shownPersonas(
      [persona('a'), b],
      withChange({}, b, { is_public: false }),
      new Set(['a']),
    );
    expect(shown.map((p) => [p.id, p.is_public])).toEqual([['b', false]]);
  });

  test("a refused change rolls back; the server's next copy replaces a pending change", () => {
    const b = persona('b');
    const pending = withChange({}, b, loveOverride(b));
    expect(withOverride(b, pending).is_loved).toBe(true);
    expect(withOverride(b, withoutChange(pending, 'b')).is_loved).toBe(false);
    const fresh = persona('b', { is_loved: false, upvote_count: 9 });
    expect(withOverride(fresh, pending).upvote_count).toBe(9);
  });
});

describe('DECISIONS.md Paging: getPersonaPaginated from page 0, 20 a page', () => {
  test('the next page number counts from 0', () => {
    expect(nextSongsPage(1)).toBe(1);
    expect(nextSongsPage(2)).toBe(2);
  });

  test('more songs remain while fewer than the total are loaded', () => {
    expect(hasMoreSongs(20, 45, 1)).toBe(true);
    expect(hasMoreSongs(45, 45, 3)).toBe(false);
    expect(hasMoreSongs(3, 3, 1)).toBe(false);
  });

  test('later pages add only songs not already listed', () => {
    const merged = mergePages([{ id: 'a' }, { id: 'b' }], [[{ id: 'b' }, { id: 'c' }]]);
    expect(merged.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('1-generation §2: /create?use_persona={clipId}', () => {
  test('uses a song that carries the persona when one is listed, else the root song', () => {
    const p = persona('p');
    const song = { id: 'made', persona: { id: 'p' } } as never;
    expect(personaUseHref(p, [song])).toBe('/create?use_persona=made');
    expect(personaUseHref(p, [])).toBe('/create?use_persona=root-p');
  });
});

describe('3-library-social §5: Persona needs a plan including it (only Pro and Premier)', () => {
  test('free and unset plans get the upsell; Pro, Premier and staff may', () => {
    expect(hasPersonaPlan({ id: 'u', plan: 'free' })).toBe(false);
    expect(hasPersonaPlan({ id: 'u', plan: null })).toBe(false);
    expect(hasPersonaPlan({ id: 'u', plan: 'pro' })).toBe(true);
    expect(hasPersonaPlan({ id: 'u', plan: 'premier' })).toBe(true);
    expect(hasPersonaPlan({ id: 'u', plan: 'free', isStaff: true })).toBe(true);
  });
});
