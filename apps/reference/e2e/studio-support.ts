// Shared by the studio journeys: a complete song of the signed-in user's feed to open in the studio.
import type { ApiClient } from '@cadenza/sdk';

export async function completeSong(client: ApiClient) {
  const { clips } = await client.call('getFeedV2', { query: { page: 0 } });
  const clip = clips.find((c) => c.status === 'complete');
  if (clip === undefined) throw new Error('no complete clip seeded');
  return clip;
}
