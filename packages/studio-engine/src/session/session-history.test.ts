// Edit history through the session (2-studio.md §4 Edit history, §9 "History commit 150 ms.
// Preview stop 250 ms."), and the lock (§4: an edit attempt opens the clone modal).
import { describe, expect, it } from 'vitest';
import { HISTORY_COMMIT_MS, PREVIEW_STOP_MS, REASONS, type Command } from '../index';
import { sessionKit, spansOf } from './testing/session-kit';

const moveTo = (startBeats: number): Command => ({ type: 'moveClip', clipId: 'c1', startBeats });
const transpose = (value: number): Command => ({
  type: 'setClipTransposition',
  clipId: 'c1',
  value,
});

describe('createStudioSession: edit history', () => {
  it('changes commit after 150 ms idle: quick edits are one undo step, a pause starts another', () => {
    expect(HISTORY_COMMIT_MS).toBe(150);
    const { session, snap, clock } = sessionKit();
    session.dispatch({ type: 'command', command: transpose(1) });
    clock.advance(HISTORY_COMMIT_MS - 1);
    session.dispatch({ type: 'command', command: transpose(2) });
    expect(snap().history.pending).toBe(true);
    clock.advance(HISTORY_COMMIT_MS);
    expect(snap().history).toMatchObject({ pending: false, canUndo: true });
    session.dispatch({ type: 'command', command: transpose(3) });
    clock.advance(HISTORY_COMMIT_MS);
    expect(session.dispatch({ type: 'undo' })).toEqual({ ok: true });
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(2);
    session.dispatch({ type: 'undo' });
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(0);
    expect(snap().history.canUndo).toBe(false);
    session.dispatch({ type: 'redo' });
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(2);
  });

  it('undo and redo are blocked during a drag; the drag is one undo step', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'drag/begin' });
    session.dispatch({ type: 'command', command: moveTo(1) });
    session.dispatch({ type: 'command', command: moveTo(2) });
    expect(snap().history).toMatchObject({ dragging: true, canUndo: false });
    expect(session.dispatch({ type: 'undo' })).toEqual({
      ok: false,
      code: 'blocked',
      reason: REASONS.historyBlocked,
    });
    session.dispatch({ type: 'drag/end' });
    expect(spansOf(snap().project)[0]).toEqual(['c1', 2, 6]);
    session.dispatch({ type: 'undo' });
    expect(spansOf(snap().project)[0]).toEqual(['c1', 0, 4]);
  });

  it('Escape cancels a drag, returning the clips to where it began', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'drag/begin' });
    session.dispatch({ type: 'command', command: moveTo(2) });
    session.handleKey({ key: 'Escape' });
    expect(snap().history.dragging).toBe(false);
    expect(spansOf(snap().project)[0]).toEqual(['c1', 0, 4]);
  });

  it('a preview is shown uncommitted: the snapshot shows it, the document and autosave do not change', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'preview/show', command: transpose(5) });
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(5);
    expect(snap().history.previewing).toBe(true);
    expect(snap().save.dirty).toBe(false);
    expect(session.dispatch({ type: 'redo' })).toMatchObject({ ok: false, code: 'blocked' });
    expect(session.dispatch({ type: 'undo' })).toMatchObject({ ok: false, code: 'blocked' });
  });

  it('a preview is committed on demand as one undo step', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'preview/show', command: transpose(5) });
    expect(session.dispatch({ type: 'preview/commit' })).toEqual({ ok: true });
    expect(snap().history).toMatchObject({ previewing: false, canUndo: true });
    expect(snap().save.dirty).toBe(true);
    session.dispatch({ type: 'undo' });
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(0);
  });

  it('Escape ends a preview at once', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'preview/show', command: transpose(5) });
    const outcome = session.handleKey({ key: 'Escape' });
    expect(outcome.action).toEqual({ kind: 'escape' });
    expect(snap().history.previewing).toBe(false);
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(0);
  });

  it('a stop ends a preview 250 ms later', () => {
    expect(PREVIEW_STOP_MS).toBe(250);
    const { session, snap, clock } = sessionKit();
    session.dispatch({ type: 'preview/show', command: transpose(5) });
    session.dispatch({ type: 'preview/stop' });
    clock.advance(PREVIEW_STOP_MS - 1);
    expect(snap().history.previewing).toBe(true);
    clock.advance(1);
    expect(snap().history.previewing).toBe(false);
    expect(snap().project?.tracks[0]?.clips[0]?.transposition).toBe(0);
  });

  it('the selection is saved with the project but is not an undo step', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'selection/set', selection: { anchorBeats: 2, focusBeats: 6 } });
    expect(snap().project?.selection).toMatchObject({ anchorBeats: 2, focusBeats: 6 });
    expect(snap().history.canUndo).toBe(false);
    expect(snap().save.dirty).toBe(true);
  });

  it('undo drops selection references to tracks that no longer exist', () => {
    const { session, snap, clock } = sessionKit();
    session.dispatch({ type: 'command', command: { type: 'addTrack' } });
    clock.advance(HISTORY_COMMIT_MS);
    const added = snap().project?.tracks[2]?.id as string;
    session.dispatch({
      type: 'selection/set',
      selection: { focusedTrackId: added, trackIds: [added] },
    });
    session.dispatch({ type: 'undo' });
    expect(snap().project?.tracks).toHaveLength(2);
    expect(snap().project?.selection).toMatchObject({ focusedTrackId: null, trackIds: [] });
  });
});

describe('createStudioSession: a locked project', () => {
  const lock = { kind: 'version' as const, versionId: 'v3' };

  it('an edit attempt opens the clone modal instead of changing the state', () => {
    const { session, snap } = sessionKit({ lock });
    const before = snap().project;
    const result = session.dispatch({ type: 'command', command: transpose(3) });
    expect(result).toEqual({ ok: false, code: 'locked', reason: REASONS.locked });
    expect(snap().project).toBe(before);
    expect(snap().cloneOffer).toEqual(lock);
    session.dispatch({ type: 'clone/dismiss' });
    expect(snap().cloneOffer).toBeNull();
    session.dispatch({ type: 'undo' });
    expect(snap().cloneOffer).toEqual(lock);
  });

  it('a locked project can still be selected and played', () => {
    const { session, snap } = sessionKit({ lock });
    expect(
      session.dispatch({ type: 'selection/set', selection: { anchorBeats: 1, focusBeats: 3 } }),
    ).toEqual({ ok: true });
    session.dispatch({ type: 'transport/play' });
    expect(snap().view.transport.playing).toBe(true);
    expect(snap().cloneOffer).toBeNull();
  });
});
