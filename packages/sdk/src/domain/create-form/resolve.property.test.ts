import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSPIRATION_CLIPS_MAX, MODEL_KEYS } from '../constants';
import { CREATE_FORM_NOTICES as N } from '../messages/create-form';
import { modelMaxLengths, modelSatisfies } from '../models';
import { modelNeeds } from './conditions';
import { createCreateFormState } from './defaults';
import { resolveCreateForm } from './resolve';
import { billingModels, rulesContext } from './test-fixtures';
import { LIMITED_TEXTS } from './truncate';
import type { CreateFormState, PersonaCondition, TimedCondition, UntimedConditions } from './types';

/** 400 property runs: generous under coverage on a shared machine (no timing asserted). */
const HEAVY_TEST_TIMEOUT_MS = 30_000;

const RUNS = { numRuns: 400 };

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const model = fc.constantFrom(...MODEL_KEYS);
const text = (max: number) => fc.nat(max).map((n) => 'x'.repeat(n));

const persona: fc.Arbitrary<PersonaCondition> = fc.record({
  personaId: id,
  rootClipId: id,
  clipId: id,
  startSeconds: fc.constant(0),
  endSeconds: fc.constant(60),
  personaName: fc.constantFrom('', 'Voice'),
  personaImageUrl: fc.constant(null),
});

const timed: fc.Arbitrary<TimedCondition | null> = fc.option(
  fc.oneof(
    fc.record({
      type: fc.constant('extend' as const),
      clipId: id,
      startSeconds: fc.constant(10),
      clipDurationSeconds: fc.constant(100),
      isUploadSource: fc.boolean(),
    }),
    fc.record({
      type: fc.constantFrom('underpaint' as const, 'overpaint' as const),
      clipId: id,
      startSeconds: fc.constant(0),
      endSeconds: fc.constant(100),
    }),
    fc.record({
      type: fc.constant('infill' as const),
      kind: fc.constantFrom('infill' as const, 'fixed_infill' as const),
      clipId: id,
      startSeconds: fc.constant(10),
      endSeconds: fc.constant(20),
      contextStartSeconds: fc.constant(null),
      contextEndSeconds: fc.constant(null),
      lyrics: fc.constant(null),
    }),
  ),
  { nil: null },
);

/** One change: any subset of the form's fields replaced at once. */
const change = fc.record(
  {
    model,
    timed,
    cover: fc.option(fc.record({ clipId: id }), { nil: null }),
    personas: fc.array(persona, { maxLength: 3 }),
    playlist: fc.option(fc.record({ playlistId: id, name: fc.constantFrom('', 'Mix') }), {
      nil: null,
    }),
    inspirationClipIds: fc.array(id, { maxLength: 7 }),
    vox: fc.boolean(),
    chameleon: fc.boolean(),
    reusedFromClipId: fc.option(id, { nil: null }),
    title: text(140),
    lyrics: text(6000),
    styles: text(1300),
    excludeStyles: text(1300),
    prompt: text(260),
  },
  { requiredKeys: [] },
);
type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

function applyChange(s: CreateFormState, c: Change): CreateFormState {
  const untimed: UntimedConditions = {
    ...s.global.untimedConditions,
    ...(c.cover === undefined ? {} : { cover: c.cover }),
    ...(c.personas === undefined ? {} : { personas: c.personas }),
    ...(c.playlist === undefined ? {} : { playlist: c.playlist }),
    ...(c.inspirationClipIds === undefined ? {} : { inspirationClipIds: c.inspirationClipIds }),
    ...(c.vox === undefined ? {} : { voxPersona: { enabled: c.vox } }),
    ...(c.chameleon === undefined ? {} : { chameleon: { enabled: c.chameleon } }),
  };
  const texts = {
    title: c.title,
    lyrics: c.lyrics,
    styles: c.styles,
    excludeStyles: c.excludeStyles,
  };
  const custom = Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));
  return {
    ...s,
    global: {
      ...s.global,
      model: c.model ?? s.global.model,
      timedCondition: c.timed === undefined ? s.global.timedCondition : c.timed,
      untimedConditions: untimed,
    },
    custom: {
      ...s.custom,
      ...custom,
      reusedFromClipId:
        c.reusedFromClipId === undefined ? s.custom.reusedFromClipId : c.reusedFromClipId,
    },
    simple: c.prompt === undefined ? s.simple : { ...s.simple, prompt: c.prompt },
  };
}

const context = fc.record({
  usable: fc.subarray([...MODEL_KEYS]),
  voxFlag: fc.boolean(),
  multiRoot: fc.boolean(),
});
const ctxOf = (c: { usable: string[]; voxFlag: boolean; multiRoot: boolean }) =>
  rulesContext(
    { flags: { 'vox-persona': c.voxFlag, 'multi-root-persona': c.multiRoot } },
    billingModels((key) => c.usable.includes(key)),
  );

const isPainting = (t: TimedCondition | null): boolean =>
  t?.type === 'underpaint' || t?.type === 'overpaint';

