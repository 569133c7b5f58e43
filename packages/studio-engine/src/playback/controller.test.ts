import { describe, expect, it } from 'vitest';
import type { PlaybackSpan } from '../transport/analytics';
import { fakeBackend } from '../transport/testing/fake-backend';
import { Transport } from '../transport/transport';
import type { ClipAudio } from '../render/offline';
import { sessionKit, settle } from '../session/testing/session-kit';
import { PlaybackController } from './controller';

// The kit's project: clips c1 (beats 0–4) and c2 (8–12) at 2 beats per second, so 6 s long.
function setup(kit: Partial<Parameters<typeof sessionKit>[0]> = {}) {
  const { session, clock, snap } = sessionKit(kit);
  const backend = fakeBackend(clock);
  const spans: PlaybackSpan[] = [];
  const transport = new Transport({ clock, backend, sendAnalytics: (s) => spans.push(s) });
  const loaded: string[] = [];
  const decoded: ClipAudio = { sampleRate: 48000, channels: [new Float32Array(4)] };
  const controller = new PlaybackController({
    session,
    transport,
    clock,
    decode: async (bytes) => {
      if (bytes.byteLength === 0) throw new Error('undecodable');
      return decoded;
    },
    sink: { loadAudio: (id) => loaded.push(id) },
  });
  const position = () => snap().view.transport.positionBeats;
  return { session, clock, snap, backend, transport, controller, spans, loaded, position };
}

const space = { key: ' ', code: 'Space' };

describe('playback through the session (2-studio.md §4 Playback)', () => {
  it('Space toggles playback and the transport position is written into the session', () => {
    const { session, clock, transport, backend, position, snap } = setup();
    session.handleKey(space);
    expect(transport.getState().playing).toBe(true);
    expect(backend.calls).toEqual(['start 0']);
    clock.advance(1000);
    // One second at 2 beats per second.
    expect(position()).toBeCloseTo(2, 1);
    session.handleKey(space);
    expect(transport.getState().playing).toBe(false);
    expect(snap().view.transport.playing).toBe(false);
    expect(position()).toBeCloseTo(2, 5);
    clock.advance(1000);
    expect(position()).toBeCloseTo(2, 5);
  });

  it('a seek in the session moves the transport, and play starts there', () => {
    const { controller, backend, clock, position } = setup();
    controller.seek(4);
    controller.play();
    expect(backend.calls).toEqual(['start 2']);
    clock.advance(500);
    expect(position()).toBeCloseTo(5, 1);
    // Seeking while playing restarts the audio at the new position.
    controller.seek(1);
    expect(backend.calls.at(-1)).toBe('start 0.5');
  });

  it('playback stops when the position passes the song end; the session shows it stopped there', () => {
    const { controller, backend, clock, snap } = setup();
    controller.play();
    expect(backend.stopAt).toBe(6);
    clock.advance(6000);
    backend.end();
    expect(snap().view.transport).toEqual({ playing: false, positionBeats: 12 });
  });

  it('playback started on the transport itself (the recorder auto-plays) shows in the session and keeps playing', () => {
    const { transport, snap, clock, position } = setup();
    transport.play();
    expect(snap().view.transport.playing).toBe(true);
    clock.advance(1000);
    expect(transport.getState().playing).toBe(true);
    expect(position()).toBeCloseTo(2, 1);
  });

  it('the loop region set in the session reaches the audio', () => {
    const { session, backend } = setup();
    session.dispatch({ type: 'loop/set', enabled: true, startBeats: 2, endBeats: 6 });
    expect(backend.loop).toEqual([true, 1, 3]);
  });

  it('the timeline is rebuilt when a clip’s timing changes, and only updated when its transposition does', () => {
    const { session, backend } = setup();
    const before = backend.rebuilds;
    session.dispatch({
      type: 'command',
      command: { type: 'moveClip', clipId: 'c2', startBeats: 6 },
    });
    expect(backend.rebuilds).toBe(before + 1);
    session.dispatch({
      type: 'command',
      command: { type: 'setClipTransposition', clipId: 'c1', value: '+3' },
    });
    expect(backend.rebuilds).toBe(before + 1);
    expect(backend.updates.at(-1)).toEqual(['clip sound']);
  });

  it('the metronome (c) and the master volume reach the audio', () => {
    const { session, backend } = setup();
    session.handleKey({ key: 'c', code: 'KeyC' });
    expect(backend.metronome?.[0]).toBe(true);
    session.dispatch({ type: 'command', command: { type: 'setMasterAmplitude', amplitude: 0.5 } });
    expect(backend.updates.at(-1)).toEqual(['master']);
  });

  it('playback analytics are sent about every 5 s; spans under 0.1 s are dropped', () => {
    const { controller, clock, spans } = setup();
    controller.play();
    clock.advance(5000);
    expect(spans).toHaveLength(1);
    expect(spans[0]?.startSeconds).toBe(0);
    expect(spans[0]?.endSeconds).toBeCloseTo(5, 5);
    clock.advance(50);
    controller.stop();
    expect(spans).toHaveLength(1);
  });

  it('scrubbing the playhead is throttled to one update per 50 ms, the last one always landing', () => {
    const { controller, clock, position } = setup();
    controller.scrub(1);
    expect(position()).toBeCloseTo(1, 5);
    clock.advance(10);
    controller.scrub(2);
    clock.advance(10);
    controller.scrub(3);
    expect(position()).toBeCloseTo(1, 5);
    clock.advance(30);
    expect(position()).toBeCloseTo(3, 5);
    controller.scrub(4);
    controller.endScrub();
    expect(position()).toBeCloseTo(4, 5);
  });

  it('each clip’s audio is decoded once into the audio side; an undecodable file marks its clip missing', async () => {
    const { session, loaded, snap, controller } = setup({
      ports: {
        fetchAudio: async (clipId) => new ArrayBuffer(clipId === 'gen-c2' ? 0 : 8),
      },
    });
    session.loadMedia();
    await settle();
    await settle();
    expect(loaded).toEqual(['gen-c1']);
    expect(snap().media['gen-c2']?.status).toBe('missing');
    expect([...controller.decodedAudio.keys()]).toEqual(['gen-c1']);
  });

  it('dispose stops playback and the position stops moving', () => {
    const { controller, clock, transport, position } = setup();
    controller.play();
    clock.advance(500);
    controller.dispose();
    const at = position();
    clock.advance(1000);
    expect(transport.getState().playing).toBe(false);
    expect(position()).toBe(at);
  });
});
