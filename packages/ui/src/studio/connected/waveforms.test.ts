import type { ClipMedia } from '@cadenza/studio-engine';
import { describe, expect, it, vi } from 'vitest';
import { createClipWaveforms, type DecodedAudio } from './waveforms';

/** One second of a 48 kHz sine whose loudness rises: the peaks differ column to column. */
function rampSine(): DecodedAudio {
  const channel = new Float32Array(48000);
  for (let i = 0; i < channel.length; i++)
    channel[i] = (i / channel.length) * Math.sin((2 * Math.PI * 440 * i) / 48000);
  return { sampleRate: 48000, channels: [channel] };
}

const loading: ClipMedia = { status: 'loading', waveform: null, audio: null };
const ready = (audio: ArrayBuffer): ClipMedia => ({ status: 'ready', waveform: null, audio });

/** Lets the decode promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Clips drawn with their waveform from the engine mip-maps (issue 18)', () => {
  it('decodes a clip whose audio arrives after it was first seen loading, and gives its peak pages', async () => {
    const decode = vi.fn(async () => rampSine());
    const waveforms = createClipWaveforms(decode, () => undefined);
    // The session first reports the clip's media as loading, then with its audio bytes.
    waveforms.update({ song: loading });
    expect(waveforms.audio().get('song')?.status).toBe('loading');
    waveforms.update({ song: ready(new ArrayBuffer(8)) });
    await settle();

    expect(decode).toHaveBeenCalledTimes(1);
    const audio = waveforms.audio().get('song');
    expect(audio).toMatchObject({ status: 'ready', sampleRate: 48000, length: 48000 });
    const page = waveforms.peaks({ audioId: 'song', level: 4, index: 0 });
    expect(page).not.toBeNull();
    const maxima = Array.from({ length: 512 }, (_, p) => page?.[2 * p + 1] ?? 0);
    expect(Math.max(...maxima)).toBeGreaterThan(Math.min(...maxima) + 0.01);
  });

  it('decodes each clip once, however often the same media is reported', async () => {
    const decode = vi.fn(async () => rampSine());
    const waveforms = createClipWaveforms(decode, () => undefined);
    const bytes = new ArrayBuffer(8);
    waveforms.update({ song: ready(bytes) });
    waveforms.update({ song: ready(bytes) });
    await settle();
    waveforms.update({ song: ready(bytes) });
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('marks undecodable audio and tells the session, which keeps the rest', async () => {
    const failed: string[] = [];
    const waveforms = createClipWaveforms(
      async (bytes) => {
        if (bytes.byteLength === 1) throw new Error('bad audio');
        return rampSine();
      },
      (clipId) => failed.push(clipId),
    );
    waveforms.update({ bad: ready(new ArrayBuffer(1)), good: ready(new ArrayBuffer(8)) });
    await settle();
    expect(failed).toEqual(['bad']);
    expect(waveforms.audio().get('bad')?.status).toBe('undecodable');
    expect(waveforms.audio().get('good')?.status).toBe('ready');
    // The session then reports it missing: it stays marked undecodable, no decode again.
    waveforms.update({ bad: { status: 'missing', waveform: null, audio: null } });
    expect(waveforms.audio().get('bad')?.status).toBe('undecodable');
  });

  it('draws a clip from its waveform aggregates before its audio is decoded; the decoded peaks take over', async () => {
    const waveform = [
      { mip_map_level: 8, data: Array.from({ length: 188 }, (_, i) => i / 188) },
      { mip_map_level: 9, data: Array.from({ length: 94 }, (_, i) => (2 * i + 1) / 188) },
    ];
    let finish: (audio: DecodedAudio) => void = () => undefined;
    const waveforms = createClipWaveforms(
      () => new Promise((resolve) => (finish = resolve)),
      () => undefined,
    );
    waveforms.update({ song: { status: 'loading', waveform, audio: null } });
    expect(waveforms.audio().get('song')).toMatchObject({ status: 'loading', length: 188 * 256 });
    const early = waveforms.peaks({ audioId: 'song', level: 8, index: 0 });
    expect(early?.[2 * 100 + 1]).toBeCloseTo(100 / 188, 4);
    expect(early?.[2 * 100]).toBeCloseTo(-100 / 188, 4);
    // A coarser level reads the largest aggregate under each point.
    expect(waveforms.peaks({ audioId: 'song', level: 10, index: 0 })?.[1]).toBeCloseTo(3 / 188, 4);

    waveforms.update({ song: { status: 'ready', waveform, audio: new ArrayBuffer(8) } });
    expect(waveforms.audio().get('song')?.status).toBe('loading');
    expect(waveforms.peaks({ audioId: 'song', level: 8, index: 0 })).not.toBeNull();
    finish(rampSine());
    await settle();
    expect(waveforms.audio().get('song')).toMatchObject({ status: 'ready', length: 48000 });
    const decoded = waveforms.peaks({ audioId: 'song', level: 8, index: 0 });
    expect(decoded?.[2 * 100 + 1]).not.toBeCloseTo(100 / 188, 2);
  });
});
