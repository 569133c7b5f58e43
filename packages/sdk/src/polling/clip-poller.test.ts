import { describe, expect, it } from 'vitest';
import { makeClip } from '../testing/factories';
import { setupSdk, withMswServer } from '../testing/test-kit';
import { createClipPoller, type ClipPollerEvent } from './clip-poller';
import type { TestSetup } from '../testing/test-kit';

/** Hundreds of fake-clock ticks: generous under coverage on a shared machine (no timing asserted). */
const HEAVY_TEST_TIMEOUT_MS = 30_000;

const server = withMswServer();

function setup(
  count: number,
  options: { live?: boolean; createdAgoMs?: number; status?: 'submitted' | 'queued' } = {},
) {
  const sdk = setupSdk(server);
  const createdAt = new Date(sdk.clock.now() - (options.createdAgoMs ?? 0)).toISOString();
  const clips = Array.from({ length: count }, (_, i) =>
    makeClip({ id: `c${i}`, status: options.status ?? 'submitted', created_at: createdAt }),
  );
  sdk.state.putClips(clips, { live: options.live ?? true });
  const events: ClipPollerEvent[] = [];
  const poller = createClipPoller({
    client: sdk.client,
    clock: sdk.clock,
    onEvent: (e) => events.push(e),
  });
  return { ...sdk, clips, events, poller };
}

/** The ids of each GET /api/feed/v2 request, and when it came. */
const feedRequests = (sdk: TestSetup) =>
  sdk.state
    .requestsOf('getFeedV2')
    .map((r) => (new URL(r.url).searchParams.get('ids') ?? '').split(','));

const notices = (events: ClipPollerEvent[]) =>
  events.flatMap((e) => (e.type === 'notice' ? [{ clipId: e.clipId, ...e.notice }] : []));

describe('clip polling: feed/v2 by ids, batches of up to 48, 2.5 s throttle', () => {
  it('fetches 100 running ids as 48 + 48 + 4', async () => {
    const t = setup(100);
    t.poller.subscribe();
    t.poller.track(t.clips);
    await t.clock.advance(2500);
    expect(feedRequests(t).map((ids) => ids.length)).toEqual([48, 48, 4]);
    expect(new Set(feedRequests(t).flat()).size).toBe(100);
    t.poller.dispose();
  });

  it('polls every 2.5 s, however often clips are added in between (the throttle)', async () => {
    const t = setup(5);
    t.poller.subscribe();
    const start = t.clock.now();
    t.poller.track(t.clips.slice(0, 1));
    for (let i = 1; i < 5; i += 1) {
      await t.clock.advance(500);
      t.poller.track(t.clips.slice(i, i + 1));
    }
    await t.clock.advance(6000);
    const times = t.state.requestsOf('getFeedV2').map((r) => r.at - start);
    expect(times).toEqual([2500, 5000, 7500]);
    t.poller.dispose();
  });

  it('complete removes the clip from the running set and reports it finished; polling stops when nothing runs', async () => {
    const t = setup(2);
    t.poller.subscribe();
    t.poller.track(t.clips);
    await t.clock.advance(30_000);
    expect(t.poller.running()).toEqual([]);
    const finished = t.events.filter((e) => e.type === 'finished');
    expect(
      finished.flatMap((e) => (e.type === 'finished' ? e.clips.map((c) => c.status) : [])),
    ).toEqual(['complete', 'complete']);
    const requests = t.state.requestsOf('getFeedV2').length;
    await t.clock.advance(60_000);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(requests);
    expect(t.clock.pending()).toBe(0);
  });

  it("an error clip gives 'Error generating clip' once per clip, with its message or the fallback", async () => {
    const t = setup(2);
    t.poller.subscribe();
    t.poller.track(t.clips);
    await t.clock.flush();
    t.state.setClipStatus('c0', 'error', { error_message: 'Bad lyrics' });
    t.state.setClipStatus('c1', 'error');
    await t.clock.advance(2500);
    t.poller.apply([{ ...t.clips[0]!, status: 'error' }]);
    expect(notices(t.events)).toEqual([
      expect.objectContaining({
        clipId: 'c0',
        message: 'Error generating clip',
        description: 'Bad lyrics',
        durationMs: 5000,
        closable: true,
      }),
      expect.objectContaining({
        clipId: 'c1',
        message: 'Error generating clip',
        description: 'Clip generation failed, please try again',
      }),
    ]);
  });

  it("a submitted clip over 2 minutes is stuck: 'A clip got stuck while generating.' and it is not requested", async () => {
    const t = setup(1, { live: false, createdAgoMs: 120_001 });
    t.poller.subscribe();
    t.poller.track(t.clips);
    await t.clock.flush();
    expect(notices(t.events)).toEqual([
      expect.objectContaining({
        message: 'A clip got stuck while generating.',
        description: 'No credits were used and you can retry.',
      }),
    ]);
    expect(t.events.some((e) => e.type === 'stuck')).toBe(true);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(0);
    expect(t.poller.running()).toEqual([]);
  });

  it(
    'a queued clip becomes stuck after 15 minutes, not before',
    async () => {
      const t = setup(1, { live: false, status: 'queued', createdAgoMs: 0 });
      t.poller.subscribe();
      t.poller.track(t.clips);
      await t.clock.advance(900_000 - 2500);
      expect(t.events.some((e) => e.type === 'stuck')).toBe(false);
      await t.clock.advance(5000);
      expect(t.events.some((e) => e.type === 'stuck')).toBe(true);
      t.poller.dispose();
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});

describe('pushed final statuses and subscribers', () => {
  it('no request is made for a clip whose completion was pushed', async () => {
    const t = setup(3);
    t.poller.subscribe();
    t.poller.track(t.clips);
    await t.clock.flush();
    t.poller.apply([{ ...t.clips[0]!, status: 'complete' }]);
    await t.clock.advance(2500);
    const last = feedRequests(t).at(-1) ?? [];
    expect(last).toEqual(['c1', 'c2']);
    t.poller.apply(t.clips.slice(1).map((c) => ({ ...c, status: 'complete' as const })));
    const before = t.state.requestsOf('getFeedV2').length;
    await t.clock.advance(10_000);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(before);
  });

  it('a late running answer never revives a clip whose completion was pushed', async () => {
    const t = setup(1);
    t.poller.subscribe();
    t.poller.track(t.clips);
    t.poller.apply([{ ...t.clips[0]!, status: 'complete' }]);
    t.poller.apply([{ ...t.clips[0]!, status: 'streaming' }]);
    expect(t.poller.running()).toEqual([]);
    await t.clock.advance(10_000);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(0);
  });

  it('clips completed by pushes before the first tick are never requested', async () => {
    const t = setup(2);
    t.poller.track(t.clips);
    t.poller.apply(t.clips.map((c) => ({ ...c, status: 'complete' as const })));
    t.poller.subscribe();
    await t.clock.advance(10_000);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(0);
  });

  it('polls only while subscribed: stops when the last subscriber leaves and resumes on the next', async () => {
    const t = setup(1, { live: false });
    t.poller.track(t.clips);
    await t.clock.advance(5000);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(0);
    const a = t.poller.subscribe();
    const b = t.poller.subscribe();
    await t.clock.advance(2500);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(2);
    a();
    await t.clock.advance(2500);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(3);
    b();
    await t.clock.advance(10_000);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(3);
    expect(t.clock.pending()).toBe(0);
    t.poller.subscribe();
    await t.clock.flush();
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(4);
    t.poller.dispose();
    await t.clock.advance(10_000);
    expect(t.state.requestsOf('getFeedV2')).toHaveLength(4);
  });
});
