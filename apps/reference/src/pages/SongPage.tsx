// /song/:id: the public song page. ?time= sets the start position; the comments thread (replies,
// mentions, track timestamps), the song video and the remix lists (parent and direct children,
// paged 20 with 'Load more').
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import {
  ConnectedCommentThread,
  ConnectedSongVideo,
  REMIX_LABELS,
  Skeleton,
  SongRemixes,
} from '@cadenza/ui';
import * as styles from '../app/layout.css';
import * as songStyles from './SongPage.css';
import { SongList } from '../songs/SongList';
import { useSongActions } from '../songs/SongActionsContext';
import { usePlayAt } from '../songs/use-play-at';
import { SongRowItem } from '../songs/SongRowItem';
import { useLabels } from '../i18n/use-labels';
import { MakeHook } from '../video-hooks/MakeHook';

export default function SongPage() {
  const { t } = useTranslation('pages');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { onNavigate } = useSongActions();
  const skip = { skip: id === '' };
  const clip = useCadenzaQuery('getClip', { path: { clip_id: id } }, skip);
  const time = Number(search.get('time') ?? '');
  const startS = Number.isFinite(time) && time > 0 ? time : null;
  const { currentTimeS, seek } = usePlayAt(clip.data ?? null, startS);
  const remixLabels = useLabels('pages', 'remix', REMIX_LABELS);
  const session = useCadenzaQuery('getSession');
  if (clip.isError) return <p role="alert">{t('song.notFound')}</p>;
  if (!clip.data) return <Skeleton height={240} />;
  const song = clip.data;
  const lyrics = song.metadata.prompt?.trim() ?? '';
  return (
    <article aria-labelledby="song-title">
      <header className={songStyles.hero}>
        <img
          className={songStyles.cover}
          src={song.image_large_url ?? song.image_url ?? undefined}
          alt=""
          data-testid="song-cover"
        />
        <div className={songStyles.facts}>
          <h1 id="song-title" className={styles.pageTitle}>
            {song.title}
          </h1>
          <p className={songStyles.caption}>
            <Link to={`/@${song.user_handle}`}>@{song.user_handle}</Link>
            {startS !== null ? (
              <span className={styles.muted}> · {t('song.startsAt', { time: startS })}</span>
            ) : null}
          </p>
          {song.display_tags || song.metadata.tags ? (
            <p className={songStyles.styles}>{song.display_tags || song.metadata.tags}</p>
          ) : null}
          {song.caption ? <p className={songStyles.caption}>{song.caption}</p> : null}
        </div>
      </header>
      <SongList
        clips={[song]}
        label={t('song.title')}
        queueContext={{ type: 'song', id: song.id }}
      />
      {lyrics ? (
        <section className={styles.section} aria-labelledby="lyrics-title">
          <h2 id="lyrics-title">{t('song.lyrics')}</h2>
          <p className={songStyles.lyrics}>{lyrics}</p>
        </section>
      ) : null}
      <div className={styles.section}>
        <ConnectedSongVideo clip={song} onRendered={() => void clip.refetch()} />
        {song.status === 'complete' && session.data?.user.id === song.user_id ? (
          <p>
            <MakeHook songId={song.id} />
          </p>
        ) : null}
      </div>
      <div className={styles.section}>
        <SongRemixes
          key={song.id}
          clipId={song.id}
          labels={{
            ...remixLabels,
            directChildren: t('song.remixes'),
            noDirectChildren: t('song.noRemixes'),
          }}
          renderClip={(remix, play) => <SongRowItem clip={remix} onPlayFromList={play} />}
        />
      </div>
      <section className={styles.section} aria-labelledby="comments-title">
        <h2 id="comments-title">{t('song.comments')}</h2>
        <ConnectedCommentThread
          clipId={song.id}
          deepLinkCommentId={search.get('show_comment_id')}
          initialOrder={search.get('order')}
          currentTimeS={currentTimeS}
          onSeek={seek}
          onNavigate={onNavigate}
        />
      </section>
    </article>
  );
}
