/**
 * The crow and bluejay introductions (1-generation §2 persisted state hasSeenCrowModal and
 * hasSeenBluejay): the newest model the plan can use is introduced once.
 */
import { describe, expect, test } from 'vitest';
import { FIXTURE_MODELS } from './fixtures/data';
import { markModelIntroSeen, modelIntroToShow } from './model-intro';

const withoutCrow = FIXTURE_MODELS.map((m) =>
  m.external_key === 'chirp-crow' ? { ...m, can_use: false } : m,
);
const olderOnly = FIXTURE_MODELS.filter(
  (m) => m.external_key !== 'chirp-crow' && m.external_key !== 'chirp-bluejay',
);

describe('new-model introductions', () => {
  test('a plan that can use chirp-crow sees the crow modal until hasSeenCrowModal', () => {
    expect(modelIntroToShow({}, FIXTURE_MODELS)).toBe('crow');
    expect(modelIntroToShow(markModelIntroSeen({}, 'crow'), FIXTURE_MODELS)).toBe(null);
    expect(markModelIntroSeen({}, 'crow')).toEqual({ hasSeenCrowModal: true });
  });

  test('a plan that can use chirp-bluejay but not chirp-crow sees the bluejay modal until hasSeenBluejay', () => {
    expect(modelIntroToShow({}, withoutCrow)).toBe('bluejay');
    expect(modelIntroToShow({ hasSeenBluejay: true }, withoutCrow)).toBe(null);
  });

  test('the crow modal once seen is not followed by the bluejay modal', () => {
    expect(modelIntroToShow({ hasSeenCrowModal: true }, FIXTURE_MODELS)).toBe(null);
  });

  test('a plan with neither model sees no introduction', () => {
    expect(modelIntroToShow({}, olderOnly)).toBe(null);
  });
});
