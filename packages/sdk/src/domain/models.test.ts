import { describe, expect, it } from 'vitest';
import { MAX_LENGTHS_LEGACY, MAX_LENGTHS_V4_5, MODEL_KEYS, type ModelKey } from './constants';
import { billingModels } from './create-form/test-fixtures';
import {
  baseModelKey,
  canExtend,
  canUseModel,
  defaultModel,
  defaultModelTier,
  forcedModelForTask,
  isModelAtLeast,
  isModelKey,
  latestAvailableModel,
  modelForReferences,
  modelChoiceKey,
  modelChoices,
  modelMaxLengths,
  modelRank,
  modelSatisfies,
  modelTier,
  supportsControlSliders,
  supportsMumble,
  type ModelNeeds,
} from './models';

const NONE: ModelNeeds = {
  extend: false,
  persona: false,
  cover: false,
  playlist: false,
  painting: false,
};

describe('1-generation §3 Models: modelTier by the name mapping', () => {
  it.each([
    ['chirp-crow', 'V5'],
    ['chirp-v5', 'V5'],
    ['chirp-crow-tau', 'V5'],
    ['chirp-v4-5-plus', 'V4.5+'],
    ['chirp-bluejay', 'V4.5+'],
    ['chirp-v4-5', 'V4.5'],
    ['chirp-auk', 'V4.5'],
    ['chirp-auk-infill', 'V4.5'],
    ['chirp-v4', 'V4'],
    ['chirp-v3-5', 'V3.5'],
    ['chirp-v3-0', 'V3'],
    ['chirp-carp', 'V3.5'],
    ['chirp-dodo', 'V3.5'],
    ['something-new', 'V3.5'],
  ])('%s is %s ("v3-5 or unknown = V3.5")', (key, tier) => {
    expect(modelTier(key)).toBe(tier);
  });

  it('knows every model key and no other', () => {
    expect(MODEL_KEYS.every(isModelKey)).toBe(true);
    expect(isModelKey('chirp-crow-tau')).toBe(false);
    expect(isModelKey('gpt')).toBe(false);
  });
});

describe('1-generation §3: tau variants are used when references are present', () => {
  it.each([
    ['chirp-auk', 'chirp-auk-tau'],
    ['chirp-bluejay', 'chirp-bluejay-tau'],
    ['chirp-crow', 'chirp-crow-tau'],
    ['chirp-v4', 'chirp-v4'],
  ] as const)('%s with references is sent as %s', (model, sent) => {
    expect(modelForReferences(model, true)).toBe(sent);
    expect(modelForReferences(model, false)).toBe(model);
  });

  it('a tau variant ranks, limits and is billed as its base model', () => {
    expect(baseModelKey('chirp-crow-tau')).toBe('chirp-crow');
    expect(modelRank('chirp-crow-tau')).toBe(modelRank('chirp-crow'));
    expect(canUseModel('chirp-crow-tau', billingModels())).toBe(true);
    expect(modelRank('unknown')).toBeNull();
  });
});

describe('1-generation §4: fixed_infill forces model chirp-carp', () => {
  it('forces chirp-carp for fixed_infill only', () => {
    expect(forcedModelForTask('fixed_infill')).toBe('chirp-carp');
    expect(forcedModelForTask('infill')).toBeNull();
    expect(forcedModelForTask(null)).toBeNull();
  });
});

describe('1-generation §4: the capability ladder', () => {
  it.each(MODEL_KEYS.map((key) => [key, key !== 'chirp-carp'] as const))(
    'extend works with v2, v3-0, v3-5, v4 and the bird-named models: %s → %s',
    (key, extends_) => {
      expect(canExtend(key)).toBe(extends_);
    },
  );

  it.each([
    ['persona', { persona: true }, 'chirp-v3-0', 'chirp-v3-5'],
    ['cover', { cover: true }, 'chirp-v3-0', 'chirp-v3-5'],
    ['playlist', { playlist: true }, 'chirp-auk', 'chirp-bluejay'],
    ['underpaint or overpaint', { painting: true }, 'chirp-v4-5', 'chirp-v4-5-plus'],
    ['persona with extend', { persona: true, extend: true }, 'chirp-v4', 'chirp-auk'],
    ['persona with cover', { persona: true, cover: true }, 'chirp-v4', 'chirp-v4-5'],
    ['extend', { extend: true }, 'chirp-carp', 'chirp-v2'],
  ] as const)('%s: %s is too old, %s is enough', (_, needs, tooOld, enough) => {
    expect(modelSatisfies(tooOld, { ...NONE, ...needs })).toBe(false);
    expect(modelSatisfies(enough, { ...NONE, ...needs })).toBe(true);
  });

  it('unknown models are never "or later"', () => {
    expect(isModelAtLeast('mystery', 'chirp-v2')).toBe(false);
    expect(modelSatisfies('mystery', NONE)).toBe(true);
  });

  it('mumble mode only for bluejay and crow', () => {
    expect(MODEL_KEYS.filter(supportsMumble)).toEqual(['chirp-bluejay', 'chirp-crow']);
    expect(supportsMumble('chirp-crow-tau')).toBe(true);
  });

  it('control sliders only for V4.5 and later models', () => {
    expect(supportsControlSliders('chirp-v4')).toBe(false);
    expect(supportsControlSliders('chirp-v4-5')).toBe(true);
    expect(supportsControlSliders('chirp-bluejay-tau')).toBe(true);
  });
});

