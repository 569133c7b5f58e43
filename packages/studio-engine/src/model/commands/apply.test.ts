import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REASONS,
  applyCommand,
  normalizeProjectState,
  projectInvariantViolations,
  projectStateSchema,
  sequentialIds,
} from '../index';
import { commandSeed, validProjectJson } from '../testing/arbitraries';
import { deepFreeze, project, testContext } from '../testing/fixtures';
import { commandFromSeed } from '../testing/random-commands';

const APPLY_RUNS = 500;

describe('applyCommand', () => {
  it('a locked project rejects every edit with a result that asks for the clone flow', () => {
    const start = project([[[0, 4]]]);
    const lock = { kind: 'version' as const, versionId: 'v1' };
    const result = applyCommand(
      start,
      { type: 'deleteClips', clipIds: ['c1'] },
      testContext({ lock }),
    );
    expect(result).toEqual({
      ok: false,
      state: start,
      code: 'locked',
      reason: REASONS.locked,
      action: 'clone-project',
      lock,
    });
  });

  it("rejects another user's project the same way", () => {
    const lock = { kind: 'not-owner' as const, versionId: null };
    expect(applyCommand(project([[]]), { type: 'addTrack' }, testContext({ lock }))).toMatchObject({
      code: 'locked',
      action: 'clone-project',
    });
  });

  it('property: commands never mutate their input and keep the invariants', () => {
    fc.assert(
      fc.property(validProjectJson, fc.array(commandSeed, { maxLength: 30 }), (json, seeds) => {
        const loaded = normalizeProjectState(json, { newId: sequentialIds('n-') });
        if (!loaded.ok) throw new Error(loaded.error);
        const ctx = testContext();
        let state = deepFreeze(loaded.state);
        for (const seed of seeds) {
          const command = commandFromSeed(state, seed);
          const snapshot = JSON.stringify(state);
          const result = applyCommand(state, command, ctx);
          expect(JSON.stringify(state)).toBe(snapshot);
          if (!result.ok) expect(result.state).toBe(state);
          state = deepFreeze(result.state);
          expect(projectInvariantViolations(state)).toEqual([]);
        }
        expect(projectStateSchema.safeParse(state).success).toBe(true);
      }),
      { numRuns: APPLY_RUNS },
    );
  });
});
