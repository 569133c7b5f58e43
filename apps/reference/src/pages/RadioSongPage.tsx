// /radio/song/:id (1-generation §2 Song Radio; 3-library-social §4 Queue, §7 POST
// /api/clips/autoplay/): a queue built from the song (the song first, then the autoplay call's
// songs for it, page size 30), played in the song radio context. A missing song is the
// not-found page. The song's live radio (GET /api/living_radio/{id}/song-list, the song as the
// station) plays beside it: everyone tuned in hears the same song at the same moment.
import { useParams } from 'react-router';
import { AUTOPLAY_PAGE_SIZE, displayTitle } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import {
  Button,
  DISCOVER_LABELS,
  LiveRadio,
  RADIO_LABELS,
  Skeleton,
  usePlayClips,
} from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { useLabels } from '../i18n/use-labels';
import { SongList } from '../songs/SongList';
import NotFoundPage from './NotFoundPage';

export default function RadioSongPage() {
  const { id = '' } = useParams();
  const L = useLabels('discover', 'discover', DISCOVER_LABELS);
  const radioLabels = useLabels('radio', 'radio', RADIO_LABELS);
  const song = useCadenzaQuery('getClip', { path: { clip_id: id } }, { skip: id === '' });
  const radio = useCadenzaQuery(
    'getAutoplayClips',
    {
      body: {
        clip_id: id,
        playlist_id: null,
        query: null,
        clips_in_queue: [{ clip_id: id }],
        page_size: AUTOPLAY_PAGE_SIZE,
      },
    },
    { skip: id === '' },
  );
  const play = usePlayClips();
  if (id === '' || song.error?.status === 404) return <NotFoundPage />;
  const context = { type: 'song_radio', id } as const;
  const seed = song.data as Clip | undefined;
  const queue: Clip[] = seed
    ? [seed, ...((radio.data?.clips ?? []) as Clip[]).filter((clip) => clip.id !== seed.id)]
    : [];
  const title = L.radio.title.replace('{{title}}', displayTitle(seed?.title));
  return (
    <section aria-labelledby="radio-title">
      <h1 id="radio-title" className={styles.pageTitle}>
        {seed ? title : L.radio.loading}
      </h1>
      <p className={styles.muted}>{L.radio.intro}</p>
      {!seed || radio.data === undefined ? (
        radio.isError ? (
          <div role="alert">
            <p>{L.radio.error}</p>
            <Button onClick={radio.refetch}>{L.retry}</Button>
          </div>
        ) : (
          <Skeleton height={160} />
        )
      ) : (
        <>
          <Button variant="primary" onClick={() => play(queue, 0, context)}>
            {L.radio.start}
          </Button>
          <LiveRadio stationId={id} labels={radioLabels} />
          <SongList clips={queue} label={title} queueContext={context} />
        </>
      )}
    </section>
  );
}
