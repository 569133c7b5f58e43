import { describe, expect, it } from 'vitest';
import {
  createCreateFormState,
  createFormScopeForPath,
  EMPTY_UNTIMED_CONDITIONS,
} from './defaults';
import {
  createFormPreferencesKey,
  initialCreateFormModel,
  rememberChosenModel,
} from './preferences';
import { billingModels, rulesContext } from './test-fixtures';

describe('1-generation §3 Create form state defaults', () => {
  it('gptCfg 2, diffusionCfg 5, speed multiplier 1, keep pitch false, no conditions', () => {
    const state = createCreateFormState({ model: 'chirp-crow' });
    expect(state.global).toEqual({
      mode: 'simple',
      model: 'chirp-crow',
      lyricsModel: null,
      timedCondition: null,
      untimedConditions: EMPTY_UNTIMED_CONDITIONS,
    });
    expect(EMPTY_UNTIMED_CONDITIONS).toMatchObject({
      gptCfg: 2,
      diffusionCfg: 5,
      voxPersona: { enabled: false },
    });
    expect(state.adjustSpeed).toEqual({ clipId: null, speedMultiplier: 1, keepPitch: false });
    expect(state.simple).toEqual({ prompt: '', instrumental: false });
  });

  it('inside /studio paths the form defaults to custom mode', () => {
    expect(
      createCreateFormState({ model: 'chirp-crow', scope: 'studio', mode: 'simple' }).global.mode,
    ).toBe('custom');
    expect(
      createCreateFormState({ model: 'chirp-crow', mode: 'custom', lyricsModel: 'm' }).global,
    ).toMatchObject({ mode: 'custom', lyricsModel: 'm' });
    expect(createFormScopeForPath('/studio')).toBe('studio');
    expect(createFormScopeForPath('/studio?for_clip_id=1')).toBe('studio');
    expect(createFormScopeForPath('/create')).toBe('create');
  });
});

describe('1-generation §2 Create-form persisted state', () => {
  it('the chosen model is remembered per user, separately for the studio', () => {
    expect(createFormPreferencesKey('u1', 'create')).not.toBe(
      createFormPreferencesKey('u1', 'studio'),
    );
    expect(createFormPreferencesKey('u1', 'create')).not.toBe(
      createFormPreferencesKey('u2', 'create'),
    );
    expect(rememberChosenModel({ isSimple: true }, 'chirp-v4')).toEqual({
      isSimple: true,
      mv: 'chirp-v4',
      mvUserPreference: 'chirp-v4',
    });
  });

  it('a user who can use chirp-crow and has not seen it is switched to it once', () => {
    const ctx = rulesContext();
    const first = initialCreateFormModel({ mv: 'chirp-v4' }, ctx);
    expect(first).toEqual({
      model: 'chirp-crow',
      preferences: { mv: 'chirp-crow', hasSeenCrow: true },
    });
    const picked = rememberChosenModel(first.preferences, 'chirp-v4');
    expect(initialCreateFormModel(picked, ctx).model).toBe('chirp-v4');
  });

  it('without chirp-crow the remembered model, else the default tier (Auk plan feature)', () => {
    const noCrow = rulesContext(
      {},
      billingModels((key) => key !== 'chirp-crow'),
    );
    expect(initialCreateFormModel({ mv: 'chirp-bluejay' }, noCrow).model).toBe('chirp-bluejay');
    expect(
      initialCreateFormModel({ mv: 'bogus', mvUserPreference: 'chirp-v4' }, noCrow).model,
    ).toBe('chirp-v4');
    expect(initialCreateFormModel({}, noCrow).model).toBe('chirp-crow');
    const free = rulesContext(
      { plan: 'free' },
      billingModels((key) => key !== 'chirp-crow'),
    );
    expect(initialCreateFormModel({ hasSeenCrow: true }, free).model).toBe('chirp-v3-5');
  });
});
