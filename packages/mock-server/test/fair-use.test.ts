// Issue 32 item 4: one user cannot starve everyone with free edits. Crop, fade, speed, concat and
// merge count toward EDIT_JOBS_PER_USER_MAX running edit actions per user (429 'Too many running
// jobs' beyond, the spec's marker); another user's edits are unaffected, and finished edits free
// their slots.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EDIT_JOBS_PER_USER_MAX,
  GENERATION_ERROR_BODY_MARKERS,
  MOCK_EDIT_ACTION_MS,
} from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const FLOOD = 40;

const crop = (clip: string, as: 'pro' | 'premier' = 'pro') =>
  server.call('cropClip', {
    as,
    params: { clip_id: clip },
    body: { crop_start_s: 0, crop_end_s: 5, is_crop_remove: false },
  });

describe(`per-user edit limit (issue 32 item 4)`, () => {
  it(`accepts ${EDIT_JOBS_PER_USER_MAX} of ${FLOOD} concurrent crops, answers 429 'Too many running jobs' to the rest and to merge and concat`, async () => {
    const lofi = clipByTitle(server, 'Study Tapes');
    await server.token('pro');
    const statuses = (await Promise.all(Array.from({ length: FLOOD }, () => crop(lofi)))).map(
      (res) => res.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(EDIT_JOBS_PER_USER_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(FLOOD - EDIT_JOBS_PER_USER_MAX);
    const over = await crop(lofi);
    expect(over.body.detail).toContain(GENERATION_ERROR_BODY_MARKERS.tooManyRunningJobs);
    const fade = await server.call('fadeClip', {
      params: { clip_id: lofi },
      body: { fade_out_time: 2 },
    });
    expect(fade.status).toBe(429);
    const merge = await server.call('mergeClips', { body: { clip_ids: [lofi, lofi] } });
    expect(merge.status).toBe(429);
    const concat = await server.call('concatClip', { body: { clip_id: lofi } });
    expect(concat.status).toBe(429);

    const ocean = clipByTitle(server, 'Ocean Light');
    expect((await crop(ocean, 'premier')).status).toBe(200);

    await server.advance(MOCK_EDIT_ACTION_MS);
    expect((await crop(lofi)).status).toBe(200);
  });
});
