import { createProjectState } from '@cadenza/studio-engine';
import { describe, expect, it } from 'vitest';
import { commit, preview } from '../gestures/intents';
import { intentActions } from './intent-actions';

let n = 0;
const state = createProjectState(() => `id-${n++}`, 'studio', { title: 'T' });
const move = {
  type: 'moveClip',
  clipId: 'c1',
  trackId: 't1',
  takeLaneId: null,
  startBeats: 4,
} as const;

describe('a pointer drag is one undo step (history drag)', () => {
  it('the first preview begins the drag, later previews only apply the command', () => {
    expect(intentActions(preview(move), state, false)).toEqual([
      { type: 'drag/begin' },
      { type: 'command', command: move },
    ]);
    expect(intentActions(preview(move), state, true)).toEqual([{ type: 'command', command: move }]);
  });

  it('the commit applies the last command and ends the drag; a cancel drops it', () => {
    expect(intentActions(commit(move), state, true)).toEqual([
      { type: 'command', command: move },
      { type: 'drag/end' },
    ]);
    expect(intentActions({ phase: 'cancel' }, state, true)).toEqual([{ type: 'drag/cancel' }]);
    expect(intentActions({ phase: 'cancel' }, state, false)).toEqual([]);
  });

  it('a ruler click moves the playhead', () => {
    expect(intentActions(commit({ type: 'seek', beats: 8 }), state, false)).toEqual([
      { type: 'transport/seek', beats: 8 },
    ]);
  });
});

describe('the context menus: engine commands and the session actions of split and the clipboard', () => {
  it('Split, Copy, Cut and Paste are the session actions Ctrl+E, Ctrl+C, Ctrl+X and Ctrl+V run', () => {
    for (const type of [
      'clip/split',
      'clipboard/copy',
      'clipboard/cut',
      'clipboard/paste',
    ] as const)
      expect(intentActions(commit({ type }), state, false)).toEqual([{ type }]);
  });

  it('Duplicate track is the engine command', () => {
    const intent = { type: 'duplicateTrack', trackId: 't1' } as const;
    expect(intentActions(commit(intent), state, false)).toEqual([
      { type: 'command', command: intent },
    ]);
  });
});
