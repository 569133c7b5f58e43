// /style/:tag: a style tag's page (3-library-social §2 Play queue contexts, style tag): the
// tag's songs, most played first, played in the style_tag context.
import { useParams } from 'react-router';
import { Button, DISCOVER_LABELS, Skeleton, useStyleTagSongs, usePlayClips } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { useLabels } from '../i18n/use-labels';
import { SongList } from '../songs/SongList';

export default function StylePage() {
  const { tag = '' } = useParams();
  const L = useLabels('discover', 'discover', DISCOVER_LABELS);
  const songs = useStyleTagSongs(tag);
  const play = usePlayClips();
  const context = { type: 'style_tag', id: tag } as const;
  const title = L.style.title.replace('{{tag}}', tag);
  return (
    <section aria-labelledby="style-title">
      <h1 id="style-title" className={styles.pageTitle}>
        {title}
      </h1>
      <p className={styles.muted}>{L.style.intro.replace('{{tag}}', tag)}</p>
      {songs.status === 'loading' ? (
        <Skeleton height={160} />
      ) : songs.status === 'error' ? (
        <div role="alert">
          <Button onClick={songs.retry}>{L.retry}</Button>
        </div>
      ) : (
        <>
          {songs.clips.length > 0 ? (
            <Button variant="primary" onClick={() => play(songs.clips, 0, context)}>
              {L.style.playAll}
            </Button>
          ) : null}
          <SongList
            clips={songs.clips}
            label={title}
            queueContext={context}
            emptyText={L.style.empty}
          />
          {songs.hasMore ? <Button onClick={songs.loadMore}>{L.style.loadMore}</Button> : null}
        </>
      )}
    </section>
  );
}
