// /@:handle: a profile: its follower and following counts with their lists, Follow / Unfollow on
// other users' profiles, its pinned songs, its songs (played as the profile's queue), the remixes
// its songs inspired (paged 20) and a share link. An unknown handle is the not-found page.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import {
  ConnectedProfileHeader,
  ProfileRemixes,
  REMIX_LABELS,
  SHARE_LINK_LABELS,
  ShareLinkButton,
  Skeleton,
} from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { SongRowItem } from '../songs/SongRowItem';
import * as styles from '../app/layout.css';
import { useSongActions } from '../songs/SongActionsContext';
import { SongList } from '../songs/SongList';
import NotFoundPage from './NotFoundPage';

export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const { onNavigate } = useSongActions();
  const { profile = '' } = useParams();
  const handle = profile.startsWith('@') ? profile.slice(1) : '';
  const skip = { skip: handle === '' };
  const found = useCadenzaQuery('getProfile', { path: { handle } }, skip);
  const pinned = useCadenzaQuery('getPinnedClips', { query: { handle } }, skip);
  const top = useCadenzaQuery('getTopClips', { query: { handle } }, skip);
  const remixLabels = useLabels('pages', 'remix', REMIX_LABELS);
  const shareLabels = useLabels('pages', 'share', SHARE_LINK_LABELS);
  if (handle === '') return <NotFoundPage />;
  if (found.error?.status === 404)
    return <NotFoundPage message={t('profile.notFound', { handle })} />;
  // Profile lists play in the library context, the profile's handle as its id (DECISIONS.md).
  const queueContext = { type: 'library', id: handle } as const;
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.pageTitle}>
        {t('profile.title', { handle })}
      </h1>
      {found.data ? (
        <>
          <ConnectedProfileHeader profile={found.data} onNavigate={onNavigate} />
          <p>
            <ShareLinkButton
              contentType="profile"
              contentId={found.data.user_id}
              origin={window.location.origin}
              labels={shareLabels}
            />
          </p>
        </>
      ) : (
        <Skeleton height={32} />
      )}
      <h2>{t('profile.pinned')}</h2>
      {pinned.data ? (
        <SongList
          clips={pinned.data.clips}
          label={t('profile.pinned')}
          emptyText={t('profile.noPinned')}
          queueContext={queueContext}
        />
      ) : (
        <Skeleton height={80} />
      )}
      <h2 className={styles.section}>{t('profile.songs')}</h2>
      {top.data ? (
        <SongList
          clips={top.data.clips}
          label={t('profile.songs')}
          queueContext={queueContext}
          emptyText={t('profile.noSongs')}
        />
      ) : (
        <Skeleton height={160} />
      )}
      <div className={styles.section}>
        {handle !== '' ? (
          <ProfileRemixes
            key={handle}
            handle={handle}
            labels={remixLabels}
            renderClip={(clip, play) => <SongRowItem clip={clip} onPlayFromList={play} />}
          />
        ) : null}
      </div>
    </section>
  );
}
