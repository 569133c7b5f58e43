import { describe, expect, it } from 'vitest';
import {
  createProjectState,
  createStudioClip,
  createTrack,
  sequentialIds,
  type StudioProjectState,
} from '../model';
import { timelineChanges } from './timeline-changes';

const base = (): StudioProjectState =>
  createProjectState(sequentialIds('p'), 'studio', {
    tracks: [
      createTrack('t1', 'studio', {
        clips: [createStudioClip({ id: 'c1', clipId: 'a', startBeats: 0, endBeats: 4 })],
      }),
    ],
  });

const withTrack = (s: StudioProjectState, patch: object) => ({
  ...s,
  tracks: s.tracks.map((t) => ({ ...t, ...patch })),
});
const withClip = (s: StudioProjectState, patch: object) => ({
  ...s,
  tracks: s.tracks.map((t) => ({ ...t, clips: t.clips.map((c) => ({ ...c, ...patch })) })),
});

describe('the timeline is rebuilt exactly when tempo, track amplitude, balance, mute, or any clip’s timing or warp changes (§4)', () => {
  const cases: [string, (s: StudioProjectState) => StudioProjectState][] = [
    ['tempo', (s) => ({ ...s, timing: { ...s.timing, bps: 3 } as StudioProjectState['timing'] })],
    ['track amplitude', (s) => withTrack(s, { amplitude: 0.5 })],
    ['balance', (s) => withTrack(s, { balance: 0.2 })],
    ['mute', (s) => withTrack(s, { mute: true })],
    ['clip timing', (s) => withClip(s, { startBeats: 1 })],
    ['clip timing', (s) => withClip(s, { loop: { enabled: true, startBeats: 0, endBeats: 1 } })],
    [
      'clip warp',
      (s) =>
        withClip(s, { warp: { enabled: true, markers: [], speed: 2, awaitingAnalysis: false } }),
    ],
  ];
  for (const [reason, change] of cases) {
    it(`rebuilds on ${reason}`, () => {
      const prev = base();
      const changes = timelineChanges(prev, change(prev));
      expect(changes.rebuild).toBe(true);
      expect(changes.reasons).toContain(reason);
    });
  }

  it('rebuilds when a clip is added or removed, or tracks change', () => {
    const prev = base();
    const added = {
      ...prev,
      tracks: prev.tracks.map((t) => ({
        ...t,
        clips: [
          ...t.clips,
          createStudioClip({ id: 'c2', clipId: 'b', startBeats: 4, endBeats: 5 }),
        ],
      })),
    };
    expect(timelineChanges(prev, added).reasons).toEqual(['clip timing']);
    expect(timelineChanges(prev, { ...prev, tracks: [] }).rebuild).toBe(true);
  });

  it('applies other audible changes without a rebuild', () => {
    const prev = base();
    const update = (next: StudioProjectState) => timelineChanges(prev, next);
    expect(update(withTrack(prev, { solo: true }))).toEqual({
      rebuild: false,
      reasons: [],
      updates: ['solo'],
    });
    expect(update(withClip(prev, { transposition: 2 })).updates).toEqual(['clip sound']);
    expect(update({ ...prev, amplitude: 0.3 }).updates).toEqual(['master']);
    expect(update({ ...prev, metronome: { enabled: true, amplitude: 1 } }).updates).toEqual([
      'metronome',
    ]);
    expect(update({ ...prev, loop: { ...prev.loop, enabled: true } }).updates).toEqual(['loop']);
    expect(update({ ...prev, songFadeOutBeats: 2 }).updates).toEqual(['song fades']);
  });

  it('ignores changes that do not sound (title, selection)', () => {
    const prev = base();
    expect(
      timelineChanges(prev, {
        ...prev,
        title: 'x',
        selection: { ...prev.selection, anchorBeats: 3 },
      }),
    ).toEqual({ rebuild: false, reasons: [], updates: [] });
  });
});
