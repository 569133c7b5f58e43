import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DOWNBEATS_POLL_INTERVAL_MS, DOWNBEATS_POLL_TIMEOUT_MS } from '@cadenza/sdk';
import { fetchDownbeats } from '@cadenza/sdk/store';
import { handle } from '@cadenza/sdk/testing';
import {
  createProjectState,
  createStudioClip,
  createStudioSession,
  createTrack,
  sequentialIds,
  STUDIO_ERRORS,
  type StudioClip,
} from '@cadenza/studio-engine';
import { mockClient, serveMock, TEST_BASE as BASE } from '../../testing';
import { AnalysisFollower } from './analysis-follower';

const server = serveMock();

const awaiting = (id: string, clipId: string): StudioClip =>
  createStudioClip({
    id,
    clipId,
    startBeats: 0,
    endBeats: 16,
    warp: { enabled: false, markers: [], speed: 1, awaitingAnalysis: true },
  });

function setup(downbeats: () => { state: string; downbeats: number[] | null }) {
  const { clock, client } = mockClient(server);
  let reads = 0;
  server.use(
    handle(
      'getDownbeats',
      () => {
        reads++;
        return HttpResponse.json({ ...downbeats(), error_message: null });
      },
      BASE,
    ),
  );
  const state = createProjectState(sequentialIds('p-'), 'studio', {
    tracks: [createTrack('t1', 'studio', { clips: [awaiting('c1', 'gen-1')] })],
  });
  const session = createStudioSession({
    state,
    projectId: 'p1',
    clock,
    newId: sequentialIds('s-'),
    ports: { save: async () => ({ version_id: 'v1' }) },
  });
  const failed: [string, string][] = [];
  const follower = new AnalysisFollower({
    session,
    fetchDownbeats: (clipId, signal) => fetchDownbeats(clipId, { client, clock, signal }),
    onFailed: (clipId, message) => failed.push([clipId, message]),
  });
  const clip = () => session.getSnapshot().project?.tracks[0]?.clips[0];
  return { clock, session, follower, failed, clip, reads: () => reads };
}

/** A downbeats job that runs until ready() is called, then answers [0, 2, 4, 6]. */
function runningUntilReady() {
  let ready = false;
  return {
    answer: () =>
      ready
        ? { state: 'complete', downbeats: [0, 2, 4, 6] }
        : { state: 'running', downbeats: null },
    ready: () => {
      ready = true;
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('new clips get downbeats (2-studio §4 Downbeats)', () => {
  it('polls every 2.5 s while running; when they arrive the clip leaves awaitingAnalysis and warps', async () => {
    const later = runningUntilReady();
    const t = setup(later.answer);
    t.follower.start();
    await flush();
    expect(t.reads()).toBe(1);
    await t.clock.advance(DOWNBEATS_POLL_INTERVAL_MS);
    await flush();
    expect(t.reads()).toBe(2);
    expect(t.clip()?.warp.awaitingAnalysis).toBe(true);
    later.ready();
    await t.clock.advance(DOWNBEATS_POLL_INTERVAL_MS);
    await flush();
    expect(t.clip()?.warp).toMatchObject({ enabled: true, awaitingAnalysis: false });
    expect(t.clip()?.warp.markers[1]).toEqual({ beats: 4, seconds: 2 });
    t.follower.dispose();
  });

  it(`fails with '${STUDIO_ERRORS.downbeatsTimeout}' after 5 minutes and leaves the clip as it was`, async () => {
    const t = setup(() => ({ state: 'running', downbeats: null }));
    t.follower.start();
    await flush();
    for (let ms = 0; ms <= DOWNBEATS_POLL_TIMEOUT_MS; ms += DOWNBEATS_POLL_INTERVAL_MS) {
      await t.clock.advance(DOWNBEATS_POLL_INTERVAL_MS);
      await flush();
    }
    expect(t.failed).toEqual([['gen-1', 'Timeout']]);
    expect(t.clip()?.warp.awaitingAnalysis).toBe(true);
    t.follower.dispose();
  });

  it("downbeats arriving are not an undo step: Undo takes back the user's own last edit", async () => {
    const later = runningUntilReady();
    const t = setup(later.answer);
    t.follower.start();
    await flush();
    t.session.dispatch({
      type: 'command',
      command: { type: 'renameTrack', trackId: 't1', name: 'Lead' },
    });
    await t.clock.advance(1000);
    later.ready();
    await t.clock.advance(DOWNBEATS_POLL_INTERVAL_MS);
    await flush();
    expect(t.clip()?.warp).toMatchObject({ enabled: true, awaitingAnalysis: false });
    expect(t.session.dispatch({ type: 'undo' }).ok).toBe(true);
    expect(t.session.getSnapshot().project?.tracks[0]?.name).not.toBe('Lead');
    expect(t.clip()?.warp).toMatchObject({ enabled: true, awaitingAnalysis: false });
    t.follower.dispose();
  });
});
