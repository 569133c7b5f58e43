// Autosave through the session (2-studio.md §4 Projects: "Autosave is debounced 2.5 s and also
// runs on page unload unless locked. A save returns a version_id."; §8 'Failed to save project').
import { describe, expect, it } from 'vitest';
import { AUTOSAVE_DEBOUNCE_MS, MESSAGES, type Command } from '../index';
import { sessionKit, settle } from './testing/session-kit';

const transpose = (value: number): Command => ({
  type: 'setClipTransposition',
  clipId: 'c1',
  value,
});

describe('createStudioSession: autosave', () => {
  it('saves 2.5 s after the last change; the save returns a version_id', async () => {
    expect(AUTOSAVE_DEBOUNCE_MS).toBe(2500);
    const { session, snap, clock, saves } = sessionKit();
    session.dispatch({ type: 'command', command: transpose(1) });
    clock.advance(AUTOSAVE_DEBOUNCE_MS - 1);
    session.dispatch({ type: 'command', command: transpose(2) });
    clock.advance(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(saves).toEqual([]);
    expect(snap().save.dirty).toBe(true);
    clock.advance(1);
    expect(snap().save.saving).toBe(true);
    await settle();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ project_id: 'p1', title: snap().project?.title });
    expect(saves[0]?.state.tracks[0]?.clips[0]?.transposition).toBe(2);
    expect(snap().save).toEqual({ dirty: false, saving: false, lastVersionId: 'v1', error: null });
    expect(snap().versionId).toBe('v1');
  });

  it("a failed save keeps every edit, shows 'Failed to save project' and retries on the next change", async () => {
    const { session, snap, clock, saves, failing } = sessionKit();
    failing.saves = true;
    session.dispatch({ type: 'command', command: transpose(4) });
    clock.advance(AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(snap().save).toMatchObject({ dirty: true, error: 'Failed to save project' });
    expect(snap().notices).toEqual([
      { id: 1, kind: 'error', title: MESSAGES.failedToSaveProject, durationMs: 5000 },
    ]);
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(4);
    failing.saves = false;
    clock.advance(AUTOSAVE_DEBOUNCE_MS * 4);
    await settle();
    expect(saves).toEqual([]);
    session.dispatch({ type: 'command', command: transpose(5) });
    clock.advance(AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(saves.map((s) => s.state.tracks[0]?.clips[0]?.transposition)).toEqual([5]);
    expect(snap().save).toMatchObject({ dirty: false, error: null, lastVersionId: 'v1' });
    session.dispatch({ type: 'notice/dismiss', id: 1 });
    expect(snap().notices).toEqual([]);
  });

  it('runs on page unload without waiting for the debounce', async () => {
    const { session, saves } = sessionKit();
    session.dispatch({ type: 'command', command: transpose(1) });
    session.handleUnload();
    await settle();
    expect(saves).toHaveLength(1);
  });

  it('ending the session saves what is unsaved, as on unload', async () => {
    const { session, saves, clock } = sessionKit();
    session.dispatch({ type: 'command', command: transpose(3) });
    session.dispose();
    await settle();
    expect(saves.map((s) => s.state.tracks[0]?.clips[0]?.transposition)).toEqual([3]);
    clock.advance(AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(saves).toHaveLength(1);
  });

  it('never saves a locked project, on a change or on unload', async () => {
    const { session, clock, saves } = sessionKit({ lock: { kind: 'not-owner', versionId: 'v1' } });
    session.dispatch({ type: 'selection/set', selection: { anchorBeats: 1, focusBeats: 2 } });
    clock.advance(AUTOSAVE_DEBOUNCE_MS);
    session.handleUnload();
    await settle();
    expect(saves).toEqual([]);
  });

  it('flush saves now and answers the version_id; nothing changed answers clean', async () => {
    const { session } = sessionKit();
    expect(await session.flush()).toEqual({ kind: 'skipped', reason: 'clean' });
    session.dispatch({ type: 'command', command: transpose(1) });
    expect(await session.flush()).toEqual({ kind: 'saved', versionId: 'v1' });
  });
});
