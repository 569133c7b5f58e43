import { describe, expect, it } from 'vitest';
import { withTimed, withUntimed } from './create-form/conditions';
import { addVocalTitle, REMIX_TYPES } from './create-form/remix-plans';
import {
  customForm,
  messagesOf,
  resolved,
  rulesContext,
  sourceClip,
} from './create-form/test-fixtures';
import {
  applyRemix,
  applyStudioSelection,
  isRemixLike,
  parseCreateQuery,
  speedAdjustProblem,
} from './remix';

const ctx = rulesContext();
const base = customForm('chirp-crow');
const simple = { ...base, global: { ...base.global, mode: 'simple' as const } };
const clip = sourceClip('c1');

describe('1-generation §2 /create query', () => {
  it.each(REMIX_TYPES)('remix_clip with remix_type=%s opens the form for that remix', (type) => {
    expect(parseCreateQuery({ remix_clip: 'c1', remix_type: type })).toEqual({
      remix: { clipId: 'c1', type },
      usePersonaClipId: null,
    });
  });

  it('ignores unknown remix types and reads use_persona', () => {
    expect(
      parseCreateQuery({ remix_clip: 'c1', remix_type: 'remaster', use_persona: 'p1' }),
    ).toEqual({
      remix: null,
      usePersonaClipId: 'p1',
    });
    expect(parseCreateQuery({ remix_clip: '', remix_type: 'cover', use_persona: '' })).toEqual({
      remix: null,
      usePersonaClipId: null,
    });
    expect(parseCreateQuery({ remix_type: 'toString' })).toMatchObject({ remix: null });
  });
});

describe('1-generation §4 Remixes in the create form', () => {
  it("'Add vocal' sets custom mode, a title ending ' (Add Vocal)', and copies lyrics, styles and excluded styles", () => {
    const { state } = resolved(applyRemix(simple, 'add_vocal', clip, ctx));
    expect(state.global.mode).toBe('custom');
    expect(state.custom.title).toBe('Song c1 (Add Vocal)');
    expect(state.custom.lyrics).toBe('[Verse]\nHello');
    expect(state.custom.styles).toBe('lofi, piano');
    expect(state.custom.excludeStyles).toBe('metal');
    expect(state.global.timedCondition).toEqual({
      type: 'overpaint',
      clipId: 'c1',
      startSeconds: 0,
      endSeconds: 180,
    });
  });

  it("the ' (Add Vocal)' title fits the model's title maximum and is not doubled", () => {
    expect(addVocalTitle('x'.repeat(100), 100)).toBe(`${'x'.repeat(88)} (Add Vocal)`);
    expect(addVocalTitle('Song (Add Vocal)', 100)).toBe('Song (Add Vocal)');
    const untitled = resolved(applyRemix(base, 'add_vocal', { id: 'u' }, ctx)).state;
    expect(untitled.custom.title).toBe(' (Add Vocal)');
    expect(untitled.global.timedCondition).toMatchObject({ endSeconds: 480 });
  });

  it('add instrumental sets an underpaint and collapses the lyrics', () => {
    const { state } = resolved(applyRemix(base, 'add_instrumental', clip, ctx));
    expect(state.global.timedCondition).toMatchObject({ type: 'underpaint', clipId: 'c1' });
    expect(state.custom.lyricsExpanded).toBe(false);
    expect(state.custom.styles).toBe('lofi, piano');
  });

  it('add vocal or instrumental removes playlist, inspiration clips and persona', () => {
    const busy = withUntimed(base, { inspirationClipIds: ['x'] });
    const result = resolved(applyRemix(busy, 'add_instrumental', clip, ctx));
    expect(messagesOf(result)).toEqual(['Inspiration clips cleared']);
  });

  it('reuse styles and lyrics copies them and records the reused-from clip', () => {
    const { state } = resolved(applyRemix(base, 'reuse', clip, ctx));
    expect(state.custom.reusedFromClipId).toBe('c1');
    expect(state.custom.lyrics).toBe('[Verse]\nHello');
  });

  it('reusing the same clip again still drops a timed condition added since (the reuse conflict rule)', () => {
    const reused = resolved(applyRemix(base, 'reuse', clip, ctx)).state;
    const painted = resolved(
      applyStudioSelection(reused, { type: 'underpaint', clip: sourceClip('c2') }, ctx),
    ).state;
    expect(painted.global.timedCondition).not.toBeNull();
    const again = resolved(applyRemix(painted, 'reuse', clip, ctx)).state;
    expect(again.global.timedCondition).toBeNull();
    expect(again.custom.reusedFromClipId).toBe('c1');
  });

  it('cover sets the cover condition and copies the texts', () => {
    const { state } = resolved(applyRemix(base, 'cover', clip, ctx));
    expect(state.global.untimedConditions.cover).toEqual({ clipId: 'c1' });
    expect(state.custom.title).toBe('Song c1');
  });

  it('extend continues from the default continue-at (duration minus 0.2 s)', () => {
    const { state } = resolved(applyRemix(base, 'extend', clip, ctx));
    expect(state.global.timedCondition).toEqual({
      type: 'extend',
      clipId: 'c1',
      startSeconds: 179.8,
      clipDurationSeconds: 180,
      isUploadSource: false,
    });
    const upload = resolved(
      applyRemix(base, 'extend', sourceClip('u1', { type: 'upload', duration: null }), ctx),
    );
    expect(upload.state.global.timedCondition).toMatchObject({
      isUploadSource: true,
      startSeconds: 0,
      clipDurationSeconds: null,
    });
  });

  it('speed opens the adjust-speed mode on the clip', () => {
    const { state } = resolved(
      applyRemix(base, 'speed', sourceClip('s', { has_vocal: false }), ctx),
    );
    expect(state.global.mode).toBe('adjust_speed');
    expect(state.adjustSpeed.clipId).toBe('s');
  });

  it("speed adjustment is not allowed for uploads or vocal clips ('Cannot adjust speed of uploaded audio and its derivatives')", () => {
    const message = 'Cannot adjust speed of uploaded audio and its derivatives';
    expect(applyRemix(base, 'speed', sourceClip('s', { type: 'upload' }), ctx)).toEqual({
      ok: false,
      error: { code: 'speed_not_allowed', message },
    });
    expect(speedAdjustProblem({ metadata: { has_vocal: true } })).toBe(message);
    expect(speedAdjustProblem({ metadata: { task: 'upload_extend' } })).toBe(message);
    expect(speedAdjustProblem({ metadata: { history: [{ type: 'upload' }] } })).toBe(message);
    expect(
      speedAdjustProblem({ metadata: { has_vocal: false, history: [{ type: 'gen' }] } }),
    ).toBeNull();
    expect(speedAdjustProblem({})).toBeNull();
  });
});

