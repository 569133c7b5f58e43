// Issue 4, "the seed songs of the mock server play real music", checked in a real browser: every
// seeded clip's audio_url (as the API serves it to its owner) decodes in Chromium to audio of the
// clip's duration that is far from silent; an <audio> element plays a song and its currentTime
// advances, also after seeking far into it; a Range request from the middle of the file (206)
// decodes to the rest of the song.
//
// The suite checks a representative set (every owner and plan, vocal and instrumental, the
// shortest and a long song, a preview, a cover and an extension): rendering all 33 seeded songs
// takes most of five minutes on two cores. `pnpm test:seeds` (SEED_PLAYBACK=all) checks every one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_REMIXES, SEED_SONGS } from '../src/seed/songs';
import { decodeInPage, fetchClip, startWorld, type E2eWorld } from './browser';

/** RMS of a decoded song must be well above silence (about −14 LUFS music sits near −17 dBFS). */
const MIN_RMS_DB = -35;
/** Decoded MP3 length may differ from the clip's by the encoder's frame padding. */
const DURATION_TOLERANCE_S = 0.1;
/** The served MP3 is CBR 192 kbps at 48 kHz: 576-byte frames of 1152 samples. */
const MP3_FRAME_BYTES = 576;
const MP3_FRAME_S = 1152 / 48_000;
const PLAY_SONG = 'Tiny Jingle';
const SEEK_SONG = 'Midnight Line';

interface Song {
  id: string;
  audio_url: string;
  duration: number;
}

/** One of each kind of seeded song; the render paths they take cover the rest. */
const REPRESENTATIVE = [
  PLAY_SONG,
  SEEK_SONG,
  'Study Tapes',
  'Warehouse 4AM',
  'Preview Sketch',
  'QA Test Tone',
  'Midnight Line (Jazz Cover)',
  'Harbor Song (Part 2)',
];

let world: E2eWorld;
const ALL_TITLES = [...SEED_SONGS.map((s) => s.title), ...SEED_REMIXES.map((r) => r.title)];
const TITLES = process.env.SEED_PLAYBACK === 'all' ? ALL_TITLES : REPRESENTATIVE;
const fetched = new Map<string, Promise<Song>>();

beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.close();
});

/** The song as its owner gets it from the API, its audio fetched once (rendered on first ask). */
function song(title: string): Promise<Song> {
  let pending = fetched.get(title);
  if (!pending) {
    pending = (async () => {
      const { repos } = world.app.cadenza.context;
      const record = repos.clips.all().find((c) => c.title === title);
      if (!record) throw new Error(`no seeded clip '${title}'`);
      const handle = repos.users.get(record.user_id)!.handle;
      const clip = await fetchClip(world.base, handle, record.id);
      await (await fetch(clip.audio_url)).arrayBuffer();
      return { id: record.id, audio_url: clip.audio_url, duration: clip.metadata.duration ?? 0 };
    })();
    fetched.set(title, pending);
  }
  return pending;
}

let warming: Promise<void> | null = null;
/** Renders every seeded song two at a time, in test order, so both render workers stay busy. */
function warmAll(): Promise<void> {
  const queue = [...TITLES];
  const lane = async (): Promise<void> => {
    const title = queue.shift();
    if (title === undefined) return;
    await song(title).catch(() => undefined);
    return lane();
  };
  warming ??= Promise.all([lane(), lane()]).then(() => undefined);
  return warming;
}

