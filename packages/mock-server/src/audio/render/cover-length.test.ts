// Covers keep the source song's length (within the longest song the model makes), unless the
// request asked for a duration: checked on the plan (no render) and on the engine's facts.
import { afterAll, describe, expect, it } from 'vitest';
import { createProceduralAudio } from '../index';
import { AUTO_LENGTH_MAX_S } from '../song/plan';
import { derived, songSource } from '../test-support';
import { plannedSong } from './planned-song';

const engine = createProceduralAudio({ workers: 0 });
afterAll(() => engine.close());

describe('cover length', { timeout: 120_000 }, () => {
  it('a cover of a 160 s song is 160 s long', () => {
    const song = songSource({ durationS: 160 });
    const cover = derived(song, { kind: 'cover' }, { tags: 'jazz, piano', durationS: null });
    expect(plannedSong(cover)?.lengthS).toBe(160);
  });

  it('a cover with a requested duration takes that duration', () => {
    const song = songSource({ durationS: 160 });
    const cover = derived(song, { kind: 'cover' }, { tags: 'rock', durationS: 130 });
    expect(plannedSong(cover)?.lengthS).toBe(130);
  });

  it('a cover is no longer than the longest song the model makes', () => {
    const song = songSource({ durationS: 600 });
    const cover = derived(song, { kind: 'cover' }, { tags: 'rock', durationS: null });
    expect(plannedSong(cover)?.lengthS).toBe(AUTO_LENGTH_MAX_S);
  });

  it('a cover of a song known only by its audio (an extension) keeps that audio’s length', async () => {
    const song = songSource({ durationS: 20 });
    const ext = derived(song, { kind: 'extend', continueAtS: 13 }, { durationS: 30 });
    const cover = derived(ext, { kind: 'cover' }, { tags: 'folk', durationS: null });
    const facts = await engine.facts(cover);
    expect(facts.durationS).toBeCloseTo(30, 1);
  });
});
