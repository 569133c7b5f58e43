// The local edit state (3-library-social §4: "local edit state (restored only if saved less than
// 15 minutes ago)"; 2-studio issue: "a reload restores the last saved version or the local edit
// state when it is under 15 minutes old").
import { describe, expect, it } from 'vitest';
import { AUTOSAVE_DEBOUNCE_MS, LOCAL_EDIT_STATE_EXPIRY_MS, type Command } from '../index';
import { createFakeClock } from '../model/testing/fake-clock';
import { localEditKey } from './local-state';
import { memoryStore, savedProject, sessionKit, settle } from './testing/session-kit';

const transpose: Command = { type: 'setClipTransposition', clipId: 'c1', value: 7 };

/** Edits in one session while saves fail, so only the local edit state holds the change. */
async function editedOffline() {
  const first = sessionKit();
  first.failing.saves = true;
  first.session.dispatch({ type: 'command', command: transpose });
  first.session.dispatch({ type: 'zoom/set', pxPerBeat: 40 });
  first.clock.advance(AUTOSAVE_DEBOUNCE_MS);
  await settle();
  first.session.dispose();
  return first;
}

describe('createStudioSession: the local edit state', () => {
  it('a reload under 15 minutes later restores the local edit state and saves it', async () => {
    expect(LOCAL_EDIT_STATE_EXPIRY_MS).toBe(15 * 60 * 1000);
    const first = await editedOffline();
    first.clock.advance(LOCAL_EDIT_STATE_EXPIRY_MS - 1);
    const reload = sessionKit({ store: first.store, clock: first.clock, state: savedProject() });
    expect(reload.snap().restoredLocal).toBe(true);
    expect(reload.project().tracks[0]?.clips[0]?.transposition).toBe(7);
    expect(reload.snap().view.zoomPxPerBeat).toBe(40);
    expect(reload.snap().save.dirty).toBe(true);
    reload.clock.advance(AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(reload.saves[0]?.state.tracks[0]?.clips[0]?.transposition).toBe(7);
  });

  it('at 15 minutes the local edit state is stale: the saved version loads and the entry goes', async () => {
    const first = await editedOffline();
    first.clock.advance(LOCAL_EDIT_STATE_EXPIRY_MS);
    const reload = sessionKit({ store: first.store, clock: first.clock });
    expect(reload.snap().restoredLocal).toBe(false);
    expect(reload.project().tracks[0]?.clips[0]?.transposition).toBe(0);
    expect(first.store.data.has(localEditKey('p1'))).toBe(false);
  });

  it('is kept per project and ignored for another one', async () => {
    const first = await editedOffline();
    const other = sessionKit({ store: first.store, clock: first.clock, projectId: 'p2' });
    expect(other.snap().restoredLocal).toBe(false);
  });

  it('is not restored into a locked version', async () => {
    const first = await editedOffline();
    const locked = sessionKit({
      store: first.store,
      clock: first.clock,
      lock: { kind: 'version', versionId: 'v0' },
    });
    expect(locked.snap().restoredLocal).toBe(false);
    expect(locked.project().tracks[0]?.clips[0]?.transposition).toBe(0);
  });

  it('an unreadable or invalid entry is ignored', () => {
    const store = memoryStore();
    const clock = createFakeClock(1_000_000);
    store.setItem(localEditKey('p1'), '{not json');
    expect(sessionKit({ store, clock }).snap().restoredLocal).toBe(false);
    store.setItem(
      localEditKey('p1'),
      JSON.stringify({ projectId: 'p1', savedAt: clock.now(), state: { tracks: [] }, view: {} }),
    );
    const session = sessionKit({ store, clock });
    expect(session.snap()).toMatchObject({ restoredLocal: false, status: 'ready' });
  });

  it('the restored view is checked: a zoom outside 0.01..128000 is clamped', async () => {
    const store = memoryStore();
    const clock = createFakeClock(1_000_000);
    const state = savedProject([[[0, 4]]], { title: 'local' });
    store.setItem(
      localEditKey('p1'),
      JSON.stringify({
        projectId: 'p1',
        savedAt: clock.now(),
        state,
        view: { zoomPxPerBeat: 1e9, layout: 'sideways', gridMultiplier: 64 },
      }),
    );
    const { snap } = sessionKit({ store, clock });
    expect(snap().restoredLocal).toBe(true);
    expect(snap().view).toMatchObject({
      zoomPxPerBeat: 128000,
      layout: 'horizontal',
      gridMultiplier: 32,
    });
  });

  it('page unload keeps the local edit state of unsaved edits', () => {
    const { session, store, clock } = sessionKit();
    session.dispatch({ type: 'command', command: transpose });
    session.handleUnload();
    const entry = JSON.parse(store.getItem(localEditKey('p1')) as string);
    expect(entry).toMatchObject({ projectId: 'p1', savedAt: clock.now() });
    expect(entry.state.tracks[0].clips[0].transposition).toBe(7);
  });
});
