// /me: the library: the clip browser (filters, sort, infinite and page modes, the trash) with a
// connected song row per clip.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ClipBrowser } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { SongRowItem } from '../songs/SongRowItem';

export default function LibraryPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="library-title">
      <h1 id="library-title" className={styles.pageTitle}>
        {t('library.title')}
      </h1>
      <ClipBrowser
        path={pathname}
        renderClip={(clip, row) => <SongRowItem clip={clip} onPlayFromList={row.play} />}
      />
    </section>
  );
}
