/**
 * The /create prefill (1-generation §2 routes, §4 conflict rules): remix_clip + remix_type and
 * use_persona give one form update through the SDK's remix and persona actions.
 */
import { describe, expect, test } from 'vitest';
import {
  CREATE_FORM_NOTICES,
  CREATE_FORM_TITLES,
  SONG_MENU_DISABLED_MESSAGES,
  defaultContinueAt,
  type CreateFormState,
} from '@cadenza/sdk';
import { editUntimed } from './form-edit';
import { FIXTURE_CLIPS, FIXTURE_PERSONAS, emptyForm, fixtureContext } from './fixtures/data';
import {
  createFormPrefill,
  createQueryKey,
  personaIdOfClip,
  personaRootedAt,
  prefillReady,
  readCreateQuery,
} from './prefill';

const ctx = fixtureContext();
const song = {
  ...FIXTURE_CLIPS.song,
  title: 'Night Drive',
  metadata: {
    ...FIXTURE_CLIPS.song.metadata,
    prompt: '[Verse] neon',
    tags: 'synthwave',
    negative_tags: 'metal',
    duration: 184,
    has_vocal: false,
  },
};
const aria = FIXTURE_PERSONAS[0]!;

const prefilled = (
  search: string,
  sources: Parameters<typeof createFormPrefill>[2],
  state: CreateFormState = emptyForm(),
) => {
  const update = createFormPrefill(
    state,
    readCreateQuery(new URLSearchParams(search)),
    sources,
    ctx,
  );
  if (!update?.ok) throw new Error('expected a prefilled form');
  return update;
};

describe('create page query (1-generation §2: /create?remix_clip={clipId}&remix_type=...)', () => {
  test('reads remix_clip and remix_type from URLSearchParams or a plain record', () => {
    expect(readCreateQuery(new URLSearchParams('remix_clip=clip-night&remix_type=extend'))).toEqual(
      { remix: { clipId: 'clip-night', type: 'extend' }, usePersonaClipId: null },
    );
    expect(readCreateQuery({ use_persona: 'clip-night' }).usePersonaClipId).toBe('clip-night');
  });

  test('an unknown remix_type or a missing clip asks for nothing', () => {
    expect(
      readCreateQuery(new URLSearchParams('remix_clip=clip-night&remix_type=crop')).remix,
    ).toBe(null);
    expect(createQueryKey(readCreateQuery(new URLSearchParams('remix_type=cover')))).toBe(null);
    expect(readCreateQuery(null)).toEqual({ remix: null, usePersonaClipId: null });
  });

  test('the prefill waits until the remix clip and the persona are loaded', () => {
    const query = readCreateQuery({
      remix_clip: 'clip-night',
      remix_type: 'cover',
      use_persona: 'c',
    });
    expect(prefillReady(query, { remixClip: song })).toBe(false);
    expect(prefillReady(query, { remixClip: song, persona: null })).toBe(true);
  });

  test('the persona of a use_persona clip is the clip persona', () => {
    expect(personaIdOfClip({ id: 'clip-night', persona: { id: 'persona-aria' } })).toBe(
      'persona-aria',
    );
    expect(personaIdOfClip({ id: 'clip-night' })).toBe(null);
  });

  test("a persona's own root song gives the persona rooted at it", () => {
    const own = [{ id: 'persona-aria', root_clip_id: 'clip-night' }];
    expect(personaRootedAt(own, 'clip-night')?.id).toBe('persona-aria');
    expect(personaRootedAt(own, 'clip-other')).toBe(null);
    expect(personaRootedAt(undefined, 'clip-night')).toBe(null);
  });
});

