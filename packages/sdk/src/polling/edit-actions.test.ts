// 2-studio §4 Edit actions through the SDK on a fake clock: the call returns action_clip_id, polled
// every 4 s up to 10 tries; on complete the new clip is loaded; a failure is the spec's message.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../testing/msw/handlers';
import { makeClip } from '../testing/factories';
import { setupSdk, TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { performEditAction } from './edit-actions';

const server = withMswServer();
const FAILED = 'An error occurred. Please try again.';

function actionReads(statuses: string[], clock: { now(): number }) {
  const at: number[] = [];
  server.use(
    handle(
      'getEditAction',
      () => {
        at.push(clock.now());
        const status = statuses[Math.min(at.length - 1, statuses.length - 1)]!;
        return HttpResponse.json({ status: status as never, action_clip_id: 'new-1' });
      },
      TEST_BASE_URL,
    ),
  );
  return at;
}

describe('performEditAction', () => {
  it('crops with the edit session id, polls every 4 s and loads the new clip on complete', async () => {
    const { client, clock } = setupSdk(server);
    let sent: unknown = null;
    server.use(
      handle(
        'cropClip',
        async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ status: 'submitted', action_clip_id: 'new-1' });
        },
        TEST_BASE_URL,
      ),
      handle(
        'getClip',
        () => HttpResponse.json(makeClip({ id: 'new-1', status: 'complete' })),
        TEST_BASE_URL,
      ),
    );
    const start = clock.now();
    const at = actionReads(['queued', 'complete'], clock);
    const result = performEditAction(
      'c1',
      { kind: 'crop', range: { start: 0, end: 10 }, remove: true },
      'session-1',
      { client, clock },
    );
    await clock.runAll();
    const settled = await result;
    expect(settled.ok && settled.value.id).toBe('new-1');
    expect(at.map((t) => t - start)).toEqual([4000, 8000]);
    expect(sent).toEqual({
      crop_start_s: 0,
      crop_end_s: 10,
      is_crop_remove: true,
      edit_session_id: 'session-1',
    });
  });

  it(`retries exhausted after 10 tries: '${FAILED}'`, async () => {
    const { client, clock } = setupSdk(server);
    server.use(
      handle(
        'fadeClip',
        () => HttpResponse.json({ status: 'submitted', action_clip_id: 'new-1' }),
        TEST_BASE_URL,
      ),
    );
    const at = actionReads(['queued'], clock);
    const result = performEditAction('c1', { kind: 'fade', fadeOutMs: 5000 }, 's', {
      client,
      clock,
    });
    await clock.runAll();
    expect(await result).toMatchObject({ ok: false, reason: 'timeout', message: FAILED });
    expect(at).toHaveLength(10);
  });

  it(`a refused call is '${FAILED}' and nothing is polled`, async () => {
    const { client, clock } = setupSdk(server);
    server.use(
      handle(
        'changeClipSpeed',
        () => HttpResponse.json({ detail: 'no' }, { status: 400 }),
        TEST_BASE_URL,
      ),
    );
    const at = actionReads(['complete'], clock);
    const result = performEditAction(
      'c1',
      { kind: 'speed', speedFactor: 0.8, tempoOnly: true },
      's',
      { client, clock },
    );
    await clock.runAll();
    expect(await result).toMatchObject({ ok: false, reason: 'error', message: FAILED });
    expect(at).toHaveLength(0);
  });
});
