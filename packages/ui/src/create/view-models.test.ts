/** Wire data as the create form shows it. */
import { describe, expect, test } from 'vitest';
import { appendStyle } from './form-edit';
import { FIXTURE_MODEL_OPTIONS, FIXTURE_PERSONAS, FIXTURE_PLAYLISTS } from './fixtures/data';
import { filterSavedPrompts } from './view-models';

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
});
