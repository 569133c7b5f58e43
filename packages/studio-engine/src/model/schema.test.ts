import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  MASTER_VOLUME_DEFAULT,
  TRACK_HEIGHT_EDIT,
  createProjectState,
  createTakeLane,
  createTrack,
  projectStateSchema,
  sequentialIds,
  type StudioProjectState,
} from './index';

describe('projectStateSchema', () => {
  it('is the StudioProjectState type exactly', () => {
    expectTypeOf<z.infer<typeof projectStateSchema>>().toEqualTypeOf<StudioProjectState>();
  });

  it('accepts a new project, which starts with one track', () => {
    const state = createProjectState(sequentialIds('n-'));
    expect(projectStateSchema.safeParse(state).success).toBe(true);
    expect(state.tracks).toHaveLength(1);
    expect(state.amplitude).toBe(MASTER_VOLUME_DEFAULT);
  });

  it('uses height 160 for an edit-mode track and names take lanes Version N', () => {
    expect(createTrack('t', 'edit').height).toBe(TRACK_HEIGHT_EDIT);
    expect(createTakeLane('l', 3).name).toBe('Version 3');
  });

  it('rejects out-of-range values', () => {
    const state = createProjectState(sequentialIds('n-'));
    expect(projectStateSchema.safeParse({ ...state, amplitude: -1 }).success).toBe(false);
    expect(
      projectStateSchema.safeParse({ ...state, timing: { ...state.timing, bps: 0 } }).success,
    ).toBe(false);
  });
});
