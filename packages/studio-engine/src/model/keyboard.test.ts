import { describe, expect, it } from 'vitest';
import {
  GRID_MULTIPLIER_MAX,
  GRID_MULTIPLIER_MIN,
  commandForKeyAction,
  keyToAction,
  stepGridMultiplier,
  type KeyContext,
} from './index';
import { mustApply, project } from './testing/fixtures';

const ctx: KeyContext = { typing: false, oneTrackMode: false, layout: 'horizontal' };
const key = (
  k: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; code?: string } = {},
) => ({
  key: k,
  code: mods.code,
  ctrlKey: mods.ctrl === true,
  metaKey: mods.meta === true,
  shiftKey: mods.shift === true,
});

describe('keyToAction', () => {
  it.each([
    [key('0'), { kind: 'toggleSelectionMute' }],
    [key('ArrowUp', { ctrl: true }), { kind: 'moveTrack', by: -1 }],
    [key('ArrowDown', { ctrl: true }), { kind: 'moveTrack', by: 1 }],
    [key('ArrowLeft'), { kind: 'moveFocus', direction: 'left' }],
    [key('ArrowDown'), { kind: 'moveFocus', direction: 'down' }],
    [key('f', { ctrl: true }), { kind: 'toggleFollow' }],
    [key('Backspace'), { kind: 'deleteSelection' }],
    [key('Delete'), { kind: 'deleteSelection' }],
    [key('c'), { kind: 'toggleMetronome' }],
    [key('!', { shift: true, code: 'Digit1' }), { kind: 'grid', step: 'finer' }],
    [key('@', { shift: true, code: 'Digit2' }), { kind: 'grid', step: 'coarser' }],
    [key('a', { ctrl: true }), { kind: 'selectAll' }],
    [key('e', { ctrl: true }), { kind: 'split' }],
    [key('d', { ctrl: true }), { kind: 'duplicate' }],
    [key('c', { ctrl: true }), { kind: 'copy' }],
    [key('x', { ctrl: true }), { kind: 'cut' }],
    [key('v', { meta: true }), { kind: 'paste' }],
    [key('z', { ctrl: true }), { kind: 'undo' }],
    [key('Z', { ctrl: true, shift: true }), { kind: 'redo' }],
    [key('y', { ctrl: true }), { kind: 'redo' }],
    [key('Enter'), { kind: 'generate' }],
    [key('S', { ctrl: true, shift: true }), { kind: 'toggleTrackSolo' }],
    [key('M', { ctrl: true, shift: true }), { kind: 'toggleTrackMute' }],
    [key('Escape'), { kind: 'escape' }],
    [key(' '), { kind: 'togglePlayback' }],
    [key('`'), { kind: 'toggleLayout' }],
    [key('1'), { kind: 'togglePanel', panel: 'create' }],
    [key('2'), { kind: 'togglePanel', panel: 'library' }],
    [key('3'), { kind: 'togglePanel', panel: 'session' }],
    [key('4'), { kind: 'togglePanel', panel: 'sidebar' }],
  ])('maps %o', (event, action) => {
    expect(keyToAction(event, ctx)).toEqual(action);
  });

  it('deletes the focused track when the track headers have focus', () => {
    expect(keyToAction(key('Delete'), { ...ctx, focusedArea: 'tracks' })).toEqual({
      kind: 'deleteTrack',
    });
  });

  it('ignores every shortcut while typing', () => {
    for (const event of [key('1'), key('`'), key(' '), key('z', { ctrl: true }), key('Delete')]) {
      expect(keyToAction(event, { ...ctx, typing: true })).toBeNull();
    }
  });

  it('the panel keys work only in the horizontal layout', () => {
    expect(keyToAction(key('1'), { ...ctx, layout: 'vertical' })).toBeNull();
    expect(keyToAction(key('`'), { ...ctx, layout: 'vertical' })).toEqual({ kind: 'toggleLayout' });
  });

  it('one-track mode disables deleting the last track and the solo and mute-track shortcuts', () => {
    const one = { ...ctx, oneTrackMode: true };
    expect(keyToAction(key('Delete'), { ...one, focusedArea: 'tracks' })).toBeNull();
    expect(keyToAction(key('S', { ctrl: true, shift: true }), one)).toBeNull();
    expect(keyToAction(key('M', { ctrl: true, shift: true }), one)).toBeNull();
    expect(keyToAction(key('z', { ctrl: true }), one)).toEqual({ kind: 'undo' });
  });

  it('edit mode (one-track) neither deletes, splits, duplicates, cuts nor pastes its clip', () => {
    const one = { ...ctx, oneTrackMode: true };
    expect(keyToAction(key('Delete'), { ...one, focusedArea: 'timeline' })).toBeNull();
    expect(keyToAction(key('Backspace'), one)).toBeNull();
    for (const k of ['e', 'd', 'x', 'v'])
      expect(keyToAction(key(k, { ctrl: true }), one)).toBeNull();
    expect(keyToAction(key('e', { ctrl: true }), ctx)).toEqual({ kind: 'split' });
    expect(keyToAction(key('c', { ctrl: true }), one)).toEqual({ kind: 'copy' });
  });
});

