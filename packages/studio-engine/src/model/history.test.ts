import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_COMMIT_MS,
  PREVIEW_STOP_MS,
  REASONS,
  StudioHistory,
  normalizeProjectState,
  sequentialIds,
  type StudioProjectState,
} from './index';
import { commandSeed, validProjectJson } from './testing/arbitraries';
import { createFakeClock } from './testing/fake-clock';
import { project, spans } from './testing/fixtures';
import { commandFromSeed } from './testing/random-commands';

const HISTORY_RUNS = 500;

function setup(initial: StudioProjectState = project([[[0, 8]], []])) {
  const clock = createFakeClock();
  const history = new StudioHistory({ initial, clock, newId: sequentialIds('h-') });
  return { clock, history, initial };
}

describe('StudioHistory', () => {
  it('undoes and redoes a change', () => {
    const { history, initial } = setup();
    history.apply({ type: 'splitClip', clipIds: ['c1'], atBeats: 4 });
    const split = history.state;
    expect(history.undo().ok).toBe(true);
    expect(history.state).toEqual(initial);
    expect(history.redo().ok).toBe(true);
    expect(history.state).toEqual(split);
  });

  it('gathers changes into one undo step until 150 ms pass idle', () => {
    const { history, clock, initial } = setup();
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'A' });
    clock.advance(HISTORY_COMMIT_MS - 1);
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'AB' });
    clock.advance(HISTORY_COMMIT_MS);
    expect(history.hasPending).toBe(false);
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'ABC' });
    clock.advance(HISTORY_COMMIT_MS);
    history.undo();
    expect(history.state.tracks[0]?.name).toBe('AB');
    history.undo();
    expect(history.state).toEqual(initial);
    expect(history.undo()).toMatchObject({ ok: false, code: 'empty' });
  });

  it('mark ends an undo step at once', () => {
    const { history } = setup();
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'A' });
    history.mark();
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'B' });
    history.undo();
    expect(history.state.tracks[0]?.name).toBe('A');
  });

  it('a new change clears the redo stack', () => {
    const { history } = setup();
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'A' });
    history.undo();
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'B' });
    expect(history.canRedo()).toBe(false);
  });

  it('undo and redo are blocked during a drag; the drag is one step', () => {
    const { history, initial } = setup();
    history.beginDrag();
    history.apply({ type: 'moveClip', clipId: 'c1', startBeats: 2 });
    history.apply({ type: 'moveClip', clipId: 'c1', startBeats: 4 });
    expect(history.undo()).toMatchObject({ ok: false, code: 'blocked' });
    expect(history.canUndo()).toBe(false);
    history.endDrag();
    expect(spans(history.state)).toEqual([['c1', 4, 12]]);
    history.undo();
    expect(history.state).toEqual(initial);
  });

  it('a cancelled drag returns to where it began', () => {
    const { history, initial } = setup();
    history.beginDrag();
    history.apply({ type: 'moveClip', clipId: 'c1', startBeats: 2 });
    history.cancelDrag();
    expect(history.state).toEqual(initial);
    expect(history.canUndo()).toBe(false);
  });

  it('a preview is shown uncommitted, blocks undo, and commits on demand as one step', () => {
    const { history, initial } = setup();
    history.preview({ type: 'setClipTransposition', clipId: 'c1', value: 5 });
    expect(history.view.tracks[0]?.clips[0]?.transposition).toBe(5);
    expect(history.state).toBe(initial);
    expect(history.undo()).toMatchObject({ ok: false, code: 'blocked' });
    history.commitPreview();
    expect(history.isPreviewing).toBe(false);
    expect(history.state.tracks[0]?.clips[0]?.transposition).toBe(5);
    history.undo();
    expect(history.state).toEqual(initial);
  });

  it('Escape ends a preview at once; a stop ends it after 250 ms', () => {
    const { history, clock, initial } = setup();
    history.preview({ type: 'setClipMute', clipIds: ['c1'] });
    history.endPreview();
    expect(history.view).toBe(initial);
    history.preview({ type: 'setClipMute', clipIds: ['c1'] });
    history.stopPreview();
    clock.advance(PREVIEW_STOP_MS - 1);
    expect(history.isPreviewing).toBe(true);
    clock.advance(1);
    expect(history.isPreviewing).toBe(false);
    expect(history.state).toBe(initial);
  });

  it('a new preview cancels a pending stop', () => {
    const { history, clock } = setup();
    history.preview({ type: 'setClipMute', clipIds: ['c1'] });
    history.stopPreview();
    history.preview({ type: 'setClipMute', clipIds: ['c1'], value: true });
    clock.advance(PREVIEW_STOP_MS);
    expect(history.isPreviewing).toBe(true);
  });

  it('a locked project rejects every edit, undo included, asking for the clone flow', () => {
    const { history, initial } = setup();
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'A' });
    history.setLock({ kind: 'version', versionId: 'v1' });
    expect(history.apply({ type: 'addTrack' })).toMatchObject({
      ok: false,
      code: 'locked',
      action: 'clone-project',
      reason: REASONS.locked,
    });
    expect(history.undo()).toMatchObject({ ok: false, code: 'locked', action: 'clone-project' });
    expect(history.state).not.toEqual(initial);
  });

  it('notifies subscribers of changes', () => {
    const { history } = setup();
    let calls = 0;
    const stop = history.subscribe(() => calls++);
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'A' });
    stop();
    history.apply({ type: 'renameTrack', trackId: 't1', name: 'B' });
    expect(calls).toBe(1);
  });

  it('property: a random sequence of commands, then undo-all returns the initial state exactly and redo-all the final one', () => {
    const step = fc.record({
      seed: commandSeed,
      waitMs: fc.constantFrom(0, 10, 200),
      mark: fc.boolean(),
    });
    fc.assert(
      fc.property(
        validProjectJson,
        fc.array(step, { minLength: 1, maxLength: 40 }),
        (json, steps) => {
          const loaded = normalizeProjectState(json, { newId: sequentialIds('n-') });
          if (!loaded.ok) throw new Error(loaded.error);
          const { history, clock, initial } = setup(loaded.state);
          for (const { seed, waitMs, mark } of steps) {
            history.apply(commandFromSeed(history.state, seed));
            clock.advance(waitMs);
            if (mark && waitMs === 10) history.mark();
          }
          const final = history.state;
          while (history.canUndo()) expect(history.undo().ok).toBe(true);
          expect(history.state).toEqual(initial);
          while (history.canRedo()) expect(history.redo().ok).toBe(true);
          expect(history.state).toEqual(final);
          history.dispose();
        },
      ),
      { numRuns: HISTORY_RUNS },
    );
  });
});
