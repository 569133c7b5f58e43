// Cover art without audio: a planned song's cover is drawn from its plan, in each image size
// (100, 360, 720, 1024), the same PNG as drawn from the song's render; it is the same for the
// same song and another for another; sources known only by their audio have no plan art and
// are drawn by the audio engine.
import { describe, expect, it } from 'vitest';
import { CLIP_SAMPLE_RATE_HZ, IMAGE_SIZES } from '@cadenza/sdk';
import { decode } from 'fast-png';
import type { AudioSource } from '../engine';
import { createRenderer } from '../render/resolve';
import { planSong } from '../song/plan';
import { derived, songSource } from '../test-support';
import { coverRaster, pictureOf } from './art';
import { coverArtFromPlan, coverArtOf } from './cover-art';
import { planLoudness } from './plan-picture';

const song = songSource({ durationS: 8 });
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

function planArt(source: AudioSource, size: number): Promise<Uint8Array> {
  const art = coverArtFromPlan(source, size);
  if (!art) throw new Error(`no plan art for ${source.id}`);
  return art;
}

describe('cover art drawn from the plan', () => {
  it('is a square PNG in each image size (100, 360, 720, 1024)', async () => {
    for (const size of IMAGE_SIZES) {
      const image = decode(await planArt(song, size));
      expect([image.width, image.height, image.channels]).toEqual([size, size, 3]);
    }
  });

  it('is deterministic per song: the same song gives the same picture, another song another', async () => {
    const a = await planArt(song, 100);
    expect(same(a, await planArt(songSource({ durationS: 8 }), 100))).toBe(true);
    expect(same(a, await planArt(songSource({ id: 'clip-b', durationS: 8 }), 100))).toBe(false);
    expect(same(a, await planArt(songSource({ tags: 'dark techno', durationS: 8 }), 100))).toBe(
      false,
    );
  });

  it('has none for sources known only by their audio (uploads, extensions, edits)', () => {
    const upload = songSource({ upload: { bytes: new Uint8Array(4), filename: 'a.wav' } });
    expect(coverArtFromPlan(upload, 100)).toBeNull();
    expect(coverArtFromPlan(derived(song, { kind: 'extend', continueAtS: 4 }), 100)).toBeNull();
    expect(
      coverArtFromPlan(derived(song, { kind: 'speed', factor: 2, keepPitch: true }), 100),
    ).toBe(null);
    expect(coverArtFromPlan(derived(upload, { kind: 'cover' }), 100)).toBeNull();
  });

  it('asks the audio engine only for sources whose picture needs their audio', async () => {
    const asked: string[] = [];
    const audio = {
      coverArt: async (source: AudioSource) => {
        asked.push(source.id);
        return Uint8Array.of(1);
      },
    };
    const extension = derived(song, { kind: 'extend', continueAtS: 4 });
    expect(same(await coverArtOf(audio, song, 100), await planArt(song, 100))).toBe(true);
    expect([...(await coverArtOf(audio, extension, 100))]).toEqual([1]);
    expect(asked).toEqual([extension.id]);
  });

  it('shows the song’s loudness over time: a quiet intro, louder sections, silence at the end', () => {
    const plan = planSong(songSource({ durationS: 90 }));
    const ring = planLoudness(plan);
    expect(Math.max(...ring)).toBe(1);
    expect(ring[ring.length - 1]).toBeLessThan(0.1);
    const chorus = plan.sections.find((s) => s.kind === 'chorus')!;
    const at = (bar: number) =>
      ring[Math.floor(((bar * 240) / plan.bpm / plan.lengthS) * ring.length)] as number;
    expect(at(chorus.startBar + 1)).toBeGreaterThan(at(1));
  });
});

describe('plan art and the art drawn from the render agree', { timeout: 300_000 }, () => {
  const renderer = createRenderer(CLIP_SAMPLE_RATE_HZ, 256 * 1024 * 1024);

  it('a fresh song, a cover and a persona song get the same PNG as drawn from their render', async () => {
    const root = songSource({ id: 'root', tags: 'soul, male vocals', durationS: 8 });
    const sources = [
      song,
      derived(song, { kind: 'cover' }, { tags: 'jazz, saxophone', durationS: 8 }),
      derived(song, { kind: 'cover' }, { tags: '', lyrics: '', durationS: 8 }),
      derived(song, { kind: 'persona', root }, { tags: 'rock', durationS: 8 }),
    ];
    for (const source of sources) {
      const render = await renderer.render(source);
      const drawn = coverRaster(pictureOf(render, source.title, source.id), 100).png();
      expect(same(await planArt(source, 100), drawn), source.id).toBe(true);
    }
  });
});
