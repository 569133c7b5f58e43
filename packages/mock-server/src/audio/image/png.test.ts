// PNG output: a valid RGB PNG of the pixels, the same bytes whether compressed in this thread or
// on the thread pool.
import { describe, expect, it } from 'vitest';
import { decode } from 'fast-png';
import { encodePng, encodePngOffThread } from './png';

const width = 5;
const height = 3;
const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37) % 256);

describe('png', () => {
  it('encodes the pixels as an 8-bit RGB PNG', () => {
    const image = decode(encodePng(width, height, rgb));
    expect([image.width, image.height, image.channels, image.depth]).toEqual([5, 3, 3, 8]);
    expect([...image.data]).toEqual([...rgb]);
  });

  it('gives the same bytes when compressed off this thread', async () => {
    const off = await encodePngOffThread(width, height, rgb);
    expect(Buffer.from(off).equals(Buffer.from(encodePng(width, height, rgb)))).toBe(true);
  });
});
