// Cover art is drawn from the song as PNG in the spec's image sizes; share assets render an image.
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@cadenza/sdk';
import { decode } from 'fast-png';
import { createProceduralAudio } from '../index';
import { songSource } from '../test-support';

const engine = createProceduralAudio({ workers: 0 });
afterAll(() => engine.close());
const song = songSource({ durationS: 10 });

describe('images', { timeout: 300_000 }, () => {
  it('cover art is a square PNG in each image size (100, 360, 720, 1024)', async () => {
    for (const size of IMAGE_SIZES) {
      const png = await engine.coverArt(song, size);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const image = decode(png);
      expect([image.width, image.height]).toEqual([size, size]);
    }
  });

  it('cover art is drawn from the song: the same song gives the same picture, another song another', async () => {
    const a = await engine.coverArt(song, 100);
    expect(
      Buffer.from(await engine.coverArt(songSource({ durationS: 10 }), 100)).equals(Buffer.from(a)),
    ).toBe(true);
    const other = await engine.coverArt(
      songSource({ id: 'other', tags: 'ambient, slow', durationS: 10 }),
      100,
    );
    expect(Buffer.from(other).equals(Buffer.from(a))).toBe(false);
  });

  it('rejects sizes that are not image sizes', async () => {
    await expect(engine.coverArt(song, 200 as 100)).rejects.toThrow(
      'cover art size must be one of 100, 360, 720, 1024',
    );
  });

  it('share assets render an image', async () => {
    const image = decode(await engine.shareAsset(song));
    expect([image.width, image.height]).toEqual([1200, 630]);
    const distinct = new Set<number>();
    for (let i = 0; i < image.data.length; i += 997) distinct.add(image.data[i] as number);
    expect(distinct.size).toBeGreaterThan(10);
  });
});
