// Issue 32 item 8: decided free-text maxima (openapi/DECISIONS.md) are enforced. Names and
// descriptions are trimmed and cut like the playlist and workspace names before them; comments
// and saved prompts beyond their maximum answer 400 { detail }; a notification carries a bounded
// excerpt of the comment that caused it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_CHARS,
  LYRICS_MAX_CHARS_V4_5,
  NOTIFICATION_EXCERPT_MAX_CHARS,
  PERSONA_NAME_MAX_CHARS,
  PLAYLIST_NAME_MAX_CHARS,
  WORKSPACE_DESCRIPTION_MAX_CHARS,
} from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const HUGE = 'x'.repeat(100_000);

describe('free-text maxima (issue 32 item 8)', () => {
  it(`cuts a playlist name on create to PLAYLIST_NAME_MAX_CHARS (${PLAYLIST_NAME_MAX_CHARS})`, async () => {
    const res = await server.call('createPlaylist', { body: { name: HUGE } });
    expect(res.status).toBe(200);
    expect(res.body.name).toHaveLength(PLAYLIST_NAME_MAX_CHARS);
  });

  it(`cuts a persona name to PERSONA_NAME_MAX_CHARS (${PERSONA_NAME_MAX_CHARS})`, async () => {
    const root = clipByTitle(server, 'Midnight Line');
    const made = await server.call('createPersona', { body: { root_clip_id: root, name: HUGE } });
    const persona = await server.call('getPersona', { params: { persona_id: made.body.id } });
    expect(persona.body.name).toHaveLength(PERSONA_NAME_MAX_CHARS);
  });

  it(`cuts a workspace description to WORKSPACE_DESCRIPTION_MAX_CHARS (${WORKSPACE_DESCRIPTION_MAX_CHARS})`, async () => {
    const res = await server.call('createWorkspace', { body: { name: 'Big', description: HUGE } });
    expect(res.body.description).toHaveLength(WORKSPACE_DESCRIPTION_MAX_CHARS);
  });

  it(`answers 400 to a comment over COMMENT_MAX_CHARS (${COMMENT_MAX_CHARS}) and takes one of exactly that`, async () => {
    const clip = clipByTitle(server, 'Midnight Line');
    const long = await server.call('createComment', {
      as: 'free',
      params: { clip_id: clip },
      body: { content: 'c'.repeat(COMMENT_MAX_CHARS + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe('Invalid request body.');
    const max = await server.call('createComment', {
      as: 'free',
      params: { clip_id: clip },
      body: { content: 'c'.repeat(COMMENT_MAX_CHARS), user_mentions: ['premier'] },
    });
    expect(max.status).toBe(200);
    const notes = server.ctx.repos.notifications.list(server.userId('premier'), {}, 50);
    const mention = notes.find((n) => n.notification_type === 'comment_mention')!;
    expect(mention.comment_content).toHaveLength(NOTIFICATION_EXCERPT_MAX_CHARS);
  });

  it(`answers 400 to saved-prompt lyrics over ${LYRICS_MAX_CHARS_V4_5} characters`, async () => {
    const res = await server.call('savePrompt', { body: { lyrics: HUGE } });
    expect(res.status).toBe(400);
  });
});
