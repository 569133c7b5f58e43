import { describe, expect, it } from 'vitest';
import {
  EDIT_ACTION_DEFAULTS,
  editActionCall,
  editGenerationRequest,
  editModelTier,
  editRange,
  editStartProblem,
  infillGate,
  quantizeEditTime,
} from './edit-mode';

const pro = { id: 'u', plan: 'pro' as const };
const free = { id: 'u', plan: 'free' as const };

describe('edit mode: the waveform selector moves in 0.2 s steps inside the clip', () => {
  it.each([
    [0.05, 0],
    [0.11, 0.2],
    [10.29, 10.2],
    [10.31, 10.4],
    [-3, 0],
    [30.4, 30.47],
    [99, 30.47],
  ])('%f s → %f s (clip of 30.47 s)', (input, expected) => {
    expect(quantizeEditTime(input, 30.47)).toBe(expected);
  });

  it('a range is ordered whichever way the pointer moved', () => {
    expect(editRange(12.3, 2.1, 60)).toEqual({ start: 2.2, end: 12.4 });
  });
});

describe("2-studio §5: a clip that is not complete cannot start an edit ('Clip is not complete')", () => {
  it.each(['streaming', 'queued', 'submitted', 'error'])('%s', (status) => {
    expect(editStartProblem({ status })).toBe('Clip is not complete');
  });
  it('complete clips can', () => expect(editStartProblem({ status: 'complete' })).toBeNull());
});

describe('2-studio §7 Edit: each action is its call with the edit session id', () => {
  it('crop keeps or removes a range, with an optional fade_out_time in seconds', () => {
    expect(
      editActionCall('c1', { kind: 'crop', range: { start: 0, end: 10 }, remove: true }, 's1'),
    ).toEqual({
      id: 'cropClip',
      args: {
        path: { clip_id: 'c1' },
        body: { crop_start_s: 0, crop_end_s: 10, is_crop_remove: true, edit_session_id: 's1' },
      },
    });
    const kept = editActionCall(
      'c1',
      { kind: 'crop', range: { start: 5, end: 20 }, remove: false, fadeOutMs: 3000 },
      's1',
    );
    expect(kept.args.body).toMatchObject({ is_crop_remove: false, fade_out_time: 3 });
  });

  it('fade sends fade_out_time in seconds (fadeOutLengthMs defaults to 5000)', () => {
    const call = editActionCall(
      'c1',
      { kind: 'fade', fadeOutMs: EDIT_ACTION_DEFAULTS.fadeOutLengthMs },
      's1',
    );
    expect(call).toEqual({
      id: 'fadeClip',
      args: { path: { clip_id: 'c1' }, body: { fade_out_time: 5, edit_session_id: 's1' } },
    });
  });

  it('speed sends speed_factor, tempo_only and the start/end range (whole clip: null)', () => {
    expect(
      editActionCall(
        'c1',
        { kind: 'speed', speedFactor: 0.8, tempoOnly: true, range: { start: 4, end: 9 } },
        's1',
      ).args.body,
    ).toEqual({
      speed_factor: 0.8,
      tempo_only: true,
      change_speed_start_time: 4,
      change_speed_end_time: 9,
      edit_session_id: 's1',
    });
    expect(
      editActionCall('c1', { kind: 'speed', speedFactor: 2, tempoOnly: false }, null).args.body,
    ).toMatchObject({ change_speed_start_time: null, change_speed_end_time: null });
  });
});

describe('2-studio §4, §6: infill needs the EditMode plan feature and at least 5 units', () => {
  it('without EditMode: the upsell', () => {
    expect(infillGate({ start: 0, end: 10 }, free)).toEqual({ kind: 'upsell' });
  });
  it('under 5 s: too short; 5 s and more: allowed', () => {
    expect(infillGate({ start: 0, end: 4.8 }, pro)).toEqual({ kind: 'too-short' });
    expect(infillGate(null, pro)).toEqual({ kind: 'too-short' });
    expect(infillGate({ start: 10, end: 15 }, pro)).toBeNull();
  });
});

describe("2-studio §6: edit mode's model tier", () => {
  it("uses the clip's own model version when known", () => {
    expect(editModelTier({ major_model_version: 'v4' }, free)).toBe('V4');
    expect(editModelTier({ model_name: 'chirp-bluejay' }, free)).toBe('V4.5+');
  });
  it('otherwise V5 with the Auk plan feature, V3.5 without', () => {
    expect(editModelTier({}, { id: 'u', plan: 'pro', features: ['Auk'] })).toBe('V5');
    expect(editModelTier({}, { id: 'u', plan: 'free', features: [] })).toBe('V3.5');
  });
});

describe('2-studio §7: replace and extend from edit mode', () => {
  const clip = {
    id: 'c1',
    title: 'Harbour',
    model_name: 'chirp-bluejay',
    metadata: { duration: 60, tags: 'folk', prompt: 'la la', type: 'gen' },
  };
  it('replace is an infill of the selection with full context and the session id', () => {
    const body = editGenerationRequest(
      clip,
      { kind: 'replace', range: { start: 20, end: 26 }, lyrics: ' new line ' },
      pro,
      's1',
    );
    expect(body).toMatchObject({
      mv: 'chirp-bluejay',
      task: 'infill',
      edit_session_id: 's1',
      infill_start_s: 20,
      infill_end_s: 26,
      infill_dur_s: 6,
      infill_context_start_s: 0,
      infill_context_end_s: 60,
      include_history_s: 20,
      include_future_s: 34,
      tags: 'folk',
      prompt: 'la la',
      metadata: {
        override_history_clip_id: 'c1',
        override_future_clip_id: 'c1',
        infill_lyrics: 'new line',
      },
    });
  });
  it('extend continues the clip from the chosen start (upload_extend for uploads)', () => {
    expect(editGenerationRequest(clip, { kind: 'extend', startS: 45 }, pro, 's1')).toMatchObject({
      task: 'extend',
      continue_clip_id: 'c1',
      continue_at: 45,
    });
    const upload = { ...clip, metadata: { ...clip.metadata, type: 'upload' } };
    expect(editGenerationRequest(upload, { kind: 'extend', startS: 45 }, pro, null).task).toBe(
      'upload_extend',
    );
  });
});
