import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_DEBOUNCE_MS,
  Autosave,
  MESSAGES,
  type Notice,
  type SaveProjectPayload,
} from './index';
import { createFakeClock } from './testing/fake-clock';
import { project } from './testing/fixtures';

function setup(options: { fail?: () => boolean; locked?: () => boolean } = {}) {
  const clock = createFakeClock();
  const saved: SaveProjectPayload[] = [];
  const notices: Notice[] = [];
  const autosave = new Autosave({
    clock,
    projectId: 'p1',
    save: async (payload) => {
      if (options.fail?.() === true) throw new Error('offline');
      saved.push(payload);
      return { version_id: `v${saved.length}` };
    },
    isLocked: options.locked,
    onNotice: (notice) => notices.push(notice),
  });
  return { clock, saved, notices, autosave };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('Autosave', () => {
  it('saves 2.5 s after the last change, once, returning the version_id', async () => {
    const { clock, saved, autosave } = setup();
    const first = project([[]], { title: 'A' });
    const second = project([[]], { title: 'B' });
    autosave.changed(first);
    clock.advance(AUTOSAVE_DEBOUNCE_MS - 1);
    autosave.changed(second);
    clock.advance(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(saved).toEqual([]);
    clock.advance(1);
    await settle();
    await settle();
    expect(saved).toEqual([{ project_id: 'p1', state: second, title: 'B' }]);
    expect(autosave.status).toEqual({
      dirty: false,
      saving: false,
      lastVersionId: 'v1',
      error: null,
    });
  });

  it('flushes on unload', async () => {
    const { saved, autosave } = setup();
    autosave.changed(project([[]]));
    expect(await autosave.flush()).toEqual({ kind: 'saved', versionId: 'v1' });
    expect(saved).toHaveLength(1);
    expect(await autosave.flush()).toEqual({ kind: 'skipped', reason: 'clean' });
  });

  it('does not save or flush a locked project', async () => {
    const { clock, saved, autosave } = setup({ locked: () => true });
    autosave.changed(project([[]]));
    clock.advance(AUTOSAVE_DEBOUNCE_MS);
    expect(await autosave.flush()).toEqual({ kind: 'skipped', reason: 'locked' });
    expect(saved).toEqual([]);
  });

  it("a failed save keeps the unsaved state and reports 'Failed to save project'", async () => {
    let failing = true;
    const { saved, notices, autosave } = setup({ fail: () => failing });
    const state = project([[]], { title: 'Keep me' });
    autosave.changed(state);
    expect(await autosave.flush()).toEqual({ kind: 'failed', message: 'Failed to save project' });
    expect(autosave.unsavedState).toBe(state);
    expect(autosave.status).toMatchObject({ dirty: true, error: MESSAGES.failedToSaveProject });
    expect(notices).toEqual([{ kind: 'error', title: 'Failed to save project', durationMs: 5000 }]);
    failing = false;
    expect(await autosave.flush()).toEqual({ kind: 'saved', versionId: 'v1' });
    expect(saved[0]?.state).toBe(state);
  });

  it('a change during a save stays unsaved', async () => {
    const { autosave } = setup();
    autosave.changed(project([[]], { title: 'one' }));
    const pending = autosave.flush();
    const later = project([[]], { title: 'two' });
    autosave.changed(later);
    await pending;
    expect(autosave.unsavedState).toBe(later);
    autosave.dispose();
  });

  it('tells its owner each time the status may have changed: a change, a save starting and ending', async () => {
    const clock = createFakeClock();
    const seen: string[] = [];
    const autosave: Autosave = new Autosave({
      clock,
      projectId: 'p1',
      save: async () => ({ version_id: 'v1' }),
      onStatus: () => {
        const { dirty, saving, lastVersionId } = autosave.status;
        seen.push(`${dirty}/${saving}/${lastVersionId}`);
      },
    });
    autosave.changed(project([[]]));
    await autosave.flush();
    expect(seen).toEqual(['true/false/null', 'true/true/null', 'false/false/v1']);
  });
});
