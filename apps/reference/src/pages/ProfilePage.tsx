// /@:handle: a profile with its pinned songs and its songs.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { Skeleton } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { SongList } from '../songs/SongList';
import NotFoundPage from './NotFoundPage';

export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const { profile = '' } = useParams();
  const handle = profile.startsWith('@') ? profile.slice(1) : '';
  const pinned = useCadenzaQuery('getPinnedClips', { query: { handle } }, { skip: handle === '' });
  const top = useCadenzaQuery('getTopClips', { query: { handle } }, { skip: handle === '' });
  if (handle === '') return <NotFoundPage />;
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.pageTitle}>
        {t('profile.title', { handle })}
      </h1>
      <h2>{t('profile.pinned')}</h2>
      {pinned.data ? (
        <SongList clips={pinned.data.clips} label={t('profile.pinned')} />
      ) : (
        <Skeleton height={80} />
      )}
      <h2 className={styles.section}>{t('profile.songs')}</h2>
      {top.data ? (
        <SongList clips={top.data.clips} label={t('profile.songs')} />
      ) : (
        <Skeleton height={160} />
      )}
    </section>
  );
}
