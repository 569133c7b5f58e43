// The signed-in user's newest songs (feed/v2, first page); new generations appear at once and
// move from submitted to complete while useClipPolling follows them.
import { useCadenzaQuery, useClipPolling } from '@cadenza/sdk/react';

export function Songs() {
  useClipPolling();
  const feed = useCadenzaQuery('getFeedV2', { query: { page: 0 } });
  if (feed.error) return <p role="alert">Could not load your songs: {feed.error.detail}</p>;
  if (!feed.data) return <p>Loading your songs…</p>;
  return (
    <section aria-label="Your songs">
      <h2>Your songs ({feed.data.clips.length})</h2>
      <ul>
        {feed.data.clips.map((clip) => (
          <li key={clip.id} data-status={clip.status}>
            {clip.title || 'Untitled'} · {clip.status}
          </li>
        ))}
      </ul>
    </section>
  );
}
