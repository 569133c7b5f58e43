import { describe, expect, it } from 'vitest';
import {
  buildUpsampleRequest,
  describeRemasterError,
  remasterProblem,
  validateRemasterTitle,
} from './remaster';

describe('1-generation §5 Remaster limits', () => {
  it("disabled over 960 s: 'Cannot remaster songs longer than 16 minutes'", () => {
    expect(remasterProblem({ metadata: { duration: 960 } })).toBeNull();
    expect(remasterProblem({ metadata: { duration: 961 } })).toBe(
      'Cannot remaster songs longer than 16 minutes',
    );
  });

  it("disabled for contest base clips: 'Contest songs cannot be remastered'", () => {
    expect(remasterProblem({ is_contest_base_clip: true, metadata: { duration: 60 } })).toBe(
      'Contest songs cannot be remastered',
    );
    expect(remasterProblem({})).toBeNull();
  });

  it("remaster title max 80 characters ('Title too long.')", () => {
    expect(validateRemasterTitle('x'.repeat(80))).toBeNull();
    expect(validateRemasterTitle('x'.repeat(81))).toBe('Title too long.');
  });
});

describe('1-generation §8 Remaster errors', () => {
  it.each([
    [400, 'Remaster not allowed. Subscribe to access Remaster.'],
    [422, 'Title too long.'],
    [500, 'Remaster failed.'],
    [0, 'Remaster failed.'],
  ])('%s → %s', (status, message) => {
    expect(describeRemasterError(status)).toBe(message);
  });
});

describe('1-generation §7 Upsample parameters', () => {
  it('are clamped to 0..1 and sent only when non-default (freedom not 0, the others not 0.5)', () => {
    expect(
      buildUpsampleRequest({
        clipId: 'c',
        modelName: 'chirp-crow',
        params: { freedom: 2, tone: 0.5, strength: -1, stereo_width: 0.7, clarity: Number.NaN },
      }),
    ).toEqual({
      clip_id: 'c',
      model_name: 'chirp-crow',
      freedom: 1,
      strength: 0,
      stereo_width: 0.7,
    });
    expect(
      buildUpsampleRequest({ clipId: 'c', modelName: 'chirp-crow', params: { freedom: 0 } }),
    ).toEqual({
      clip_id: 'c',
      model_name: 'chirp-crow',
    });
  });

  it('tags only if non-blank; title and variation when given', () => {
    expect(
      buildUpsampleRequest({
        clipId: 'c',
        modelName: 'chirp-v4',
        tags: '  ',
        title: 'Remastered',
        variationCategory: 'subtle',
      }),
    ).toEqual({
      clip_id: 'c',
      model_name: 'chirp-v4',
      title: 'Remastered',
      variation_category: 'subtle',
    });
    expect(
      buildUpsampleRequest({ clipId: 'c', modelName: 'chirp-v4', tags: 'warm' }),
    ).toMatchObject({ tags: 'warm' });
  });
});
