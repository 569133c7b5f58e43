// AudioSource → Render, recursively through its derivations, with an LRU of renders (bounded by
// bytes) and one render at a time per source. A song with a plan of its own (planned-song.ts) is
// rendered from that plan, without rendering its parent.
import type { AudioSource } from '../engine';
import { ByteLru, Coalescer } from '../cache';
import { sourceKey } from '../source-key';
import { concat, crop, fade, recolour, speed, stem } from './derive-edit';
import { cover, extend, span } from './derive-song';
import { renderPlan } from './plan-render';
import { plannedSong } from './planned-song';
import { renderBytes, type Render } from './types';
import { renderUpload, type UploadRender } from './upload';

export interface Renderer {
  render(source: AudioSource): Promise<Render>;
  upload(bytes: Uint8Array, filename: string): Promise<UploadRender>;
}

export function createRenderer(sampleRate: number, cacheBytes: number): Renderer {
  const renders = new ByteLru<Render>(cacheBytes, renderBytes);
  const uploads = new ByteLru<UploadRender>(cacheBytes, (u) => renderBytes(u.render));
  const pending = new Coalescer<Render>();
  const pendingUploads = new Coalescer<UploadRender>();

  const upload = (bytes: Uint8Array, filename: string): Promise<UploadRender> => {
    const key = sourceKey({
      id: '',
      seed: 0,
      title: '',
      tags: '',
      negativeTags: '',
      lyrics: '',
      instrumental: false,
      description: '',
      durationS: null,
      parent: null,
      upload: { bytes, filename },
    });
    const hit = uploads.get(key);
    if (hit) return Promise.resolve(hit);
    return pendingUploads.run(key, async () => {
      const made = await renderUpload(bytes, filename, sampleRate);
      uploads.set(key, made);
      return made;
    });
  };

  const make = async (source: AudioSource): Promise<Render> => {
    const planned = plannedSong(source);
    if (planned) return renderPlan(planned, sampleRate, null);
    if (!source.parent) {
      const file = source.upload!;
      return (await upload(file.bytes, file.filename)).render;
    }
    const { derivation, source: parentSource } = source.parent;
    // plannedSong always has a persona song's plan.
    if (derivation.kind === 'persona') throw new Error('A persona song is rendered from its plan.');
    if (derivation.kind === 'concat') {
      const parts = await Promise.all(derivation.parts.map(render));
      return parts.length > 0 ? concat(parts, derivation.parts, sourceKey) : render(parentSource);
    }
    const parent = await render(parentSource);
    switch (derivation.kind) {
      case 'extend':
        return extend(parent, parentSource, source, derivation.continueAtS);
      case 'cover':
        return cover(parent, parentSource, source, sampleRate);
      case 'infill':
      case 'overpaint':
      case 'underpaint':
        return span(
          parent,
          parentSource,
          source,
          derivation.kind,
          derivation.startS,
          derivation.endS,
        );
      case 'speed':
        return speed(parent, derivation.factor, derivation.keepPitch);
      case 'crop':
        return crop(
          parent,
          derivation.startS,
          derivation.endS,
          derivation.remove,
          derivation.fadeOutS,
        );
      case 'fade':
        return fade(parent, derivation.fadeOutS);
      case 'remaster':
        return recolour(parent, 'remaster', derivation.variation);
      case 'upsample':
        return recolour(parent, 'upsample', null);
      case 'stem':
        return stem(parent, derivation.stem);
    }
  };

  async function render(source: AudioSource): Promise<Render> {
    const key = sourceKey(source);
    const hit = renders.get(key);
    if (hit) return hit;
    return pending.run(key, async () => {
      const made = await make(source);
      renders.set(key, made);
      return made;
    });
  }

  return { render, upload };
}
