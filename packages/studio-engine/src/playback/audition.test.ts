// Take lanes through the session (2-studio §3, §4): auditioning a lane plays it in place of its
// track (a preview: not an undo step, ended when playback stops); comping and promoting are edits
// with undo and redo (150 ms commit), saved with the project.
import { describe, expect, it } from 'vitest';
import { HISTORY_COMMIT_MS, createStudioClip, type StudioProjectState } from '../model';
import { playingClips } from '../render/compile-plan';
import { sessionKit } from '../session/testing/session-kit';
import { fakeBackend } from '../transport/testing/fake-backend';
import { Transport } from '../transport/transport';
import { PlaybackController } from './controller';

const alternative = createStudioClip({ id: 'alt', clipId: 'gen-alt', startBeats: 8, endBeats: 12 });

function setup() {
  const kit = sessionKit();
  kit.session.dispatch({
    type: 'command',
    command: { type: 'addTakeLane', trackId: 't1', clips: [alternative] },
  });
  kit.clock.advance(HISTORY_COMMIT_MS);
  const backend = fakeBackend(kit.clock);
  const played: StudioProjectState[] = [];
  const rebuild = backend.rebuild.bind(backend);
  backend.rebuild = (state) => {
    played.push(state);
    rebuild(state);
  };
  const transport = new Transport({ clock: kit.clock, backend, sendAnalytics: () => undefined });
  new PlaybackController({ session: kit.session, transport, clock: kit.clock });
  const laneId = kit.project().tracks[0]?.takeLanes[0]?.id ?? '';
  const clipIdsPlayed = () => playingClips(played.at(-1)?.tracks[0] as never).map((c) => c.clipId);
  return { ...kit, backend, laneId, clipIdsPlayed };
}

describe('take lanes in the session', () => {
  it('auditioning a lane plays it in place of its track from where it starts, without an edit', () => {
    const { session, snap, laneId, backend, clipIdsPlayed, project } = setup();
    expect(clipIdsPlayed()).toEqual(['gen-c1', 'gen-c2']);
    const before = project();
    session.dispatch({
      type: 'takeLane/audition',
      trackId: 't1',
      takeLaneId: laneId,
      fromBeats: 8,
    });
    expect(snap().view.audition).toEqual({ trackId: 't1', takeLaneId: laneId });
    expect(snap().view.transport).toMatchObject({ playing: true, positionBeats: 8 });
    expect(clipIdsPlayed()).toEqual(['gen-alt']);
    // 8 beats at 2 beats per second.
    expect(backend.calls.at(-1)).toBe('start 4');
    expect(project()).toBe(before);
    expect(snap().history.pending).toBe(false);
  });

  it('stopping playback ends the audition: the track plays its own clips again', () => {
    const { session, snap, laneId, clipIdsPlayed } = setup();
    session.dispatch({
      type: 'takeLane/audition',
      trackId: 't1',
      takeLaneId: laneId,
      fromBeats: 8,
    });
    session.dispatch({ type: 'transport/stop' });
    expect(snap().view.audition).toBeNull();
    expect(clipIdsPlayed()).toEqual(['gen-c1', 'gen-c2']);
  });

  it('promote is one undo step: undo restores the track and the lane, redo promotes again', () => {
    const { session, laneId, project, clock } = setup();
    const before = project().tracks[0];
    session.dispatch({
      type: 'command',
      command: { type: 'promoteTakeLane', trackId: 't1', takeLaneId: laneId },
    });
    clock.advance(HISTORY_COMMIT_MS);
    expect(project().tracks[0]?.clips.map((c) => c.clipId)).toEqual(['gen-c1', 'gen-alt']);
    expect(project().tracks[0]?.takeLanes[0]?.clips.map((c) => c.clipId)).toEqual(['gen-c2']);
    session.dispatch({ type: 'undo' });
    expect(project().tracks[0]).toEqual(before);
    session.dispatch({ type: 'redo' });
    expect(project().tracks[0]?.clips.map((c) => c.clipId)).toEqual(['gen-c1', 'gen-alt']);
  });

  it('a comp is saved with the project (autosave 2.5 s) and undone as one step', async () => {
    const { session, laneId, project, clock, saves } = setup();
    session.dispatch({
      type: 'command',
      command: {
        type: 'compTakeLane',
        trackId: 't1',
        takeLaneId: laneId,
        startBeats: 8,
        endBeats: 10,
      },
    });
    clock.advance(2500 + HISTORY_COMMIT_MS);
    await Promise.resolve();
    const saved = saves.at(-1)?.state as StudioProjectState | undefined;
    expect(saved?.tracks[0]?.clips.map((c) => [c.clipId, c.startBeats, c.endBeats])).toEqual([
      ['gen-c1', 0, 4],
      ['gen-alt', 8, 10],
      ['gen-c2', 10, 12],
    ]);
    session.dispatch({ type: 'undo' });
    expect(project().tracks[0]?.clips.map((c) => c.clipId)).toEqual(['gen-c1', 'gen-c2']);
  });
});
