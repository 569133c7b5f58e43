// Clip media through the session's ports (issue 18 "Bad input and faults": a missing or
// undecodable audio file marks its clip and never blocks the rest of the project; 2-studio.md §8
// "Waveform failures are only warned and give null"; §9 "Audio buffer fetch retries 5 times, 1 s
// apart").
import { describe, expect, it } from 'vitest';
import { AUDIO_FETCH_RETRIES, AUDIO_FETCH_RETRY_MS } from '../index';
import { sessionKit, settle } from './testing/session-kit';

const bytes = new ArrayBuffer(8);
const peaks = [{ mip_map_level: 0, data: [0.1, 0.5] }];

describe('session media', () => {
  it("fetches each clip's waveform and audio once; the rest of the project is ready while it loads", async () => {
    const asked: string[] = [];
    const { session, snap } = sessionKit({
      ports: {
        fetchWaveform: async (id) => (asked.push(`w:${id}`), peaks),
        fetchAudio: async (id) => (asked.push(`a:${id}`), bytes),
      },
    });
    session.loadMedia();
    expect(snap().status).toBe('ready');
    expect(snap().media['gen-c1']).toEqual({ status: 'loading', waveform: null, audio: null });
    await settle();
    expect(snap().media['gen-c1']).toEqual({ status: 'ready', waveform: peaks, audio: bytes });
    session.loadMedia();
    expect(asked.sort()).toEqual(['a:gen-c1', 'a:gen-c2', 'w:gen-c1', 'w:gen-c2']);
  });

  it("draws a clip's waveform aggregates as soon as they arrive; the clip stays loading until its audio", async () => {
    let sendAudio: (value: ArrayBuffer) => void = () => undefined;
    const { session, snap } = sessionKit({
      ports: {
        fetchWaveform: async () => peaks,
        fetchAudio: (id) =>
          id === 'gen-c1'
            ? new Promise<ArrayBuffer>((resolve) => (sendAudio = resolve))
            : Promise.resolve(bytes),
      },
    });
    session.loadMedia();
    await settle();
    expect(snap().media['gen-c1']).toEqual({ status: 'loading', waveform: peaks, audio: null });
    sendAudio(bytes);
    await settle();
    expect(snap().media['gen-c1']).toEqual({ status: 'ready', waveform: peaks, audio: bytes });
  });

  it('audio arriving before the aggregates is ready at once; the aggregates join it later', async () => {
    let sendPeaks: (value: typeof peaks) => void = () => undefined;
    const { session, snap } = sessionKit({
      ports: {
        fetchWaveform: () => new Promise((resolve) => (sendPeaks = resolve)),
        fetchAudio: async () => bytes,
      },
    });
    session.loadMedia();
    await settle();
    expect(snap().media['gen-c2']).toEqual({ status: 'ready', waveform: null, audio: bytes });
    sendPeaks(peaks);
    await settle();
    expect(snap().media['gen-c2']).toEqual({ status: 'ready', waveform: peaks, audio: bytes });
  });

  it('a clip an edit brings in (a placed generation, a paste) has its media fetched too', async () => {
    const asked: string[] = [];
    const { session, snap, project } = sessionKit({
      ports: {
        fetchWaveform: async (id) => (asked.push(`w:${id}`), peaks),
        fetchAudio: async (id) => (asked.push(`a:${id}`), bytes),
      },
    });
    session.loadMedia();
    await settle();
    const [first] = project().tracks[0]?.clips ?? [];
    if (first === undefined) throw new Error('the fixture has a clip');
    session.dispatch({
      type: 'command',
      command: {
        type: 'pasteClips',
        trackId: 't1',
        atBeats: 20,
        clips: [{ ...first, id: 'new', clipId: 'gen-new' }],
      },
    });
    expect(snap().media['gen-new']?.status).toBe('loading');
    await settle();
    expect(snap().media['gen-new']).toEqual({ status: 'ready', waveform: peaks, audio: bytes });
    expect(asked.filter((a) => a.endsWith('gen-new')).sort()).toEqual(['a:gen-new', 'w:gen-new']);
  });

  it('issue 31 item 1: a take placed while streaming is fetched once its clip completes, not before', async () => {
    const asked: string[] = [];
    const { session, snap, project } = sessionKit({
      ports: {
        fetchWaveform: async (id) => (asked.push(`w:${id}`), peaks),
        fetchAudio: async (id) => (asked.push(`a:${id}`), bytes),
      },
    });
    session.loadMedia();
    await settle();
    session.dispatch({
      type: 'command',
      command: {
        type: 'replaceSection',
        trackId: 't1',
        startBeats: 2,
        endBeats: 5,
        name: 'Take',
        namePersists: true,
        possibleClipIds: ['gen-take'],
        queuedGenerationIds: [],
      },
    });
    const streaming = {
      type: 'resolveIntents' as const,
      clips: [{ id: 'gen-take', status: 'streaming' as const }],
    };
    session.dispatch({ type: 'command', command: streaming });
    await settle();
    expect(project().tracks[0]?.clips.find((c) => c.clipId === 'gen-take')?.streaming).toBe(true);
    expect(asked.filter((a) => a.endsWith('gen-take'))).toEqual([]);
    session.dispatch({
      type: 'command',
      command: { type: 'resolveIntents', clips: [{ id: 'gen-take', status: 'complete' }] },
    });
    await settle();
    expect(project().tracks[0]?.clips.find((c) => c.clipId === 'gen-take')?.streaming).toBe(false);
    expect(snap().media['gen-take']).toEqual({ status: 'ready', waveform: peaks, audio: bytes });
  });

  it('a missing audio file marks only its clip, after 5 retries 1 s apart', async () => {
    let tries = 0;
    const { session, snap, clock } = sessionKit({
      ports: {
        fetchAudio: async (id) => {
          if (id === 'gen-c1') {
            tries++;
            throw new Error('404');
          }
          return bytes;
        },
      },
    });
    session.loadMedia();
    for (let i = 0; i < AUDIO_FETCH_RETRIES; i++) {
      await settle();
      clock.advance(AUDIO_FETCH_RETRY_MS);
    }
    await settle();
    expect(tries).toBe(1 + AUDIO_FETCH_RETRIES);
    expect(snap().media['gen-c1']?.status).toBe('missing');
    expect(snap().media['gen-c2']?.status).toBe('ready');
  });

  it('a waveform failure gives null and leaves the clip playable', async () => {
    const { session, snap } = sessionKit({
      ports: {
        fetchWaveform: () => Promise.reject(new Error('500')),
        fetchAudio: async () => bytes,
      },
    });
    session.loadMedia();
    await settle();
    expect(snap().media['gen-c1']).toEqual({ status: 'ready', waveform: null, audio: bytes });
  });

  it('audio the UI cannot decode marks its clip missing', async () => {
    const { session, snap } = sessionKit({ ports: { fetchAudio: async () => bytes } });
    session.loadMedia();
    await settle();
    session.dispatch({ type: 'media/failed', clipId: 'gen-c2' });
    expect(snap().media['gen-c2']?.status).toBe('missing');
    expect(snap().media['gen-c1']?.status).toBe('ready');
  });
});
