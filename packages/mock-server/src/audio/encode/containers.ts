// M4A (AAC in MP4) and WebM (Opus) through Mediabunny: AAC from its libavcodec-based encoder
// extension, Opus packets from libopus compiled to WebAssembly (opusscript).
import type * as MediabunnyModule from 'mediabunny';
import OpusScript from 'opusscript';

const AAC_BITRATE = 192_000;
const OPUS_BITRATE = 160_000;
const OPUS_SET_BITRATE = 4002;
/** libopus look-ahead at 48 kHz for the audio application (Fs/400 + Fs/250), the OpusHead pre-skip. */
const OPUS_PRE_SKIP = 312;
const OPUS_FRAME = 960;
const BLOCK_SECONDS = 2;

type Mediabunny = typeof MediabunnyModule;
let mediabunny: Promise<Mediabunny> | null = null;

export async function loadMediabunny(): Promise<Mediabunny> {
  mediabunny ??= (async () => {
    const mb = await import('mediabunny');
    const { registerAacEncoder } = await import('@mediabunny/aac-encoder');
    registerAacEncoder();
    return mb;
  })();
  return mediabunny;
}

function planar(channels: readonly Float32Array[], start: number, end: number): Float32Array {
  const n = end - start;
  const out = new Float32Array(n * channels.length);
  channels.forEach((c, i) => out.set(c.subarray(start, end), i * n));
  return out;
}

export async function encodeM4a(
  channels: readonly Float32Array[],
  sampleRate: number,
): Promise<Uint8Array> {
  const mb = await loadMediabunny();
  const output = new mb.Output({
    format: new mb.Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new mb.BufferTarget(),
  });
  const source = new mb.AudioSampleSource({ codec: 'aac', bitrate: AAC_BITRATE });
  output.addAudioTrack(source);
  await output.start();
  const length = channels[0]?.length ?? 0;
  const block = BLOCK_SECONDS * sampleRate;
  for (let start = 0; start < length; start += block) {
    const end = Math.min(length, start + block);
    const sample = new mb.AudioSample({
      data: planar(channels, start, end),
      format: 'f32-planar',
      numberOfChannels: channels.length,
      sampleRate,
      timestamp: start / sampleRate,
    });
    await source.add(sample);
    sample.close();
  }
  await output.finalize();
  return new Uint8Array(output.target.buffer ?? new ArrayBuffer(0));
}

/** The OpusHead identification header (RFC 7845) that WebM carries as CodecPrivate. */
function opusHead(channels: number, preSkip: number, sampleRate: number): Uint8Array {
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set([0x4f, 0x70, 0x75, 0x73, 0x48, 0x65, 0x61, 0x64]);
  head[8] = 1;
  head[9] = channels;
  view.setUint16(10, preSkip, true);
  view.setUint32(12, sampleRate, true);
  return head;
}

export async function encodeWebmOpus(
  channels: readonly Float32Array[],
  sampleRate: number,
): Promise<Uint8Array> {
  const mb = await loadMediabunny();
  const nc = channels.length;
  const encoder = new OpusScript(48_000, nc, OpusScript.Application.AUDIO);
  try {
    encoder.encoderCTL(OPUS_SET_BITRATE, OPUS_BITRATE);
    const output = new mb.Output({
      format: new mb.WebMOutputFormat(),
      target: new mb.BufferTarget(),
    });
    const source = new mb.EncodedAudioPacketSource('opus');
    output.addAudioTrack(source);
    await output.start();
    const length = channels[0]?.length ?? 0;
    const pcm = new Int16Array(OPUS_FRAME * nc);
    const frameS = OPUS_FRAME / sampleRate;
    for (let start = 0, f = 0; start < length; start += OPUS_FRAME, f++) {
      for (let i = 0; i < OPUS_FRAME; i++) {
        for (let c = 0; c < nc; c++) {
          const v = Math.round(((channels[c] as Float32Array)[start + i] ?? 0) * 32767);
          pcm[i * nc + c] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
        }
      }
      const packet = encoder.encode(
        Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength),
        OPUS_FRAME,
      );
      await source.add(
        new mb.EncodedPacket(new Uint8Array(packet), 'key', f * frameS, frameS),
        f === 0
          ? {
              decoderConfig: {
                codec: 'opus',
                numberOfChannels: nc,
                sampleRate,
                description: opusHead(nc, OPUS_PRE_SKIP, sampleRate),
              },
            }
          : undefined,
      );
    }
    await output.finalize();
    return new Uint8Array(output.target.buffer ?? new ArrayBuffer(0));
  } finally {
    encoder.delete();
  }
}
