/**
 * Reference chips for every condition (1-generation §3 reference chip types: clip, lyrics,
 * playlist, persona, audio_file) and what removing one leaves.
 */
import { describe, expect, test } from 'vitest';
import type { CreateFormState, TimedCondition } from '@cadenza/sdk';
import { emptyForm, FIXTURE_CHIP_CLIPS } from './fixtures/data';
import { editCustom, editUntimed } from './form-edit';
import { referenceChips, removeReference, setExtendFrom } from './reference-chips';

const base = emptyForm('custom');
const timed = (condition: TimedCondition): CreateFormState => ({
  ...base,
  global: { ...base.global, timedCondition: condition },
});
const persona = {
  personaId: 'persona-basso',
  rootClipId: 'clip-sun',
  clipId: 'clip-sun',
  startSeconds: 0,
  endSeconds: 120,
  personaName: 'Basso',
  personaImageUrl: null,
};
const extend = timed({
  type: 'extend',
  clipId: 'clip-upload',
  startSeconds: 30,
  clipDurationSeconds: 42,
  isUploadSource: true,
});

const kinds = (form: CreateFormState) =>
  referenceChips(form, FIXTURE_CHIP_CLIPS).map((chip) => [chip.condition, chip.type, chip.title]);

describe('reference chips', () => {
  test('a form without conditions has no chips', () => {
    expect(referenceChips(base)).toEqual([]);
  });

  test('cover, infill and paintings are clip chips titled by their clip', () => {
    expect(kinds(editUntimed(base, { cover: { clipId: 'clip-night' } }))).toEqual([
      ['cover', 'clip', 'Night Drive'],
    ]);
    expect(
      kinds(timed({ type: 'underpaint', clipId: 'clip-night', startSeconds: 0, endSeconds: 30 })),
    ).toEqual([['underpaint', 'clip', 'Night Drive']]);
  });

  test('an uploaded source is an audio_file chip; extend carries its extend-from field', () => {
    const [chip] = referenceChips(extend, FIXTURE_CHIP_CLIPS);
    expect(chip?.type).toBe('audio_file');
    expect(chip?.extendFrom).toEqual({ seconds: 30, durationSeconds: 42 });
  });

  test('persona, playlist, inspiration clips, reused styles and lyrics, voice persona, chameleon', () => {
    const form = editCustom(
      editUntimed(base, {
        personas: [persona],
        playlist: { playlistId: 'playlist-road', name: 'Road trip' },
        inspirationClipIds: ['clip-sun'],
        voxPersona: { enabled: true },
        chameleon: { enabled: true },
      }),
      { reusedFromClipId: 'clip-night' },
    );
    expect(kinds(form)).toEqual([
      ['persona', 'persona', 'Basso'],
      ['playlist', 'playlist', 'Road trip'],
      ['inspirationClip', 'clip', 'Sunrise Run'],
      ['reuse', 'lyrics', 'Night Drive'],
      ['voxPersona', 'persona', ''],
      ['chameleon', 'clip', ''],
    ]);
  });

  test('an unknown clip shows its id', () => {
    expect(kinds(editUntimed(base, { cover: { clipId: 'clip-x' } }))).toEqual([
      ['cover', 'clip', 'clip-x'],
    ]);
  });

  test('removing each chip removes exactly its condition', () => {
    const form = editCustom(
      editUntimed(extend, {
        personas: [persona],
        inspirationClipIds: ['clip-sun'],
        voxPersona: { enabled: true },
      }),
      { reusedFromClipId: 'clip-night' },
    );
    for (const chip of referenceChips(form)) {
      const left = referenceChips(removeReference(form, chip)).map((c) => c.key);
      expect(left).not.toContain(chip.key);
      expect(left).toHaveLength(referenceChips(form).length - 1);
    }
  });

  test('setExtendFrom moves the extend start and leaves other forms alone', () => {
    expect(setExtendFrom(extend, 12).global.timedCondition).toMatchObject({ startSeconds: 12 });
    expect(setExtendFrom(base, 12)).toBe(base);
  });
});