describe('the seed songs play real music in a browser', () => {
  it.each(TITLES)('%s: its audio_url decodes to the clip duration, not silence', async (title) => {
    void warmAll();
    const clip = await song(title);
    expect(clip.duration).toBeGreaterThan(0);
    const decoded = await decodeInPage(world.page, clip.audio_url);
    expect(decoded.status).toBe(200);
    expect(decoded.contentType).toBe('audio/mpeg');
    expect(decoded.channels).toBe(2);
    expect(Math.abs(decoded.duration - clip.duration)).toBeLessThanOrEqual(DURATION_TOLERANCE_S);
    expect(decoded.rmsDb).toBeGreaterThan(MIN_RMS_DB);
  });

  it(`an <audio> element plays "${PLAY_SONG}" and its currentTime advances`, async () => {
    const clip = await song(PLAY_SONG);
    const played = await world.page.evaluate(async (url) => {
      const audio = new Audio(url);
      document.body.append(audio);
      await audio.play();
      const started = audio.currentTime;
      await new Promise<void>((resolve, reject) => {
        const deadline = window.setTimeout(() => reject(new Error('currentTime stuck')), 20_000);
        audio.addEventListener('timeupdate', () => {
          if (audio.currentTime >= started + 1) {
            window.clearTimeout(deadline);
            resolve();
          }
        });
      });
      audio.pause();
      return { started, now: audio.currentTime, paused: audio.paused, error: audio.error };
    }, clip.audio_url);
    expect(played.error).toBeNull();
    expect(played.now).toBeGreaterThanOrEqual(played.started + 1);
  });

  it(`seeking far into "${SEEK_SONG}" plays on, and a Range request from there decodes to the rest`, async () => {
    const clip = await song(SEEK_SONG);
    const target = Math.floor(clip.duration * 0.75);
    const seeked = await world.page.evaluate(
      async ({ url, at, frameBytes }) => {
        const audio = new Audio(url);
        audio.preload = 'metadata';
        document.body.append(audio);
        await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve));
        audio.currentTime = at;
        await new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
        await audio.play();
        await new Promise<void>((resolve, reject) => {
          const deadline = window.setTimeout(() => reject(new Error('currentTime stuck')), 20_000);
          audio.addEventListener('timeupdate', () => {
            if (audio.currentTime >= at + 0.5) {
              window.clearTimeout(deadline);
              resolve();
            }
          });
        });
        audio.pause();
        // The same seek by hand: whole frames from the frame holding `at` to the end.
        const size = Number((await fetch(url, { method: 'HEAD' })).headers.get('content-length'));
        const from = Math.floor((at / audio.duration) * (size / frameBytes)) * frameBytes;
        const part = await fetch(url, { headers: { Range: `bytes=${from}-` } });
        const bytes = await part.arrayBuffer();
        const context = new OfflineAudioContext(2, 1, 48_000);
        const rest = await context.decodeAudioData(bytes.slice(0));
        const data = rest.getChannelData(0);
        let sum = 0;
        for (let i = 0; i < data.length; i += 1) sum += data[i]! * data[i]!;
        return {
          now: audio.currentTime,
          duration: audio.duration,
          size,
          from,
          status: part.status,
          contentRange: part.headers.get('content-range'),
          received: bytes.byteLength,
          restS: rest.duration,
          restRmsDb: 10 * Math.log10(Math.max(sum / data.length, 1e-24)),
        };
      },
      { url: clip.audio_url, at: target, frameBytes: MP3_FRAME_BYTES },
    );
    expect(seeked.now).toBeGreaterThanOrEqual(target + 0.5);
    expect(Math.abs(seeked.duration - clip.duration)).toBeLessThanOrEqual(DURATION_TOLERANCE_S);
    expect(seeked.status).toBe(206);
    expect(seeked.contentRange).toBe(`bytes ${seeked.from}-${seeked.size - 1}/${seeked.size}`);
    expect(seeked.received).toBe(seeked.size - seeked.from);
    const frames = (seeked.size - seeked.from) / MP3_FRAME_BYTES;
    expect(Math.abs(seeked.restS - frames * MP3_FRAME_S)).toBeLessThanOrEqual(DURATION_TOLERANCE_S);
    expect(seeked.restRmsDb).toBeGreaterThan(MIN_RMS_DB);
    // The media element itself reads the audio with Range requests.
    expect(world.ranges.some((r) => r.path === `/media/audio/${clip.id}`)).toBe(true);
  });
});
