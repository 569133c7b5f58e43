// /artist (3-library-social §2, the named feature route): the signed-in user's artist profile:
// stats, pinned songs against the pin limit, top songs, and a share link to the profile.
import { useTranslation } from 'react-i18next';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import {
  ARTIST_LABELS,
  ArtistPage as ConnectedArtistPage,
  SHARE_LINK_LABELS,
  ShareLinkButton,
} from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { useLabels } from '../i18n/use-labels';
import { useSongActions } from '../songs/SongActionsContext';
import { SongRowItem } from '../songs/SongRowItem';

export default function ArtistPage() {
  const { t } = useTranslation('pages');
  const { onNavigate } = useSongActions();
  const labels = useLabels('pages', 'artist', ARTIST_LABELS);
  const shareLabels = useLabels('pages', 'share', SHARE_LINK_LABELS);
  const session = useCadenzaQuery('getSession');
  const userId = session.data?.user.id;
  return (
    <section aria-labelledby="artist-title">
      <h1 id="artist-title" className={styles.pageTitle}>
        {t('artist.title')}
      </h1>
      <p>
        {userId ? (
          <ShareLinkButton
            contentType="profile"
            contentId={userId}
            origin={window.location.origin}
            labels={shareLabels}
          />
        ) : null}
      </p>
      <ConnectedArtistPage
        labels={labels}
        onNavigate={onNavigate}
        renderClip={(clip, play) => <SongRowItem clip={clip} onPlayFromList={play} />}
      />
    </section>
  );
}
