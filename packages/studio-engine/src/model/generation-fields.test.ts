import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  REPLACE_MODES,
  alignedClipsQuery,
  buildGenerationFields,
  defaultExtendStartSeconds,
  matchesAlignedClip,
  unsupportedTaskMessage,
  type AlignedClip,
  type Selection,
} from './index';
import { project } from './testing/fixtures';

const sel = (startBeats: number, endBeats: number, trackId = 't1'): Selection => ({
  anchorBeats: startBeats,
  focusBeats: endBeats,
  trackIds: [trackId],
  focusedTrackId: trackId,
  focusedArea: 'timeline',
});

describe('buildGenerationFields', () => {
  // One clip of 200 beats (100 s) reading from content beat 0, at the default 2 beats a second.
  const long = project([[[0, 200]]]);

  it('replace (Smart, the default) sends task infill: bounds in the clip audio, full context of 32 beats each side', () => {
    expect(buildGenerationFields(sel(80, 100), long, { mode: 'studio' })).toEqual({
      task: 'infill',
      infill_start_s: 40,
      infill_end_s: 50,
      infill_dur_s: 10,
      infill_context_start_s: 24,
      infill_context_end_s: 66,
      include_history_s: 16,
      include_future_s: 16,
      metadata: {},
    });
  });

  it('replace: the context stops at the clip edges; classic and fixed give their tasks', () => {
    const fields = buildGenerationFields(sel(10, 20), long, {
      mode: 'studio',
      replaceMode: 'fixed_infill',
    });
    expect(fields).toMatchObject({
      task: 'fixed_infill',
      infill_context_start_s: 0,
      include_history_s: 5,
    });
    expect(
      buildGenerationFields(sel(10, 20), long, { mode: 'studio', replaceMode: 'infill' }),
    ).toMatchObject({ task: 'infill' });
  });

  it.each(REPLACE_MODES)(
    'replace mode %s sends a task of the spec (1-generation.md §3)',
    (mode) => {
      const fields = buildGenerationFields(sel(10, 20), long, {
        mode: 'studio',
        replaceMode: mode,
      });
      expect(['infill', 'fixed_infill']).toContain((fields as { task: string }).task);
    },
  );

  it('replace on a stem track: stem_condition_infill with include_history_s and include_future_s 0', () => {
    const stems = project([[[0, 200]]]);
    const stemState = { ...stems, tracks: stems.tracks.map((t) => ({ ...t, stemType: 'Vocals' })) };
    expect(buildGenerationFields(sel(80, 100), stemState, { mode: 'studio' })).toMatchObject({
      task: 'stem_condition_infill',
      include_history_s: 0,
      include_future_s: 0,
    });
  });

  it('replace across two clips sets the override_future metadata', () => {
    const two = project([
      [
        [0, 40],
        [40, 80, { readStartBeats: 8 }],
      ],
    ]);
    expect(buildGenerationFields(sel(30, 50), two, { mode: 'studio' })).toMatchObject({
      metadata: { override_future_clip_id: 'gen-c2', override_future_start_seconds: 9 },
    });
  });

  it('without full context, history and future are not sent', () => {
    const fields = buildGenerationFields(sel(80, 100), long, {
      mode: 'studio',
      fullContext: false,
    });
    expect(fields).not.toHaveProperty('include_history_s');
    expect(fields).not.toHaveProperty('include_future_s');
  });

  it('extend: continue_clip_id and continue_at; uploads use upload_extend', () => {
    const edit = project([[[0, 40]]]);
    expect(buildGenerationFields(sel(50, 60), edit, { mode: 'edit' })).toEqual({
      task: 'extend',
      continue_clip_id: 'gen-c1',
      continue_at: 20,
      metadata: {},
    });
    expect(
      buildGenerationFields(sel(30, 60), edit, { mode: 'edit', endSelectionMode: 'extend' }),
    ).toMatchObject({ continue_at: 15 });
    const upload = project([[[0, 40, { uploadId: 'up-1' }]]]);
    expect(buildGenerationFields(sel(50, 60), upload, { mode: 'edit' })).toMatchObject({
      task: 'upload_extend',
    });
  });

  it('create: override_history and override_future around the new section', () => {
    const gap = project([
      [
        [0, 40],
        [60, 100, { readStartBeats: 4 }],
      ],
    ]);
    expect(buildGenerationFields(sel(40, 60), gap, { mode: 'studio' })).toEqual({
      task: 'infill',
      infill_start_s: 20,
      infill_end_s: 30,
      infill_dur_s: 10,
      infill_context_start_s: 4,
      infill_context_end_s: 46,
      include_history_s: 16,
      include_future_s: 16,
      metadata: {
        override_history_clip_id: 'gen-c1',
        override_history_end_seconds: 20,
        override_future_clip_id: 'gen-c2',
        override_future_start_seconds: 2,
      },
    });
  });

  it('answers an error when there is no source clip', () => {
    expect(buildGenerationFields(sel(0, 10, 't1'), project([[]]), { mode: 'studio' })).toEqual({
      error: 'no-source-clip',
    });
  });
});

describe('aligned clips', () => {
  const metadata = {
    override_history_clip_id: 'h',
    override_history_end_seconds: 20,
    override_future_clip_id: 'f',
    override_future_start_seconds: 2,
  };

  it('looks aligned clips up within 0.1 s', () => {
    expect(alignedClipsQuery(metadata)).toEqual({
      history_clip_id: 'h',
      history_end_seconds_gte: 19.9,
      history_end_seconds_lte: 20.1,
      future_clip_id: 'f',
      future_start_seconds_gte: 1.9,
      future_start_seconds_lte: 2.1,
    });
  });

  it('matches a tempo-aligned clip within 0.08 s', () => {
    const aligned = (historyEnd: number, futureStart: number): AlignedClip => ({
      clip: { id: 'new' },
      history_clip_id: 'h',
      history_end_seconds: historyEnd,
      clip_start_seconds: 0,
      future_clip_id: 'f',
      clip_end_seconds: 10,
      future_start_seconds: futureStart,
    });
    expect(matchesAlignedClip(aligned(20.07, 1.93), metadata)).toBe(true);
    expect(matchesAlignedClip(aligned(20.09, 2), metadata)).toBe(false);
    expect(matchesAlignedClip({ ...aligned(20, 2), history_clip_id: 'other' }, metadata)).toBe(
      false,
    );
  });
});

describe('edit-mode helpers', () => {
  it("unsupported infill tasks: 'Infill cover is not supported' and 'Artist infill is not supported'", () => {
    expect(unsupportedTaskMessage('cover_infill')).toBe(MESSAGES.infillCoverUnsupported);
    expect(unsupportedTaskMessage('artist_infill')).toBe('Artist infill is not supported');
    expect(unsupportedTaskMessage('infill')).toBeNull();
  });

  it('the default start for extend: over 45 s minus 15, over 15 s minus 5, else 0', () => {
    expect([
      defaultExtendStartSeconds(60),
      defaultExtendStartSeconds(45),
      defaultExtendStartSeconds(15),
    ]).toEqual([45, 40, 0]);
  });
});
