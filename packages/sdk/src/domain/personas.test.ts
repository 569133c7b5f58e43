import { describe, expect, it } from 'vitest';
import { wireClip } from './fixtures/wire-clip';
import {
  PERSONA_CREATED_TASK,
  avatarPromptInput,
  buildPersonaPayload,
  canManagePersona,
  defaultPersonaClipRange,
  defaultPersonaIsPublic,
  isAvatarCreateDisabled,
  isEmptyPersonaList,
  personaDescriptionCounter,
  personaDescriptionInput,
  personaErrorToast,
  personaSaveStep,
  personaSourceProblem,
  rootClipRequiredToast,
  toggledLove,
  withCreatedPersona,
} from './personas';
import type { Viewer } from './permissions';

const user: Viewer = { id: 'owner', plan: 'pro' };

describe('3-library-social §5 Validation: persona source clips', () => {
  it.each([
    ['a generated song', {}, user, [], null],
    [
      'an audio upload',
      { metadata: { type: 'upload' as const } },
      user,
      [],
      'Personas from audio uploads are disabled at this time.',
    ],
    [
      'an audio upload, staff',
      { metadata: { type: 'upload' as const } },
      { ...user, isStaff: true },
      [],
      null,
    ],
    [
      'an audio upload, flag personas-audio-upload',
      { metadata: { type: 'upload' as const } },
      user,
      ['personas-audio-upload'],
      null,
    ],
    [
      'an infill clip',
      { metadata: { infill: true } },
      user,
      [],
      'A Persona cannot be created from this clip.',
    ],
    [
      'an infill task',
      { metadata: { task: 'fixed_infill' as const } },
      user,
      [],
      'A Persona cannot be created from this clip.',
    ],
    [
      'a stem',
      { model_name: 'chirp-crow-stem' },
      user,
      [],
      'A Persona cannot be created from this clip.',
    ],
    [
      'a song over 4 minutes',
      { metadata: { duration: 241 } },
      user,
      [],
      'A Persona cannot be created from this clip.',
    ],
    ['a song of exactly 4 minutes', { metadata: { duration: 240 } }, user, [], null],
    ['a song still without a duration', { metadata: { duration: null } }, user, [], null],
  ] as const)('%s', (_case, overrides, viewer, flags, message) => {
    expect(personaSourceProblem(wireClip(overrides), viewer, flags)?.message ?? null).toBe(message);
  });
});