/** Every conflict rule, as a property of a resolved state. */
function expectConflictRulesHold(s: CreateFormState): void {
  const u = s.global.untimedConditions;
  const t = s.global.timedCondition;
  const inspired = u.playlist !== null || u.inspirationClipIds.length > 0;
  if (u.playlist !== null) {
    expect(t).toBeNull();
    expect(u.inspirationClipIds).toEqual([]);
    expect(u.cover).toBeNull();
  }
  if (u.inspirationClipIds.length > 0) {
    expect(t).toBeNull();
    expect(u.cover).toBeNull();
  }
  if (inspired && u.personas.length > 0) expect(u.voxPersona.enabled).toBe(true);
  if (u.personas.length > 0 || u.cover !== null) expect(isPainting(t)).toBe(false);
  expect(new Set(u.inspirationClipIds).size).toBe(u.inspirationClipIds.length);
  expect(u.inspirationClipIds.length).toBeLessThanOrEqual(INSPIRATION_CLIPS_MAX);
  expect(u.personas.every((p) => p.personaName.trim() !== '')).toBe(true);
  expect(modelSatisfies(s.global.model, modelNeeds(s))).toBe(true);
}

/** Each notice names a real removal or change between the proposed and the resolved state. */
function expectNoticesAreReal(
  next: CreateFormState,
  result: CreateFormState,
  notices: readonly string[],
): void {
  const before = next.global;
  const after = result.global;
  const removed: Record<string, boolean> = {
    [N.inspirationRemoved]:
      before.untimedConditions.playlist !== null && after.untimedConditions.playlist === null,
    [N.inspirationClipsCleared]:
      before.untimedConditions.inspirationClipIds.length > 0 &&
      after.untimedConditions.inspirationClipIds.length === 0,
    [N.personaRemoved]:
      before.untimedConditions.personas.length > 0 && after.untimedConditions.personas.length === 0,
    [N.paintingRemoved]: isPainting(before.timedCondition) && after.timedCondition === null,
    [N.conditionRemoved]:
      before.timedCondition !== null &&
      !isPainting(before.timedCondition) &&
      after.timedCondition === null,
    [N.coverRemoved]:
      before.untimedConditions.cover !== null && after.untimedConditions.cover === null,
    [N.modelChanged]: before.model !== after.model,
    [N.inputsTruncated]: LIMITED_TEXTS.some((t) => t.get(result).length < t.get(next).length),
  };
  expect(new Set(notices).size).toBe(notices.length);
  for (const message of notices) expect(removed[message], message).toBe(true);
  for (const [message, happened] of Object.entries(removed))
    if (happened && message !== N.inputsTruncated && message !== N.modelChanged)
      expect(notices, message).toContain(message);
}

describe('1-generation §4 conflict rules, for any sequence of changes (fast-check)', () => {
  it(
    'every conflict rule holds after every change, and notices name only real removals',
    () => {
      fc.assert(
        fc.property(
          model,
          context,
          fc.array(change, { minLength: 1, maxLength: 8 }),
          (start, c, changes) => {
            const ctx = ctxOf(c);
            let state = createCreateFormState({ model: start, mode: 'custom' });
            for (const ch of changes) {
              const next = applyChange(state, ch);
              const result = resolveCreateForm(state, next, ctx);
              expectConflictRulesHold(result.state);
              expectNoticesAreReal(
                next,
                result.state,
                result.notices.map((n) => n.message),
              );
              state = result.state;
            }
          },
        ),
        RUNS,
      );
    },
    HEAVY_TEST_TIMEOUT_MS,
  );

  it('truncation never exceeds the model limits and only cuts (each text stays a prefix)', () => {
    // Without a playlist, whose rule may write the title.
    const noPlaylist = change.map(({ playlist: _playlist, ...rest }) => rest);
    fc.assert(
      fc.property(model, context, noPlaylist, (start, c, ch) => {
        const ctx = ctxOf(c);
        const prev = createCreateFormState({ model: start, mode: 'custom' });
        const next = applyChange(prev, ch);
        const { state } = resolveCreateForm(prev, next, ctx);
        if (state.global.model === prev.global.model) return;
        const limits = modelMaxLengths(state.global.model, ctx.billingModels);
        for (const t of LIMITED_TEXTS) {
          expect(t.get(state).length).toBeLessThanOrEqual(limits[t.limit]);
          expect(t.get(next).startsWith(t.get(state))).toBe(true);
          expect(t.get(state).length).toBe(Math.min(t.get(next).length, limits[t.limit]));
        }
      }),
      RUNS,
    );
  });

  it('a resolved form is stable: resolving it again changes nothing and says nothing', () => {
    fc.assert(
      fc.property(model, context, change, (start, c, ch) => {
        const ctx = ctxOf(c);
        const prev = createCreateFormState({ model: start, mode: 'custom' });
        const { state } = resolveCreateForm(prev, applyChange(prev, ch), ctx);
        expect(resolveCreateForm(state, state, ctx)).toEqual({ state, notices: [] });
      }),
      RUNS,
    );
  });

  it('notices last 3 s, or 10 s with the voice-persona hint', () => {
    fc.assert(
      fc.property(model, context, change, (start, c, ch) => {
        const prev = createCreateFormState({ model: start, mode: 'custom' });
        const { notices } = resolveCreateForm(prev, applyChange(prev, ch), ctxOf(c));
        for (const n of notices) {
          expect(n.kind).toBe('info');
          expect(n.durationMs).toBe(n.hint === 'vox-persona' ? 10_000 : 3000);
          if (n.hint !== undefined) expect(n.message).toBe(N.personaRemoved);
        }
      }),
      RUNS,
    );
  });
});
