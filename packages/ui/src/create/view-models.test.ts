/** Wire data as the create form shows it. */
import { describe, expect, test } from 'vitest';
import { appendStyle } from './form-edit';
import {
  FIXTURE_CLIPS,
  FIXTURE_MODEL_OPTIONS,
  FIXTURE_PERSONAS,
  FIXTURE_PLAYLISTS,
} from './fixtures/data';
import { filterSavedPrompts, inspirationClipItem, searchHits } from './view-models';

describe('view models', () => {
  test('model options carry the name, the tier and whether the plan can use the model', () => {
    expect(FIXTURE_MODEL_OPTIONS[0]).toEqual({ key: 'chirp-crow', label: 'v5 · V5', canUse: true });
    expect(FIXTURE_MODEL_OPTIONS.find((m) => m.key === 'chirp-ibis')?.canUse).toBe(false);
  });

  test('persona rows keep the root clip for the preview and the love state', () => {
    const aria = FIXTURE_PERSONAS[0];
    expect(aria?.isLoved).toBe(true);
    expect(aria?.previewClip?.id).toBe('clip-night');
  });

  test('playlist rows show the song count', () => {
    expect(FIXTURE_PLAYLISTS.map((p) => [p.name, p.songCount])).toEqual([
      ['Road trip', 12],
      ['Focus', 1],
      ['Covers by others', 3],
    ]);
  });

  test('saved prompts are searched case-insensitively; a blank search keeps them all', () => {
    const prompts = [
      { id: '1', text: 'Synthwave, dreamy' },
      { id: '2', text: 'lofi' },
    ];
    expect(filterSavedPrompts(prompts, 'SYNTH').map((p) => p.id)).toEqual(['1']);
    expect(filterSavedPrompts(prompts, '  ')).toHaveLength(2);
  });

  test('appendStyle adds a style once', () => {
    expect(appendStyle('', 'lofi')).toBe('lofi');
    expect(appendStyle('synthwave', 'lofi')).toBe('synthwave, lofi');
    expect(appendStyle('synthwave, LoFi', 'lofi')).toBe('synthwave, LoFi');
  });

  test('inspiration song rows show the title, or the id of an untitled song', () => {
    expect(inspirationClipItem(FIXTURE_CLIPS.song)).toEqual({
      id: 'clip-night',
      title: 'Night Drive',
      imageUrl: null,
    });
    expect(inspirationClipItem({ ...FIXTURE_CLIPS.song, title: ' ' }).title).toBe('clip-night');
  });

  test('search hits of one named query (POST /api/search/) keep only the asked member', () => {
    const page = (result: object[]) => ({
      search_type: 'library_persona' as const,
      term: 'a',
      from_index: 0,
      page_size: 20,
      total_hits: result.length,
      result: result as never,
    });
    const response = {
      result: {
        personas: page([{ type: 'persona', persona: FIXTURE_PERSONAS[1] }, { type: 'clip' }]),
      },
    };
    expect(searchHits(response, 'personas', 'persona').map((p) => p.id)).toEqual(['persona-basso']);
    expect(searchHits(response, 'songs', 'clip')).toEqual([]);
    expect(searchHits(undefined, 'personas', 'persona')).toEqual([]);
  });
});
