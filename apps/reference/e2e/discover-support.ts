// What the search and discover journeys share: the public songs the search answers with no
// term (all of them, most played first).
import type { ApiClient } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';

export async function publicSongs(client: ApiClient, size: number): Promise<Clip[]> {
  const found = await client.call('search', {
    body: {
      search_queries: [{ name: 's', search_type: 'public_song', term: '', from_index: 0, size }],
    },
  });
  return found.result['s']!.result.flatMap((hit) => (hit.clip ? [hit.clip as Clip] : []));
}
