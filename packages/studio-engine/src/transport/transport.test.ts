import { describe, expect, it } from 'vitest';
import {
  createProjectState,
  createStudioClip,
  createTrack,
  sequentialIds,
  type StudioProjectState,
} from '../model';
import { createFakeClock } from '../model/testing/fake-clock';
import type { PlaybackSpan } from './analytics';
import { fakeBackend } from './testing/fake-backend';
import { Transport } from './transport';

/** A song of 8 beats at 2 beats per second: 4 seconds long. */
const song = (over: Partial<StudioProjectState> = {}): StudioProjectState =>
  createProjectState(sequentialIds('p'), 'studio', {
    tracks: [
      createTrack('t1', 'studio', {
        clips: [createStudioClip({ id: 'c1', clipId: 'a', startBeats: 0, endBeats: 8 })],
      }),
    ],
    ...over,
  });

function setup(mode: 'studio' | 'edit' = 'studio') {
  const clock = createFakeClock();
  const backend = fakeBackend(clock);
  const spans: PlaybackSpan[] = [];
  const transport = new Transport({ clock, backend, sendAnalytics: (s) => spans.push(s), mode });
  transport.setProject(song());
  return { clock, backend, transport, spans };
}

describe('transport', () => {
  it('space toggles playback', () => {
    const { transport, backend, clock } = setup();
    expect(transport.handleKey({ kind: 'togglePlayback' })).toBe(true);
    expect(transport.getState().playing).toBe(true);
    clock.advance(1500);
    transport.handleKey({ kind: 'togglePlayback' });
    expect(transport.getState()).toMatchObject({ playing: false, positionSeconds: 1.5 });
    expect(backend.calls).toEqual(['start 0', 'stop']);
    transport.toggle();
    expect(backend.calls[2]).toBe('start 1.5');
  });

  it('stops at the song end: the audio is told where, and playback ends there', () => {
    const { transport, backend } = setup();
    expect(backend.stopAt).toBe(4);
    transport.play();
    backend.end();
    expect(transport.getState().playing).toBe(false);
  });

  it('stops at a stop-at time before the song end', () => {
    const { transport, backend } = setup();
    transport.setStopAt(2.5);
    expect(backend.stopAt).toBe(2.5);
    transport.setStopAtSongEnd(false);
    transport.setStopAt(null);
    expect(backend.stopAt).toBeNull();
  });

  it('loops over the loop region instead of stopping at the end', () => {
    const { transport, backend } = setup();
    transport.setProject(song({ loop: { enabled: true, startBeats: 2, endBeats: 6 } }));
    expect(backend.loop).toEqual([true, 1, 3]);
    expect(backend.stopAt).toBeNull();
  });

  it("'c' toggles the metronome, keeping its amplitude", () => {
    const { transport, backend } = setup();
    transport.setMetronomeAmplitude(0.4);
    expect(transport.handleKey({ kind: 'toggleMetronome' })).toBe(true);
    expect(backend.metronome).toEqual([true, 0.4]);
    expect(transport.toggleMetronome()).toEqual({ enabled: false, amplitude: 0.4 });
  });

  it('seeks: while playing the audio restarts at the new position', () => {
    const { transport, backend, clock } = setup();
    transport.play();
    clock.advance(500);
    transport.seek(3);
    expect(backend.calls).toEqual(['start 0', 'start 3']);
    transport.stop();
    transport.seek(1);
    expect(transport.getState().positionSeconds).toBe(1);
  });

  it('follow mode toggles with Ctrl+F', () => {
    const { transport } = setup();
    transport.handleKey({ kind: 'toggleFollow' });
    expect(transport.getState().following).toBe(true);
    expect(transport.handleKey({ kind: 'undo' })).toBe(false);
  });

  it('rebuilds the timeline on a tempo change and only updates on a solo', () => {
    const { transport, backend } = setup();
    expect(backend.rebuilds).toBe(1);
    const s = song();
    transport.setProject({ ...s, timing: { ...s.timing, bps: 4 } as StudioProjectState['timing'] });
    expect(backend.rebuilds).toBe(2);
    const soloed = { ...s, timing: { ...s.timing, bps: 4 } as StudioProjectState['timing'] };
    transport.setProject({ ...soloed, tracks: soloed.tracks.map((t) => ({ ...t, solo: true })) });
    expect(backend.rebuilds).toBe(2);
    expect(backend.updates).toEqual([['solo']]);
  });

  it('sends playback analytics spans about every 5 s while playing', () => {
    const { transport, clock, spans } = setup();
    transport.setStopAtSongEnd(false);
    transport.play();
    clock.advance(11_000);
    transport.stop();
    expect(spans.map((s) => [s.startSeconds, s.endSeconds])).toEqual([
      [0, 5],
      [5, 10],
      [10, 11],
    ]);
  });

  it('throttles scrubbing to 50 ms and resets the scrub position when stopped in edit mode', () => {
    const { transport, clock } = setup('edit');
    transport.scrub(1);
    transport.scrub(2);
    expect(transport.getState().positionSeconds).toBe(1);
    clock.advance(50);
    expect(transport.getState().positionSeconds).toBe(2);
  });
});
