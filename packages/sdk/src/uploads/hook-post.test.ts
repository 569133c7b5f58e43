import { describe, expect, it } from 'vitest';
import type { HookDraft } from '@cadenza/sdk';
import { setupSdk, withMswServer } from '../testing/test-kit';
import { createHookFromDraft, followHookRender } from './hook-post';
import { answerWith, runToEnd } from './upload-test-kit';

const server = withMswServer();

const draft: HookDraft = {
  songId: 'c1',
  video: { uploadId: 'video-upload-1', s3Id: 'video-upload-1' },
  videoStartS: 2,
  videoEndS: 14.4,
  songStartS: 30,
  title: ' My hook ',
  caption: '',
  allowComments: true,
  showLyrics: false,
};

describe('hook create (2-studio §7, §8 Hook create)', () => {
  it('sends the draft: the song snippet as long as the trimmed video, the video muted', async () => {
    const t = setupSdk(server);
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/hooks/create')) bodies.push(await request.clone().json());
    });
    const result = await createHookFromDraft(draft, { client: t.client });
    server.events.removeAllListeners();
    expect(result).toEqual({ ok: true, hookId: 'hook-1' });
    expect(bodies).toEqual([
      {
        clip_id: 'c1',
        hook_publish: { title: 'My hook', caption: null, allow_comments: true, show_lyrics: false },
        video_render: {
          song: { song_id: 'c1', clip_start_time: 30, clip_end_time: 42.4, volume: 1 },
          videos: [
            {
              s3_id: 'video-upload-1',
              upload_id: 'video-upload-1',
              source_start_time: 2,
              source_end_time: 14.4,
              volume: 0,
            },
          ],
        },
      },
    ]);
  });

  it.each([
    [423, 'Your account requires support assistance', { detail: 'locked' }],
    [
      400,
      'Exception during hook creation: Video duration must be at least 10 seconds.',
      { detail: 'Video duration must be at least 10 seconds.' },
    ],
  ])("a %i says '%s'", async (status, message, body) => {
    const t = setupSdk(server);
    answerWith(server, t, 'createHook', status, body);
    expect(await createHookFromDraft(draft, { client: t.client })).toMatchObject({
      ok: false,
      message,
      notice: { kind: 'error', message },
    });
  });

  it("an answer that is not a hook: 'Failed to create hook: Invalid response data from server.'", async () => {
    const t = setupSdk(server);
    answerWith(server, t, 'createHook', 200, { nope: true });
    expect(await createHookFromDraft(draft, { client: t.client })).toMatchObject({
      ok: false,
      message: 'Failed to create hook: Invalid response data from server.',
    });
  });
});

describe('hook render: status every 2 s to its end', () => {
  it("ends 'Hook posted to feed!' with the rendered hook", async () => {
    const t = setupSdk(server);
    const created = await createHookFromDraft(draft, { client: t.client });
    if (!created.ok) throw new Error(created.message);
    const result = await runToEnd(t, followHookRender(created.hookId, t));
    expect(result).toMatchObject({
      ok: true,
      hook: { id: 'hook-1', status: 'rendered_passed_moderation', song_start_s: 30 },
      notice: { kind: 'success', message: 'Hook posted to feed!' },
    });
  });

  it.each([
    ['rendered_failed_moderation', 'Hook failed moderation'],
    ['error', 'Hook processing failed'],
  ])("ends %s with '%s'", async (status, message) => {
    const t = setupSdk(server);
    answerWith(server, t, 'getHook', 200, {
      id: 'h1',
      status,
      title: 't',
      allow_comments: true,
      show_lyrics: true,
    });
    expect(await runToEnd(t, followHookRender('h1', t))).toMatchObject({
      ok: false,
      aborted: false,
      message,
      notice: { kind: 'error', message },
    });
  });
});
