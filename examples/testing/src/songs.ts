// The code under test: two small functions a product would write on the SDK's client.
import type { ApiClient, Clip, Clock } from '@cadenza/sdk';

/** The titles of the user's newest songs (the first page of their library). */
export async function newestTitles(client: ApiClient, count: number): Promise<string[]> {
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  return clips.slice(0, count).map((clip) => clip.title);
}

const FOLLOW_EVERY_MS = 2500;

/** Generates from a description and follows the new clips until none is still running. */
export async function generateAndWait(
  client: ApiClient,
  clock: Clock,
  description: string,
): Promise<Clip[]> {
  const { clips } = await client.call('generate', {
    body: { gpt_description_prompt: description, mv: 'chirp-crow' },
  });
  const ids = clips.map((clip) => clip.id).join(',');
  let current = clips;
  while (current.some((clip) => clip.status !== 'complete' && clip.status !== 'error')) {
    await new Promise<void>((resolve) => clock.setTimeout(resolve, FOLLOW_EVERY_MS));
    ({ clips: current } = await client.call('getFeedV2', { query: { ids } }));
  }
  return current;
}
