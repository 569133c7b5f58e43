// What a render worker does: every engine operation on top of a renderer with caches. The same
// runner serves the in-thread fallback, so results never depend on where a job ran. A planned
// song's cover art is drawn from its plan, without rendering the song.
import {
  STEM_NAMES,
  type AudioFacts,
  type EncodeOptions,
  type EncodedAudio,
  type UploadAnalysis,
  type WaveformLevel,
} from '../engine';
import type { AudioSource } from '../engine';
import { waveformLevels } from '../analysis/waveform';
import { ByteLru } from '../cache';
import { UndecodableError } from '../decode';
import { CONTENT_TYPES, encodeAudio } from '../encode';
import { mp3Prefix } from '../encode/mp3';
import { coverRaster, pictureOf, shareRaster } from '../image/art';
import { coverArtFromPlan } from '../image/cover-art';
import { mixLayers } from '../render/master';
import { createRenderer, type Renderer } from '../render/resolve';
import type { Render } from '../render/types';
import { sourceKey } from '../source-key';
import { renderVideo } from '../video';
import { VIDEO_SIZE } from '../video-frames';
import type { Job, RuntimeConfig } from './protocol';

export interface JobRunner {
  run(job: Job): Promise<unknown>;
}

function channelsOf(render: Render, options: Pick<EncodeOptions, 'stem'>): Float32Array[] {
  const layers = options.stem
    ? render.layers.filter((l) => l.stem === options.stem)
    : render.layers;
  const mix = mixLayers(layers, render.length);
  return [mix.left, mix.right];
}

function factsOf(render: Render): AudioFacts {
  const present = new Set(render.layers.map((l) => l.stem));
  return {
    durationS: render.length / render.sampleRate,
    sampleRate: render.sampleRate,
    bpm: render.facts.bpm,
    key: render.facts.key,
    hasVocal: render.facts.hasVocal,
    downbeatsS: render.facts.downbeatsS,
    words: render.facts.words,
    stems: STEM_NAMES.filter((s) => present.has(s)),
  };
}

/** A song's cover drawn from its render. */
const coverOf = (render: Render, source: AudioSource, size: number): Uint8Array =>
  coverRaster(pictureOf(render, source.title, source.id), size).png();

export function createJobRunner(
  config: RuntimeConfig,
  renderer: Renderer = createRenderer(config.sampleRate, config.cacheBytes),
): JobRunner {
  const encoded = new ByteLru<Uint8Array>(config.encodedCacheBytes, (b) => b.byteLength);

  async function fullEncoding(
    source: AudioSource,
    render: Render,
    options: EncodeOptions,
  ): Promise<Uint8Array> {
    const key = `${sourceKey(source)}|${options.format}|${options.stem ?? ''}`;
    const hit = encoded.get(key);
    if (hit) return hit;
    const bytes = await encodeAudio(options.format, channelsOf(render, options), render.sampleRate);
    encoded.set(key, bytes);
    return bytes;
  }

  async function encode(source: AudioSource, options: EncodeOptions): Promise<EncodedAudio> {
    const render = await renderer.render(source);
    const contentType = CONTENT_TYPES[options.format];
    const durationS = render.length / render.sampleRate;
    const until = options.untilS;
    if (until === undefined || until >= durationS)
      return { bytes: await fullEncoding(source, render, options), contentType };
    if (options.format === 'mp3') {
      return {
        bytes: mp3Prefix(
          await fullEncoding(source, render, options),
          until,
          render.sampleRate,
        ).slice(),
        contentType,
      };
    }
    const frames = Math.max(0, Math.round(until * render.sampleRate));
    const channels = channelsOf(render, options).map((c) => c.subarray(0, frames));
    return { bytes: await encodeAudio(options.format, channels, render.sampleRate), contentType };
  }

  async function analyseUpload(
    bytes: Uint8Array,
    filename: string,
  ): Promise<UploadAnalysis | { invalid: string }> {
    try {
      const upload = await renderer.upload(bytes, filename);
      return {
        durationS: upload.durationS,
        hasVocal: upload.hasVocal,
        downbeatsS: upload.render.facts.downbeatsS,
      };
    } catch (error) {
      if (error instanceof UndecodableError)
        return { invalid: `Undecodable audio: ${error.message}` };
      throw error;
    }
  }

  async function run(job: Job): Promise<unknown> {
    switch (job.op) {
      case 'facts':
        return factsOf(await renderer.render(job.source));
      case 'encode':
        return encode(job.source, job.options);
      case 'waveform': {
        const render = await renderer.render(job.source);
        return waveformLevels(channelsOf(render, {})) satisfies WaveformLevel[];
      }
      case 'coverArt':
        return (
          coverArtFromPlan(job.source, job.size) ??
          coverOf(await renderer.render(job.source), job.source, job.size)
        );
      case 'shareAsset': {
        const render = await renderer.render(job.source);
        return shareRaster(pictureOf(render, job.source.title, job.source.id)).png();
      }
      case 'video': {
        const render = await renderer.render(job.source);
        return renderVideo(
          {
            channels: channelsOf(render, {}),
            sampleRate: render.sampleRate,
            cover: coverRaster(pictureOf(render, job.source.title, job.source.id), VIDEO_SIZE),
            words: render.facts.words,
            mp3: await fullEncoding(job.source, render, { format: 'mp3' }),
          },
          config.ffmpegPath,
        );
      }
      case 'analyseUpload':
        return analyseUpload(job.bytes, job.filename);
    }
  }

  return { run };
}
