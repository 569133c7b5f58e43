// A song of the journey's own user, made through the API and complete (issue 31's journeys make
// their data themselves rather than rely on seeded songs that other journeys change).
import type { ApiClient } from '@cadenza/sdk';
import { expect } from 'vitest';
import { GENERATION_TIMEOUT_MS } from './support';

export async function ownCompleteSong(client: ApiClient, title: string, tags = 'pop') {
  const [made] = (await client.call('generate', { body: { mv: 'chirp-crow', tags, title } })).clips;
  if (made === undefined) throw new Error('the generation made no clip');
  const path = { clip_id: made.id };
  await expect
    .poll(async () => (await client.call('getClip', { path })).status, {
      timeout: GENERATION_TIMEOUT_MS,
    })
    .toBe('complete');
  return client.call('getClip', { path });
}
