import { describe, expect, it } from 'vitest';
import { REASONS } from '../index';
import { clip, mustApply, project, run, spans } from '../testing/fixtures';

describe('pasteClips (Ctrl+V)', () => {
  it('places copies so the earliest starts at the paste position, keeping their spacing', () => {
    const state = project([
      [
        [0, 4],
        [6, 8],
      ],
      [],
    ]);
    const copied = state.tracks[0]?.clips ?? [];
    const next = mustApply(state, {
      type: 'pasteClips',
      trackId: 't2',
      atBeats: 10,
      clips: copied,
    });
    expect(spans(next, 1)).toEqual([
      ['new-1', 10, 14],
      ['new-2', 16, 18],
    ]);
    expect(clip(next, 'new-1')?.clipId).toBe('gen-c1');
    expect(spans(next, 0)).toEqual(spans(state, 0));
  });

  it('overlays what lies under the pasted clips, as a drop does', () => {
    const state = project([[[0, 8]]]);
    const copied = [{ ...(state.tracks[0]?.clips[0] as NonNullable<ReturnType<typeof clip>>) }];
    const next = mustApply(state, { type: 'pasteClips', trackId: 't1', atBeats: 4, clips: copied });
    expect(spans(next)).toEqual([
      ['c1', 0, 4],
      ['new-1', 4, 12],
    ]);
  });

  it(`refuses an empty clipboard with '${REASONS.nothingToPaste}'`, () => {
    expect(
      run(project([[]]), { type: 'pasteClips', trackId: 't1', atBeats: 0, clips: [] }),
    ).toMatchObject({ ok: false, reason: REASONS.nothingToPaste });
  });

  it(`refuses an unknown track with '${REASONS.trackNotFound}'`, () => {
    const state = project([[[0, 4]]]);
    expect(
      run(state, {
        type: 'pasteClips',
        trackId: 'nope',
        atBeats: 0,
        clips: state.tracks[0]!.clips,
      }),
    ).toMatchObject({ ok: false, code: 'not-found', reason: REASONS.trackNotFound });
  });
});