describe('3-library-social §4 Personas: defaults and the dialog', () => {
  it('with the privacy-mode flag off, new personas are public by default', () => {
    expect(defaultPersonaIsPublic([])).toBe(true);
    expect(defaultPersonaIsPublic(['privacy-mode'])).toBe(false);
  });

  it("root_clip_id required ('Root clip ID is required.')", () => {
    expect(buildPersonaPayload({ user_id: 'owner', root_clip_id: ' ' }, [])).toEqual({
      ok: false,
      error: 'Root clip ID is required.',
    });
    expect(buildPersonaPayload({ user_id: 'owner' }, [])).toEqual({
      ok: false,
      error: 'Root clip ID is required.',
    });
    expect(rootClipRequiredToast()).toEqual({
      kind: 'error',
      message: 'Root clip ID is required.',
      durationMs: 5000,
      closable: true,
    });
  });

  it("missing name becomes 'Untitled Persona'; missing description becomes empty; clips holds the root", () => {
    expect(buildPersonaPayload({ user_id: 'owner', root_clip_id: 'c1' }, ['privacy-mode'])).toEqual(
      {
        ok: true,
        payload: {
          user_id: 'owner',
          root_clip_id: 'c1',
          name: 'Untitled Persona',
          description: '',
          image_s3_id: null,
          clips: ['c1'],
          is_public: false,
        },
      },
    );
    const named = buildPersonaPayload(
      {
        user_id: 'owner',
        root_clip_id: 'c1',
        name: ' Nova ',
        description: 'd',
        image_s3_id: 's3',
        is_public: true,
      },
      ['privacy-mode'],
    );
    expect(named).toMatchObject({
      ok: true,
      payload: { name: 'Nova', description: 'd', image_s3_id: 's3', is_public: true },
    });
  });

  it.each([
    [
      { baseClipId: null, isPublic: true, hasPersonas: false },
      { kind: 'error', message: 'You need to select a base clip!' },
    ],
    [
      { baseClipId: 'c', isPublic: true, hasPersonas: false },
      { kind: 'confirm_public', title: 'Make Persona Public?' },
    ],
    [
      { baseClipId: 'c', isPublic: true, hasPersonas: false, publicConfirmed: true },
      { kind: 'save' },
    ],
    [{ baseClipId: 'c', isPublic: true, hasPersonas: true }, { kind: 'save' }],
    [{ baseClipId: 'c', isPublic: false, hasPersonas: false }, { kind: 'save' }],
  ] as const)(
    "save needs a base clip; with no personas yet and Public on, 'Make Persona Public?' comes first (%o)",
    (input, step) => {
      expect(personaSaveStep(input)).toEqual(step);
    },
  );

  it('on success the persona becomes active: added with multi-root-persona, else replacing; task artist_consistency', () => {
    const list = [{ personaId: 'a' }];
    expect(withCreatedPersona(list, { personaId: 'b' }, [])).toEqual([{ personaId: 'b' }]);
    expect(withCreatedPersona(list, { personaId: 'b' }, ['multi-root-persona'])).toEqual([
      { personaId: 'a' },
      { personaId: 'b' },
    ]);
    expect(withCreatedPersona(list, { personaId: 'a' }, ['multi-root-persona'])).toEqual([
      { personaId: 'a' },
    ]);
    expect(PERSONA_CREATED_TASK).toBe('artist_consistency');
  });

  it('persona clip range default end: clip duration capped at 120 s (60 s with auk-model)', () => {
    expect(defaultPersonaClipRange(200, [])).toEqual({ startS: 0, endS: 120 });
    expect(defaultPersonaClipRange(200, ['auk-model'])).toEqual({ startS: 0, endS: 60 });
    expect(defaultPersonaClipRange(45, [])).toEqual({ startS: 0, endS: 45 });
  });

  it('avatar prompt max 200 characters; the Create button is disabled while empty or busy', () => {
    expect(avatarPromptInput('x'.repeat(250))).toHaveLength(200);
    expect(isAvatarCreateDisabled('  ', false)).toBe(true);
    expect(isAvatarCreateDisabled('a cat', true)).toBe(true);
    expect(isAvatarCreateDisabled('a cat', false)).toBe(false);
  });

  it('description max is a shared limit; its counter shows length/limit', () => {
    expect(personaDescriptionInput('d'.repeat(300))).toHaveLength(200);
    expect(personaDescriptionCounter('hello')).toBe('5/200');
  });

  it('the persona owner edits, trashes and sets visibility', () => {
    expect(canManagePersona({ is_owned: true }, user)).toBe(true);
    expect(canManagePersona({ user_id: 'owner' }, user)).toBe(true);
    expect(canManagePersona({ user_id: 'x', is_owned: false }, user)).toBe(false);
  });

  it('loved/unloved toggles and the count follows', () => {
    expect(toggledLove({ is_loved: false, upvote_count: 3 })).toEqual({
      is_loved: true,
      upvote_count: 4,
    });
    expect(toggledLove({ is_loved: true, upvote_count: 0 })).toEqual({
      is_loved: false,
      upvote_count: 0,
    });
    expect(toggledLove({})).toEqual({ is_loved: true, upvote_count: 1 });
  });
});

describe('3-library-social §8 Persona toasts (error, 5 s, closable)', () => {
  it.each([
    ['create', undefined, 'An error occurred while creating the persona.'],
    ['create', 'Name taken', 'Name taken'],
    ['update', undefined, 'An error occurred while updating the persona.'],
    ['update', 'Bad name', 'Bad name'],
    ['fetchTrashed', 'ignored', 'An error occurred while fetching trashed personas.'],
    ['toggleLove', undefined, 'An error occurred while toggling love for the persona.'],
  ] as const)('%s (detail %s): %s', (action, detail, message) => {
    expect(personaErrorToast(action, { detail })).toEqual({
      kind: 'error',
      message,
      durationMs: 5000,
      closable: true,
    });
  });

  it("'...fetching {product} personas.' names the product", () => {
    expect(personaErrorToast('fetchProduct', { product: 'Cadenza' }).message).toBe(
      'An error occurred while fetching Cadenza personas.',
    );
    expect(personaErrorToast('fetchProduct').message).toBe(
      'An error occurred while fetching personas.',
    );
  });

  it("404 with detail 'No loved personas found' or 'No followed personas found' is an empty list", () => {
    expect(isEmptyPersonaList(404, 'No loved personas found')).toBe(true);
    expect(isEmptyPersonaList(404, 'No followed personas found')).toBe(true);
    expect(isEmptyPersonaList(404, 'Not found')).toBe(false);
    expect(isEmptyPersonaList(500, 'No loved personas found')).toBe(false);
  });
});
