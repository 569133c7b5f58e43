// Edit mode's one-track form (2-studio §3 track height 160 in edit, §4 edit mode keeps only the
// first track and resets its amplitude, balance, mute and solo, §5 one-track keyboard rules)
// through the session's public entry points.
import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../model/ids';
import { TRACK_HEIGHT_EDIT } from '../model/constants';
import { editModeProject, editSelectionBeats, editSelectionSeconds } from './edit-mode';
import { sessionKit } from './testing/session-kit';

const CLIP = { id: 'clip-1', title: 'Harbour at Dawn', durationS: 154, avgBpm: 120 };

function editKit() {
  return sessionKit({
    mode: 'edit',
    projectId: null,
    state: editModeProject(CLIP, sequentialIds('e-')),
  });
}

describe('edit mode: the one-track form of the studio session', () => {
  it('opens the clip on one track of height 160, from 0 to its duration', () => {
    const { snap } = editKit();
    const project = snap().project!;
    expect(snap().mode).toBe('edit');
    expect(project.tracks).toHaveLength(1);
    expect(project.tracks[0]!.height).toBe(TRACK_HEIGHT_EDIT);
    expect(TRACK_HEIGHT_EDIT).toBe(160);
    const [clip] = project.tracks[0]!.clips;
    expect(clip).toMatchObject({ clipId: 'clip-1', startBeats: 0, endBeats: 154 * 2 });
    expect(project.editClipId).toBe('clip-1');
  });

  it('edit mode keeps only the first track and resets its amplitude, balance, mute and solo', () => {
    const made = editModeProject(CLIP, sequentialIds('e-'));
    const first = { ...made.tracks[0]!, amplitude: 0.3, balance: -1, mute: true, solo: true };
    const second = { ...first, id: 'other' };
    const { snap } = sessionKit({
      mode: 'edit',
      projectId: null,
      state: { ...made, tracks: [first, second] },
    });
    expect(snap().project!.tracks).toHaveLength(1);
    expect(snap().project!.tracks[0]).toMatchObject({
      id: first.id,
      amplitude: 1,
      balance: 0,
      mute: false,
      solo: false,
    });
  });

  it('in one-track mode, deleting the last track and the solo and mute-track shortcuts are disabled', () => {
    const { session, snap } = editKit();
    const shortcut = (key: string) => session.handleKey({ key, ctrlKey: true, shiftKey: true });
    expect(shortcut('S').action).toBeNull();
    expect(shortcut('M').action).toBeNull();
    session.dispatch({ type: 'selection/set', selection: { focusedArea: 'tracks' } });
    expect(session.handleKey({ key: 'Delete' }).action).toBeNull();
    expect(snap().project!.tracks[0]).toMatchObject({ solo: false, mute: false });
    const trackId = snap().project!.tracks[0]!.id;
    expect(
      session.dispatch({ type: 'command', command: { type: 'removeTrack', trackId } }),
    ).toMatchObject({ ok: false });
    expect(snap().project!.tracks).toHaveLength(1);
  });

  it('the selection round-trips between seconds of the clip and beats of the session', () => {
    const { session, snap } = editKit();
    const state = snap().project!;
    session.dispatch({
      type: 'selection/set',
      selection: { anchorBeats: 32.26, focusBeats: 20.14 },
    });
    expect(editSelectionSeconds(snap().project!)).toEqual({ start: 10.07, end: 16.13 });
    session.dispatch({
      type: 'selection/set',
      selection: editSelectionBeats(state, { start: 4.2, end: 9.8 }),
    });
    expect(snap().project!.selection).toMatchObject({
      anchorBeats: 8.4,
      focusBeats: 19.6,
      trackIds: [state.tracks[0]!.id],
    });
    expect(editSelectionSeconds(snap().project!)).toEqual({ start: 4.2, end: 9.8 });
    session.dispatch({ type: 'selection/set', selection: editSelectionBeats(state, null) });
    expect(editSelectionSeconds(snap().project!)).toBeNull();
  });
});
