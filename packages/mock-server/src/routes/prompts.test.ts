import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

describe('saved prompts', () => {
  it('creates a lyrics prompt and a styles prompt, then updates one by id', async () => {
    const lyrics = await server.call('savePrompt', {
      body: { lyrics: '[Verse]\nsaved', title: 'Saved' },
    });
    expect(lyrics.body.saved_prompt.prompt_type).toBe('lyrics');
    const tags = await server.call('savePrompt', { body: { tags: 'jazz, smooth' } });
    expect(tags.body.saved_prompt.prompt_type).toBe('tags');
    const updated = await server.call('savePrompt', {
      body: { id: tags.body.saved_prompt.id, tags: 'jazz, swing' },
    });
    expect(updated.body.saved_prompt).toMatchObject({
      id: tags.body.saved_prompt.id,
      tags: 'jazz, swing',
    });
  });

  it('lists prompts by kind, 100 a page', async () => {
    const lyrics = await server.call('getSavedPrompts', {
      query: { filter_prompt_type: 'lyrics' },
    });
    expect(
      lyrics.body.prompts.every((p: { prompt_type: string }) => p.prompt_type === 'lyrics'),
    ).toBe(true);
    expect(lyrics.body.num_total_results).toBe(2);
    const page = await server.call('getSavedPrompts', { query: { per_page: 1, page: 1 } });
    expect(page.body.prompts).toHaveLength(1);
  });

  it('deletes a prompt; another user’s is 404', async () => {
    const list = await server.call('getSavedPrompts');
    const id = list.body.prompts[0].id;
    expect((await server.call('deletePrompt', { as: 'free', body: { id } })).status).toBe(404);
    expect((await server.call('deletePrompt', { body: { id } })).body).toEqual({
      success: true,
      id,
    });
    expect((await server.call('deletePrompt', { body: { id } })).status).toBe(404);
  });

  it('answers 400, 401, 403 and 404', async () => {
    expect((await server.call('savePrompt', { body: {} })).status).toBe(400);
    expect((await server.call('savePrompt', { as: null, body: { tags: 'x' } })).status).toBe(401);
    expect((await server.call('savePrompt', { body: { id: 'nope', tags: 'x' } })).status).toBe(404);
    expect(
      (await server.call('getSavedPrompts', { query: { filter_prompt_type: 'poems' } })).status,
    ).toBe(400);
    expect((await server.call('getSavedPrompts', { as: null })).status).toBe(401);
    expect((await server.call('deletePrompt', { body: {} })).status).toBe(400);
    expect((await server.call('deletePrompt', { as: null, body: { id: 'x' } })).status).toBe(401);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/prompts/delete/', status: 403 },
    });
    expect((await server.call('deletePrompt', { body: { id: 'x' } })).status).toBe(403);
  });
});