describe('remix types prefill the form (1-generation §2, §4)', () => {
  test('cover: custom mode, the clip title, lyrics, styles and excluded styles, and the cover', () => {
    const { state } = prefilled('remix_clip=clip-night&remix_type=cover', { remixClip: song });
    expect(state.global.mode).toBe('custom');
    expect(state.global.untimedConditions.cover?.clipId).toBe('clip-night');
    expect(state.custom).toMatchObject({
      title: 'Night Drive',
      lyrics: '[Verse] neon',
      styles: 'synthwave',
      excludeStyles: 'metal',
    });
  });

  test('extend: an extend condition from the clip duration minus 0.2 s, rounded', () => {
    const { state } = prefilled('remix_clip=clip-night&remix_type=extend', { remixClip: song });
    expect(state.global.timedCondition).toMatchObject({
      type: 'extend',
      clipId: 'clip-night',
      startSeconds: defaultContinueAt(184),
    });
  });

  test("add_vocal: custom mode and a title ending ' (Add Vocal)'", () => {
    const { state } = prefilled('remix_clip=clip-night&remix_type=add_vocal', { remixClip: song });
    expect(state.custom.title).toBe(`Night Drive${CREATE_FORM_TITLES.addVocalSuffix}`);
    expect(state.global.timedCondition?.type).toBe('overpaint');
    expect(state.custom.lyrics).toBe('[Verse] neon');
  });

  test('add_instrumental: an underpaint of the clip', () => {
    const { state } = prefilled('remix_clip=clip-night&remix_type=add_instrumental', {
      remixClip: song,
    });
    expect(state.global.timedCondition).toMatchObject({ type: 'underpaint', clipId: 'clip-night' });
  });

  test('reuse: the styles and lyrics of the clip, remembered as reused-from', () => {
    const { state } = prefilled('remix_clip=clip-night&remix_type=reuse', { remixClip: song });
    expect(state.custom.reusedFromClipId).toBe('clip-night');
    expect(state.custom.styles).toBe('synthwave');
  });

  test('speed: adjust-speed mode with the clip', () => {
    const { state } = prefilled('remix_clip=clip-night&remix_type=speed', { remixClip: song });
    expect(state.global.mode).toBe('adjust_speed');
    expect(state.adjustSpeed.clipId).toBe('clip-night');
  });

  test("speed on an upload: 'Cannot adjust speed of uploaded audio and its derivatives'", () => {
    const update = createFormPrefill(
      emptyForm(),
      readCreateQuery({ remix_clip: 'clip-upload', remix_type: 'speed' }),
      { remixClip: FIXTURE_CLIPS.upload },
      ctx,
    );
    expect(update).toEqual({
      ok: false,
      error: expect.objectContaining({ message: SONG_MENU_DISABLED_MESSAGES.speedUpload }),
    });
  });

  test('a remix clip that failed to load leaves the form alone', () => {
    expect(
      createFormPrefill(
        emptyForm(),
        readCreateQuery({ remix_clip: 'gone', remix_type: 'cover' }),
        { remixClip: null },
        ctx,
      ),
    ).toBe(null);
  });
});

describe('use_persona (1-generation §2: /create?use_persona={clipId})', () => {
  test("adds the clip's persona and copies its root clip's styles and excluded styles", () => {
    const { state } = prefilled('use_persona=clip-night', { persona: aria });
    expect(state.global.untimedConditions.personas.map((p) => p.personaId)).toEqual([
      'persona-aria',
    ]);
    expect(state.custom.styles).toBe('dream pop, airy vocals');
    expect(state.custom.excludeStyles).toBe('metal');
  });

  test("adding the persona while a playlist is set shows 'Inspiration removed'", () => {
    const withPlaylist = editUntimed(emptyForm('custom'), {
      playlist: { playlistId: 'playlist-road', name: 'Road trip' },
    });
    const update = prefilled('use_persona=clip-night', { persona: aria }, withPlaylist);
    expect(update.state.global.untimedConditions.playlist).toBe(null);
    expect(update.notices.map((n) => n.message)).toContain(CREATE_FORM_NOTICES.inspirationRemoved);
  });

  test('a cover remix and a persona together: both applied, the cover first', () => {
    const { state } = prefilled('remix_clip=clip-night&remix_type=cover&use_persona=clip-night', {
      remixClip: song,
      persona: aria,
    });
    expect(state.global.untimedConditions.cover?.clipId).toBe('clip-night');
    expect(state.global.untimedConditions.personas).toHaveLength(1);
  });
});