describe('1-generation §4 "Model changed": the latest available model', () => {
  const playlist = (key: ModelKey): boolean => modelSatisfies(key, { ...NONE, playlist: true });

  it('is the newest usable billing model that carries the conditions', () => {
    const models = billingModels((key) => key !== 'chirp-ibis' && key !== 'chirp-hawk');
    expect(latestAvailableModel(models, playlist)).toBe('chirp-gull');
  });

  it('is the newest offered model when none usable carries them (the upgrade prompt opens later)', () => {
    const models = billingModels((key) => key === 'chirp-v3-5');
    expect(latestAvailableModel(models, playlist)).toBe('chirp-ibis');
  });

  it('never picks a task-only model (chirp-carp, chirp-auk-infill)', () => {
    const models = billingModels().filter((m) =>
      ['chirp-carp', 'chirp-auk-infill', 'chirp-v4'].includes(m.external_key),
    );
    expect(latestAvailableModel(models)).toBe('chirp-v4');
  });

  it('falls back to the newest known model without billing models', () => {
    expect(latestAvailableModel([], playlist)).toBe('chirp-ibis');
    expect(latestAvailableModel([], () => false)).toBe('chirp-ibis');
  });
});

describe('1-generation §3 Models: a picker offers each model once', () => {
  it('drops the task-only models and the version keys of auk (4.5) and bluejay (4.5+)', () => {
    const keys = modelChoices(billingModels()).map((m) => m.external_key);
    expect(keys).not.toContain('chirp-carp');
    expect(keys).not.toContain('chirp-auk-infill');
    expect(keys).not.toContain('chirp-v4-5');
    expect(keys).not.toContain('chirp-v4-5-plus');
    expect(keys).toEqual(
      expect.arrayContaining([
        'chirp-v3-0',
        'chirp-v3-5',
        'chirp-auk',
        'chirp-bluejay',
        'chirp-crow',
      ]),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps a version key when its bird key is not offered', () => {
    const models = billingModels().filter((m) => m.external_key !== 'chirp-auk');
    expect(modelChoices(models).map((m) => m.external_key)).toContain('chirp-v4-5');
  });

  it('shows a version key (or its tau variant) under its bird key', () => {
    expect(modelChoiceKey('chirp-v4-5-plus')).toBe('chirp-bluejay');
    expect(modelChoiceKey('chirp-crow-tau')).toBe('chirp-crow');
    expect(modelChoiceKey('chirp-v4')).toBe('chirp-v4');
  });
});

describe('1-generation §5: per-model maxima (billing model max_lengths)', () => {
  it('reads the billing model, then the decided table', () => {
    const custom = { ...MAX_LENGTHS_LEGACY, prompt: 42 };
    const models = [{ external_key: 'chirp-v4', can_use: true, max_lengths: custom }];
    expect(modelMaxLengths('chirp-v4', models)).toEqual(custom);
    expect(modelMaxLengths('chirp-crow-tau', [])).toEqual(MAX_LENGTHS_V4_5);
    expect(modelMaxLengths('mystery', [])).toEqual(MAX_LENGTHS_LEGACY);
  });

  it('a model without a usable billing model cannot be used', () => {
    expect(
      canUseModel(
        'chirp-crow',
        billingModels((k) => k !== 'chirp-crow'),
      ),
    ).toBe(false);
  });
});

describe('1-generation §6: the Auk plan feature selects the default tier', () => {
  it('V5 with Auk, V3.5 without', () => {
    expect(defaultModelTier({ id: 'u', features: ['Auk'] })).toBe('V5');
    expect(defaultModelTier({ id: 'u', features: [] })).toBe('V3.5');
    expect(defaultModel({ id: 'u', features: ['Auk'] })).toBe('chirp-crow');
    expect(defaultModel({ id: 'u', plan: 'free' })).toBe('chirp-v3-5');
  });
});
