import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../api/schema.gen';
import type { ReferenceType } from './references';
import {
  INFILL_TASKS,
  isExtendTask,
  isInfillTask,
  selectTask,
  TASKS,
  type Task,
  type TaskOptions,
} from './tasks';

const refs = (...types: ReferenceType[]) => types.map((type) => ({ type }));

describe('1-generation §4 Task selection: selectTask', () => {
  it.each([
    ['Cover gives cover', ['Cover'], {}, 'cover'],
    ['Persona gives artist_consistency', ['Persona'], {}, 'artist_consistency'],
    ['Persona gives vox with the voice persona', ['Persona'], { voxPersona: true }, 'vox'],
    ['Cover with Persona gives artist_cover', ['Cover', 'Persona'], {}, 'artist_cover'],
    [
      'Cover with Persona gives vox_cover with the voice persona',
      ['Persona', 'Cover'],
      { voxPersona: true },
      'vox_cover',
    ],
    ['Extend gives extend', ['Extend'], {}, 'extend'],
    [
      'Extend gives upload_extend for an uploaded clip',
      ['Extend'],
      { uploadedSource: true },
      'upload_extend',
    ],
    ['Extend with Persona gives artist_extend', ['Extend', 'Persona'], {}, 'artist_extend'],
    [
      'Extend with Persona gives artist_extend with the voice persona too',
      ['Extend', 'Persona'],
      { voxPersona: true },
      'artist_extend',
    ],
    ['Extend with Cover gives cover_extend', ['Extend', 'Cover'], {}, 'cover_extend'],
    [
      'Extend with Cover and Persona gives artist_cover_extend',
      ['Extend', 'Cover', 'Persona'],
      {},
      'artist_cover_extend',
    ],
    ['Infill gives infill', ['Infill'], {}, 'infill'],
    ['an intro infill gives infill_intro', ['Infill'], { infillKind: 'intro' }, 'infill_intro'],
    ['an outro infill gives infill_outro', ['Infill'], { infillKind: 'outro' }, 'infill_outro'],
    ['Infill with Cover gives cover_infill', ['Infill', 'Cover'], {}, 'cover_infill'],
    ['Infill with Persona gives artist_infill', ['Infill', 'Persona'], {}, 'artist_infill'],
    [
      'StemCondition with Infill gives stem_condition_infill',
      ['StemCondition', 'Infill'],
      {},
      'stem_condition_infill',
    ],
    ['StemCondition gives stem_condition', ['StemCondition'], {}, 'stem_condition'],
    ['GenStem gives gen_stem', ['GenStem'], {}, 'gen_stem'],
    ['FixedInfill gives fixed_infill', ['FixedInfill'], {}, 'fixed_infill'],
    ['Playlist gives playlist_condition', ['Playlist'], {}, 'playlist_condition'],
    [
      'Playlist with Persona gives vox_playlist_condition with the voice persona',
      ['Playlist', 'Persona'],
      { voxPersona: true },
      'vox_playlist_condition',
    ],
    ['Underpaint gives underpainting', ['Underpaint'], {}, 'underpainting'],
    ['Overpaint gives overpainting', ['Overpaint'], {}, 'overpainting'],
    ['no references give no task', [], {}, null],
  ] as [string, ReferenceType[], TaskOptions, Task | null][])('%s', (_, types, options, task) => {
    const selection = selectTask(refs(...types), options);
    expect(selection).toMatchObject({ ok: true, task });
  });

  it("Playlist with Persona requires the voice persona: 'Persona + Playlist combination requires vox persona to be enabled'", () => {
    expect(selectTask(refs('Playlist', 'Persona'))).toEqual({
      ok: false,
      code: 'persona_playlist_needs_vox',
      message: 'Persona + Playlist combination requires vox persona to be enabled',
    });
  });

  it('Personalization with no references gives playlist_condition and use_personalization', () => {
    expect(selectTask([], { personalization: true })).toEqual({
      ok: true,
      task: 'playlist_condition',
      usePersonalization: true,
      model: null,
    });
    expect(selectTask(refs('Persona'), { personalization: true, voxPersona: true })).toMatchObject({
      task: 'vox_playlist_condition',
      usePersonalization: true,
    });
    expect(selectTask(refs('Persona'), { personalization: true })).toMatchObject({
      ok: false,
      code: 'persona_playlist_needs_vox',
    });
  });

  it('fixed_infill forces model chirp-carp', () => {
    expect(selectTask(refs('FixedInfill'))).toMatchObject({
      task: 'fixed_infill',
      model: 'chirp-carp',
    });
    expect(selectTask(refs('Infill'))).toMatchObject({ task: 'infill', model: null });
  });

  it("the timeline reports cover_infill unsupported: 'Infill cover is not supported'", () => {
    expect(selectTask(refs('Infill', 'Cover'), { surface: 'timeline' })).toEqual({
      ok: false,
      code: 'infill_cover_unsupported',
      message: 'Infill cover is not supported',
    });
  });

  it("the timeline reports artist_infill unsupported: 'Artist infill is not supported'", () => {
    expect(selectTask(refs('Infill', 'Persona'), { surface: 'timeline' })).toEqual({
      ok: false,
      code: 'artist_infill_unsupported',
      message: 'Artist infill is not supported',
    });
    expect(selectTask(refs('Infill'), { surface: 'timeline' })).toMatchObject({ task: 'infill' });
  });

  it('a forbidden reference combination gives its message', () => {
    expect(selectTask(refs('Cover', 'Cover'))).toEqual({
      ok: false,
      code: 'invalid_references',
      message: 'Duplicate non-persona reference types are not allowed',
    });
  });

  it('a combination with no task value is an error without a spec message', () => {
    expect(selectTask(refs('Cover', 'StemCondition'))).toEqual({
      ok: false,
      code: 'no_task',
      message: null,
    });
    expect(selectTask(refs('FixedInfill', 'Persona'))).toEqual({
      ok: false,
      code: 'no_task',
      message: null,
    });
  });
});

describe('2-studio §3 task values: families', () => {
  it('lists every task value of the wire', () => {
    expectTypeOf<Task>().toEqualTypeOf<components['schemas']['Task']>();
    expect(new Set(TASKS).size).toBe(24);
  });

  it('infill and extend families', () => {
    expect(INFILL_TASKS.every(isInfillTask)).toBe(true);
    expect(isInfillTask('extend')).toBe(false);
    expect(isExtendTask('artist_cover_extend')).toBe(true);
    expect(isExtendTask(null)).toBe(false);
  });
});
