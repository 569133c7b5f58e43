// The engine's cover art job: a planned song (a fresh song, a cover of one, a persona song) is
// drawn from its plan without rendering it; a song known only by its audio (an extension) is
// rendered and drawn from the render.
import { describe, expect, it } from 'vitest';
import { CLIP_SAMPLE_RATE_HZ } from '@cadenza/sdk';
import { decode } from 'fast-png';
import type { AudioSource } from '../engine';
import { coverArtFromPlan } from '../image/cover-art';
import { createRenderer, type Renderer } from '../render/resolve';
import { derived, songSource } from '../test-support';
import { createJobRunner } from './jobs';

const config = {
  sampleRate: CLIP_SAMPLE_RATE_HZ,
  cacheBytes: 256 * 1024 * 1024,
  encodedCacheBytes: 64 * 1024 * 1024,
  ffmpegPath: null,
};

/** A real renderer that records what it was asked to render. */
function spyRenderer(): Renderer & { rendered: string[] } {
  const inner = createRenderer(config.sampleRate, config.cacheBytes);
  const rendered: string[] = [];
  return {
    rendered,
    render: (source) => {
      rendered.push(source.id);
      return inner.render(source);
    },
    upload: (bytes, filename) => inner.upload(bytes, filename),
  };
}

const song = songSource({ durationS: 8 });
const coverArt = (runner: ReturnType<typeof createJobRunner>, source: AudioSource, size: number) =>
  runner.run({ op: 'coverArt', source, size }) as Promise<Uint8Array>;

describe('the cover art job', { timeout: 300_000 }, () => {
  it('draws a planned song’s cover from its plan, without rendering audio', async () => {
    const renderer = spyRenderer();
    const runner = createJobRunner(config, renderer);
    const root = songSource({ id: 'root', tags: 'soul, male vocals', durationS: 8 });
    for (const source of [
      song,
      derived(song, { kind: 'cover' }, { tags: 'jazz, saxophone', durationS: 8 }),
      derived(song, { kind: 'persona', root }, { tags: 'rock', durationS: 8 }),
    ]) {
      const png = await coverArt(runner, source, 360);
      expect(Buffer.from(png).equals(Buffer.from((await coverArtFromPlan(source, 360))!))).toBe(
        true,
      );
    }
    expect(renderer.rendered).toEqual([]);
  });

  it('renders a song known only by its audio (an extension) and draws it from the render', async () => {
    const renderer = spyRenderer();
    const runner = createJobRunner(config, renderer);
    const extension = derived(song, { kind: 'extend', continueAtS: 4 }, { durationS: 8 });
    const image = decode(await coverArt(runner, extension, 100));
    expect([image.width, image.height]).toEqual([100, 100]);
    expect(renderer.rendered).toContain(extension.id);
  });
});
