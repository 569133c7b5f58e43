/**
 * The request of a timeline generation carries the §7 generation fields (2-studio §7): task,
 * infill_start_s, infill_end_s, infill_dur_s, the context bounds, include_history_s,
 * include_future_s, continue_clip_id, continue_at, project_id and the metadata overrides, with
 * infill_lyrics and lyrics_updated for lyrics typed for the range.
 */
import { planGeneration } from '@cadenza/studio-engine';
import { describe, expect, test } from 'vitest';
import { projectWithSelection } from './test-project';
import { emptyForm, fixtureContext } from '../../create/fixtures/data';
import { timelineGenerationRequest } from './timeline-request';

const state = (anchor: number, focus: number) =>
  projectWithSelection(
    [
      ['a', 0, 40],
      ['b', 60, 80],
    ],
    anchor,
    focus,
  );

const form = (lyrics = '') => {
  const f = emptyForm('custom');
  return { ...f, custom: { ...f.custom, styles: 'lofi', lyrics } };
};

const request = (anchor: number, focus: number, lyrics = '', opts = {}) => {
  const plan = planGeneration(state(anchor, focus), { mode: 'studio', ...opts });
  const built = timelineGenerationRequest(plan, form(lyrics), fixtureContext(), {
    projectId: 'p1',
  });
  if (!built.ok) throw new Error(String(built.message));
  return built.request;
};

describe('timeline generation request (§7)', () => {
  test('replace: task, infill bounds, context, history and future, project_id, overrides', () => {
    const body = request(8, 24);
    expect(body).toMatchObject({
      task: 'infill',
      infill_start_s: 4,
      infill_end_s: 12,
      infill_dur_s: 8,
      infill_context_start_s: 0,
      include_history_s: 4,
      project_id: 'p1',
      tags: 'lofi',
    });
    expect(body.include_future_s).toBe((body.infill_context_end_s ?? 0) - (body.infill_end_s ?? 0));
    expect(body.metadata).toMatchObject({
      create_mode: 'studio_edit',
      override_history_clip_id: 'song-a',
      override_future_clip_id: 'song-a',
    });
    expect(body.make_instrumental).toBeUndefined();
  });

  test('lyrics typed for the range go as infill_lyrics with lyrics_updated', () => {
    expect(request(8, 24, 'New words here').metadata).toMatchObject({
      infill_lyrics: 'New words here',
      lyrics_updated: true,
    });
  });

  test('create between two clips names both as history and future', () => {
    expect(request(44, 56).metadata).toMatchObject({
      override_history_clip_id: 'song-a',
      override_future_clip_id: 'song-b',
    });
  });

  test('extend: continue_clip_id and continue_at, no infill fields', () => {
    const body = request(70, 96, '', { endSelectionMode: 'extend' });
    expect(body).toMatchObject({ task: 'extend', continue_clip_id: 'song-b', continue_at: 5 });
    expect(body.infill_start_s).toBeUndefined();
  });

  test('a blocked selection builds nothing and gives its message', () => {
    const plan = planGeneration(state(8, 8.01), { mode: 'studio' });
    expect(timelineGenerationRequest(plan, form(), fixtureContext(), { projectId: null })).toEqual({
      ok: false,
      message: 'Select a range of time to replace',
    });
  });
});
