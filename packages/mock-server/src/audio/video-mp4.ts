// The built-in video encoder, for machines without ffmpeg: H.264 from h264-mp4-encoder (minih264
// compiled to WebAssembly, MIT), then Mediabunny copies its packets into an MP4 beside the song's
// MP3 (the song's own playback encoding, copied without encoding it again).
import h264 from 'h264-mp4-encoder';
import { loadMediabunny } from './encode/containers';
import { VIDEO_FPS, VIDEO_SIZE } from './video-frames';

/** Fastest preset; a quantiser that keeps the cover crisp and the file small. */
const ENCODER_SPEED = 10;
const QUANTIZER = 28;
const KEYFRAME_SECONDS = 10;

/** H.264 in an MP4 of its own (no audio) from I420 frames. */
async function encodeH264(
  frameCount: number,
  paint: (index: number) => Uint8Array,
): Promise<Uint8Array> {
  const encoder = await h264.createH264MP4Encoder();
  try {
    encoder.width = VIDEO_SIZE;
    encoder.height = VIDEO_SIZE;
    encoder.frameRate = VIDEO_FPS;
    encoder.speed = ENCODER_SPEED;
    encoder.quantizationParameter = QUANTIZER;
    encoder.groupOfPictures = KEYFRAME_SECONDS * VIDEO_FPS;
    encoder.outputFilename = `video-${String(process.pid)}-${String(Date.now())}.mp4`;
    encoder.initialize();
    for (let i = 0; i < frameCount; i++) encoder.addFrameYuv(paint(i));
    encoder.finalize();
    const bytes = encoder.FS.readFile(encoder.outputFilename);
    encoder.FS.unlink(encoder.outputFilename);
    return bytes;
  } finally {
    encoder.delete();
  }
}

type Mediabunny = Awaited<ReturnType<typeof loadMediabunny>>;
type Track = InstanceType<Mediabunny['InputTrack']>;

/** The primary track of one kind of an encoded file, with its decoder configuration. */
async function trackOf(mb: Mediabunny, bytes: Uint8Array, kind: 'video' | 'audio') {
  const input = new mb.Input({ source: new mb.BufferSource(bytes), formats: mb.ALL_FORMATS });
  const track =
    kind === 'video' ? await input.getPrimaryVideoTrack() : await input.getPrimaryAudioTrack();
  const decoderConfig = await track?.getDecoderConfig();
  if (!track || !decoderConfig) throw new Error(`No ${kind} track to copy.`);
  return { track, decoderConfig };
}

/** Copies every packet of a track into an output source, the first with its configuration. */
async function copyPackets(
  mb: Mediabunny,
  track: Track,
  add: (packet: InstanceType<Mediabunny['EncodedPacket']>, first: boolean) => Promise<void>,
): Promise<void> {
  let first = true;
  for await (const packet of new mb.EncodedPacketSink(track).packets()) {
    await add(packet, first);
    first = false;
  }
}

/**
 * An MP4 with the frames as H.264 and the song's MP3 (already encoded for playback, so not
 * encoded again) as its audio track.
 */
export async function encodeMp4(
  frames: { frameCount: number; paint(index: number): Uint8Array },
  mp3: Uint8Array,
): Promise<Uint8Array> {
  const mb = await loadMediabunny();
  const picture = await trackOf(mb, await encodeH264(frames.frameCount, frames.paint), 'video');
  const sound = await trackOf(mb, mp3, 'audio');
  const output = new mb.Output({
    format: new mb.Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new mb.BufferTarget(),
  });
  const video = new mb.EncodedVideoPacketSource('avc');
  const audio = new mb.EncodedAudioPacketSource('mp3');
  output.addVideoTrack(video, { frameRate: VIDEO_FPS });
  output.addAudioTrack(audio);
  await output.start();
  await copyPackets(mb, picture.track, (p, first) =>
    video.add(
      p,
      first ? { decoderConfig: picture.decoderConfig as VideoDecoderConfig } : undefined,
    ),
  );
  await copyPackets(mb, sound.track, (p, first) =>
    audio.add(p, first ? { decoderConfig: sound.decoderConfig as AudioDecoderConfig } : undefined),
  );
  await output.finalize();
  return new Uint8Array(output.target.buffer ?? new ArrayBuffer(0));
}