describe('1-generation §4 Studio selections', () => {
  it.each([
    ['cover', { cover: { clipId: 'sel' } }],
    ['extend', { timed: 'extend' }],
    ['underpaint', { timed: 'underpaint' }],
    ['overpaint', { timed: 'overpaint' }],
  ] as const)('a rendered selection is applied as %s (the condition only)', (type, expected) => {
    const { state } = resolved(applyStudioSelection(base, { type, clip: sourceClip('sel') }, ctx));
    if ('timed' in expected) expect(state.global.timedCondition?.type).toBe(expected.timed);
    else expect(state.global.untimedConditions.cover).toEqual(expected.cover);
    expect(state.custom.title).toBe('');
    expect(state.global.mode).toBe('custom');
  });

  it("any other type is an error ('Error preparing selection for edit' / 'Please try again.')", () => {
    expect(applyStudioSelection(base, { type: 'infill', clip }, ctx)).toEqual({
      ok: false,
      error: {
        code: 'unsupported_selection',
        message: 'Error preparing selection for edit',
        description: 'Please try again.',
      },
    });
    expect(applyStudioSelection(base, { type: 'constructor', clip }, ctx).ok).toBe(false);
  });
});

describe('1-generation §4 Remix-like generation', () => {
  const extend = {
    type: 'extend' as const,
    clipId: 'e',
    startSeconds: 5,
    clipDurationSeconds: 10,
    isUploadSource: false,
  };

  it('is custom mode with a cover, an extend on a clip, or a reused-from clip', () => {
    expect(isRemixLike(base)).toBe(false);
    expect(isRemixLike(withUntimed(base, { cover: { clipId: 'c' } }))).toBe(true);
    expect(isRemixLike(withTimed(base, extend))).toBe(true);
    expect(isRemixLike({ ...base, custom: { ...base.custom, reusedFromClipId: 'r' } })).toBe(true);
    expect(isRemixLike(withUntimed(simple, { cover: { clipId: 'c' } }))).toBe(false);
    expect(isRemixLike(withUntimed(base, { personas: [] }))).toBe(false);
  });
});
