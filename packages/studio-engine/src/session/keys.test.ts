// The §9 keyboard shortcuts and the §2 layout keys through the session's handleKey (the model's
// keyboard map), ignored while typing; one-track mode disables the solo and mute-track shortcuts.
import { describe, expect, it } from 'vitest';
import { HISTORY_COMMIT_MS } from '../index';
import type { SessionAction } from './actions';
import { isTypingTarget } from './keys';
import { savedProject, sessionKit, spansOf } from './testing/session-kit';

/** A selection from `anchorBeats` to `focusBeats` (a cursor when one number is given). */
const selectBeats = (anchorBeats: number, focusBeats = anchorBeats): SessionAction => ({
  type: 'selection/set',
  selection: { anchorBeats, focusBeats },
});
/** [start, end] of the first track's clips. */
const ranges = (project: Parameters<typeof spansOf>[0]) =>
  spansOf(project).map(([, start, end]) => [start, end]);

const focusT1: SessionAction = {
  type: 'selection/set',
  selection: { focusedTrackId: 't1', trackIds: ['t1'] },
};

describe('handleKey: the keyboard map, ignored while typing', () => {
  it('every key is ignored while typing in a field', () => {
    const { session, snap } = sessionKit();
    const before = snap();
    for (const target of [
      { tagName: 'INPUT' },
      { tagName: 'textarea' },
      { isContentEditable: true },
    ]) {
      expect(session.handleKey({ key: ' ', target })).toEqual({
        action: null,
        dispatched: [],
        forHost: false,
      });
    }
    expect(session.handleKey({ key: 'z', ctrlKey: true, typing: true }).action).toBeNull();
    expect(snap()).toBe(before);
    expect(isTypingTarget({ tagName: 'DIV' })).toBe(false);
  });

  it('space toggles playback', () => {
    const { session, snap } = sessionKit();
    session.handleKey({ key: ' ' });
    expect(snap().view.transport.playing).toBe(true);
    session.handleKey({ key: ' ' });
    expect(snap().view.transport.playing).toBe(false);
  });

  it('Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo', () => {
    const { session, snap, clock } = sessionKit();
    session.dispatch({
      type: 'command',
      command: { type: 'moveClip', clipId: 'c1', startBeats: 20 },
    });
    clock.advance(HISTORY_COMMIT_MS);
    session.handleKey({ key: 'z', ctrlKey: true });
    expect(spansOf(snap().project)[0]).toEqual(['c1', 0, 4]);
    session.handleKey({ key: 'Z', ctrlKey: true, shiftKey: true });
    expect(spansOf(snap().project)[1]).toEqual(['c1', 20, 24]);
    session.handleKey({ key: 'z', metaKey: true });
    session.handleKey({ key: 'y', ctrlKey: true });
    expect(spansOf(snap().project)[1]).toEqual(['c1', 20, 24]);
  });

  it('c toggles the metronome (a project command)', () => {
    const { session, snap } = sessionKit();
    session.handleKey({ key: 'c' });
    expect(snap().project?.metronome.enabled).toBe(true);
  });

  it('Ctrl+F toggles follow; backtick toggles the layout', () => {
    const { session, snap } = sessionKit();
    session.handleKey({ key: 'f', ctrlKey: true });
    expect(snap().view.follow).toBe(true);
    session.handleKey({ key: '`' });
    expect(snap().view.layout).toBe('vertical');
  });

  it('1–4 toggle the create, library, session panels and sidebar in the horizontal layout only', () => {
    const { session, snap } = sessionKit();
    const before = snap().view.panels;
    session.handleKey({ key: '2' });
    expect(snap().view.panels.library).toBe(!before.library);
    session.handleKey({ key: '4' });
    expect(snap().view.panels.sidebar).toBe(!before.sidebar);
    session.handleKey({ key: '`' });
    expect(session.handleKey({ key: '1' }).action).toBeNull();
    expect(snap().view.panels.create).toBe(before.create);
  });

  it('Enter (generate) is left to the host', () => {
    const { session } = sessionKit();
    expect(session.handleKey({ key: 'Enter' })).toEqual({
      action: { kind: 'generate' },
      dispatched: [],
      forHost: true,
    });
  });

  it('Ctrl+A selects everything; Backspace deletes the selected range', () => {
    const { session, snap } = sessionKit();
    session.handleKey({ key: 'a', ctrlKey: true });
    expect(snap().project?.selection).toMatchObject({
      anchorBeats: 0,
      focusBeats: 12,
      trackIds: ['t1', 't2'],
    });
    session.handleKey({ key: 'Backspace' });
    expect(spansOf(snap().project)).toEqual([]);
  });

  it('Ctrl+E splits the selected clips at the playhead; Ctrl+D duplicates the clips at the selection', () => {
    const { session, snap } = sessionKit();
    session.dispatch(focusT1);
    // The clip is selected (its whole range): the cut falls at the playhead, not the range's start.
    session.dispatch(selectBeats(0, 4));
    session.dispatch({ type: 'transport/seek', beats: 2 });
    session.handleKey({ key: 'e', ctrlKey: true });
    expect(ranges(snap().project)).toEqual([
      [0, 2],
      [2, 4],
      [8, 12],
    ]);
    session.dispatch(selectBeats(9));
    session.handleKey({ key: 'd', ctrlKey: true });
    expect(ranges(snap().project)).toContainEqual([12, 16]);
  });

  it('Ctrl+C copies, Ctrl+V pastes at the playhead on the selected track, Ctrl+X cuts', () => {
    const { session, snap } = sessionKit();
    session.dispatch(focusT1);
    session.dispatch(selectBeats(0, 5));
    session.handleKey({ key: 'c', ctrlKey: true });
    expect(snap().clipboardClips).toBe(1);
    session.dispatch({ type: 'transport/seek', beats: 20 });
    session.handleKey({ key: 'v', ctrlKey: true });
    expect(ranges(snap().project)).toEqual([
      [0, 4],
      [8, 12],
      [20, 24],
    ]);
    session.dispatch(selectBeats(8, 9));
    session.handleKey({ key: 'x', ctrlKey: true });
    expect(ranges(snap().project)).toEqual([
      [0, 4],
      [20, 24],
    ]);
  });

  it("Ctrl+E with a cursor splits the selected track's clip under the playhead; a playhead outside every clip splits nothing", () => {
    const { session, snap } = sessionKit();
    session.dispatch(focusT1);
    session.dispatch(selectBeats(9));
    session.dispatch({ type: 'transport/seek', beats: 10 });
    session.handleKey({ key: 'e', ctrlKey: true });
    expect(ranges(snap().project)).toEqual([
      [0, 4],
      [8, 10],
      [10, 12],
    ]);
    session.dispatch({ type: 'transport/seek', beats: 6 });
    const before = snap().project;
    expect(session.handleKey({ key: 'e', ctrlKey: true }).action).toEqual({ kind: 'split' });
    expect(snap().project).toBe(before);
  });

  it('arrows move focus: up and down between tracks, left and right by one grid step', () => {
    const { session, snap } = sessionKit();
    session.handleKey({ key: 'ArrowDown' });
    expect(snap().project?.selection.focusedTrackId).toBe('t1');
    session.handleKey({ key: 'ArrowDown' });
    expect(snap().project?.selection.focusedTrackId).toBe('t2');
    session.handleKey({ key: 'ArrowUp' });
    expect(snap().project?.selection.focusedTrackId).toBe('t1');
    session.handleKey({ key: 'ArrowRight' });
    session.handleKey({ key: 'ArrowRight' });
    expect(snap().project?.selection).toMatchObject({ anchorBeats: 2, focusBeats: 2 });
    session.handleKey({ key: 'ArrowLeft' });
    expect(snap().project?.selection).toMatchObject({ anchorBeats: 1, focusBeats: 1 });
  });

  it('Ctrl+arrows move the focused track; 0 mutes the selected clips', () => {
    const { session, snap } = sessionKit();
    session.dispatch(focusT1);
    session.handleKey({ key: 'ArrowDown', ctrlKey: true });
    expect(snap().project?.tracks.map((t) => t.id)).toEqual(['t2', 't1']);
    session.dispatch(selectBeats(0, 12));
    session.handleKey({ key: '0' });
    expect(snap().project?.tracks[1]?.clips.map((c) => c.mute)).toEqual([true, true]);
  });

  it('Ctrl+Shift+S and Ctrl+Shift+M solo and mute the focused track, but not in one-track mode', () => {
    const studio = sessionKit();
    studio.session.dispatch(focusT1);
    studio.session.handleKey({ key: 'S', ctrlKey: true, shiftKey: true });
    studio.session.handleKey({ key: 'M', ctrlKey: true, shiftKey: true });
    expect(studio.project().tracks[0]).toMatchObject({ solo: true, mute: true });
    const edit = sessionKit({ mode: 'edit', state: savedProject([[[0, 4]]]) });
    edit.session.dispatch(focusT1);
    expect(edit.session.handleKey({ key: 'S', ctrlKey: true, shiftKey: true }).action).toBeNull();
    expect(edit.project().tracks[0]).toMatchObject({ solo: false, mute: false });
  });

  it('layout keys work before a project is open', () => {
    const { session, snap } = sessionKit({ state: undefined });
    session.handleKey({ key: '`' });
    expect(snap().view.layout).toBe('vertical');
    expect(session.handleKey({ key: 'c' }).dispatched).toEqual([]);
  });
});