describe('stepGridMultiplier', () => {
  it('halves and doubles within 1/32..32', () => {
    expect(stepGridMultiplier(1, 'finer')).toBe(0.5);
    expect(stepGridMultiplier(GRID_MULTIPLIER_MIN, 'finer')).toBe(GRID_MULTIPLIER_MIN);
    expect(stepGridMultiplier(GRID_MULTIPLIER_MAX, 'coarser')).toBe(GRID_MULTIPLIER_MAX);
  });
});

describe('commandForKeyAction', () => {
  const selected = mustApply(
    project([
      [
        [0, 8],
        [8, 16],
      ],
      [],
    ]),
    {
      type: 'setSelection',
      selection: { anchorBeats: 4, focusBeats: 10, trackIds: ['t1'], focusedTrackId: 't1' },
    },
  );

  it('turns the editing actions into commands on the selection', () => {
    expect(commandForKeyAction({ kind: 'deleteSelection' }, selected)).toEqual({
      type: 'deleteRange',
      trackIds: ['t1'],
      startBeats: 4,
      endBeats: 10,
    });
    expect(commandForKeyAction({ kind: 'split' }, selected)).toEqual({
      type: 'splitClip',
      clipIds: ['c1', 'c2'],
      atBeats: 4,
    });
    expect(commandForKeyAction({ kind: 'duplicate' }, selected)).toEqual({
      type: 'duplicateClips',
      clipIds: ['c1', 'c2'],
    });
    expect(commandForKeyAction({ kind: 'toggleSelectionMute' }, selected)).toEqual({
      type: 'setClipMute',
      clipIds: ['c1', 'c2'],
    });
    expect(commandForKeyAction({ kind: 'toggleTrackSolo' }, selected)).toEqual({
      type: 'setTrackSwitch',
      trackId: 't1',
      name: 'solo',
    });
    expect(commandForKeyAction({ kind: 'toggleTrackMute' }, selected)).toEqual({
      type: 'setTrackSwitch',
      trackId: 't1',
      name: 'mute',
    });
    expect(commandForKeyAction({ kind: 'moveTrack', by: 1 }, selected)).toEqual({
      type: 'moveTrack',
      trackId: 't1',
      by: 1,
    });
    expect(commandForKeyAction({ kind: 'deleteTrack' }, selected)).toEqual({
      type: 'removeTrack',
      trackId: 't1',
    });
    expect(commandForKeyAction({ kind: 'toggleMetronome' }, selected)).toEqual({
      type: 'setMetronome',
    });
    expect(commandForKeyAction({ kind: 'selectAll' }, selected)).toEqual({
      type: 'setSelection',
      selection: { anchorBeats: 0, focusBeats: 16, trackIds: ['t1', 't2'] },
    });
  });

  it('leaves host actions to the host', () => {
    expect(commandForKeyAction({ kind: 'togglePlayback' }, selected)).toBeNull();
    expect(commandForKeyAction({ kind: 'undo' }, selected)).toBeNull();
  });
});
