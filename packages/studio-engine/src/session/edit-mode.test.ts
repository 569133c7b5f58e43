// Edit mode's one-track form (2-studio §3 track height 160 in edit, §4 edit mode keeps only the
// first track and resets its amplitude, balance, mute and solo, §5 one-track keyboard rules, §9
// selection quantize 0.2 s) through the session's public entry points.
import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../model/ids';
import { TRACK_HEIGHT_EDIT } from '../model/constants';
import {
  editModeProject,
  editSelectionBeats,
  editSelectionSeconds,
  quantizeEditSeconds,
} from './edit-mode';
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

  it('the waveform selector quantises the selection to 0.2 s and round-trips it through the session', () => {
    const { session, snap } = editKit();
    const state = snap().project!;
    // 10.07 s .. 16.13 s in beats (2 beats a second): quantised to 10.0 .. 16.2.
    session.dispatch({
      type: 'selection/set',
      selection: { anchorBeats: 20.14, focusBeats: 32.26 },
    });
    expect(editSelectionSeconds(snap().project!, CLIP.durationS)).toEqual({ start: 10, end: 16.2 });
    session.dispatch({
      type: 'selection/set',
      selection: editSelectionBeats(state, { start: 4.2, end: 9.8 }),
    });
    expect(snap().project!.selection).toMatchObject({
      anchorBeats: 8.4,
      focusBeats: 19.6,
      trackIds: [state.tracks[0]!.id],
    });
    expect(editSelectionSeconds(snap().project!, CLIP.durationS)).toEqual({ start: 4.2, end: 9.8 });
  });

  it('a range shorter than one 0.2 s step is no selection; times stay within the clip', () => {
    const { session, snap } = editKit();
    session.dispatch({ type: 'selection/set', selection: { anchorBeats: 10, focusBeats: 10.1 } });
    expect(editSelectionSeconds(snap().project!, CLIP.durationS)).toBeNull();
    expect(quantizeEditSeconds(-3, 154)).toBe(0);
    expect(quantizeEditSeconds(200, 154)).toBe(154);
    expect(quantizeEditSeconds(3.31, 154)).toBe(3.4);
  });
});
