import { describe, expect, it } from 'vitest';
import { withUntimed } from './conditions';
import { customForm, rulesContext } from './test-fixtures';
import type { CreateFormState } from './types';
import { validateCreateForm } from './validate';

const ctx = rulesContext();
const custom = customForm('chirp-v4');
const filled: CreateFormState = { ...custom, custom: { ...custom.custom, styles: 'pop' } };
const simple = (prompt: string): CreateFormState => ({
  ...custom,
  global: { ...custom.global, mode: 'simple' },
  simple: { prompt, instrumental: false },
});
const adjust = (clipId: string | null): CreateFormState => ({
  ...custom,
  global: { ...custom.global, mode: 'adjust_speed' },
  adjustSpeed: { ...custom.adjustSpeed, clipId },
});
const withCustom = (patch: Partial<CreateFormState['custom']>): CreateFormState => ({
  ...custom,
  custom: { ...custom.custom, ...patch },
});

describe('1-generation §5 Create-form errors, in order: validateCreateForm', () => {
  it("'Out of credits.' when credits are 0 or less", () => {
    expect(validateCreateForm(filled, rulesContext({ credits: 0 }))).toBe('Out of credits.');
    expect(validateCreateForm(filled, rulesContext({ credits: -5 }))).toBe('Out of credits.');
  });

  it("'Insufficient credits.' when below 1", () => {
    expect(validateCreateForm(filled, rulesContext({ credits: 0.5 }))).toBe(
      'Insufficient credits.',
    );
  });

  it("'No clip selected' for adjust speed without clip", () => {
    expect(validateCreateForm(adjust(null), ctx)).toBe('No clip selected');
    expect(validateCreateForm(adjust('c1'), ctx)).toBeNull();
  });

  it('credits come first', () => {
    expect(validateCreateForm(adjust(null), rulesContext({ credits: 0 }))).toBe('Out of credits.');
  });

  it("custom: 'Enter styles or lyrics to create' when lyrics, lyrics prompt, styles and excluded styles are empty and no conditioning exists", () => {
    expect(validateCreateForm(custom, ctx)).toBe('Enter styles or lyrics to create');
    expect(validateCreateForm(withCustom({ lyrics: '  ' }), ctx)).toBe(
      'Enter styles or lyrics to create',
    );
    expect(validateCreateForm(withCustom({ lyricsPrompt: 'a love song' }), ctx)).toBeNull();
    expect(validateCreateForm(withCustom({ excludeStyles: 'metal' }), ctx)).toBeNull();
    expect(validateCreateForm(withUntimed(custom, { cover: { clipId: 'c' } }), ctx)).toBeNull();
    expect(
      validateCreateForm(withUntimed(custom, { chameleon: { enabled: true } }), ctx),
    ).toBeNull();
  });

  it("custom: 'Excluded styles are too long', then 'Styles are too long', then 'Lyrics are too long'", () => {
    const all = withCustom({
      excludeStyles: 'x'.repeat(201),
      styles: 's'.repeat(201),
      lyrics: 'l'.repeat(3001),
    });
    expect(validateCreateForm(all, ctx)).toBe('Excluded styles are too long');
    expect(validateCreateForm({ ...all, custom: { ...all.custom, excludeStyles: '' } }, ctx)).toBe(
      'Styles are too long',
    );
    expect(validateCreateForm(withCustom({ lyrics: 'l'.repeat(3001) }), ctx)).toBe(
      'Lyrics are too long',
    );
    expect(validateCreateForm(withCustom({ lyrics: 'l'.repeat(3000) }), ctx)).toBeNull();
  });

  it('the maxima depend on the model (billing model max_lengths)', () => {
    const crow = {
      ...withCustom({ styles: 's'.repeat(900) }),
      global: { ...custom.global, model: 'chirp-crow' as const },
    };
    expect(validateCreateForm(crow, ctx)).toBeNull();
  });

  it("simple: 'Enter a description to create' when empty, 'Description is too long' over 200 characters", () => {
    expect(validateCreateForm(simple(' '), ctx)).toBe('Enter a description to create');
    expect(validateCreateForm(simple('d'.repeat(201)), ctx)).toBe('Description is too long');
    expect(validateCreateForm(simple('d'.repeat(200)), ctx)).toBeNull();
  });

  it("then a reference-combination error of the conditions ('Playlist or chameleon mode cannot combine with anything except persona')", () => {
    const state = withUntimed(filled, { chameleon: { enabled: true }, cover: { clipId: 'c' } });
    expect(validateCreateForm(state, ctx)).toBe(
      'Playlist or chameleon mode cannot combine with anything except persona',
    );
  });
});
