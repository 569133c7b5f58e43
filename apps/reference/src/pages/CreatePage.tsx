// /create: the create form and its Upload Audio button (with ?remix_clip=…&remix_type=… and ?use_persona=… prefill) beside
// the user's newest songs, where a generation shows up at once as submitted.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AudioUploadButton, CreateForm } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { RecentSongs } from '../songs/RecentSongs';

export default function CreatePage() {
  const { t } = useTranslation(['pages', 'common']);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className={styles.twoColumns}>
      <section aria-labelledby="create-title">
        <div className={styles.titleRow}>
          <h1 id="create-title" className={styles.pageTitle}>
            {t('create.title')}
          </h1>
          <AudioUploadButton
            size="small"
            pathname={pathname}
            onNavigate={(href) => void navigate(href)}
          />
        </div>
        <CreateForm pathname={pathname} searchParams={searchParams} />
      </section>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title" className={styles.pageTitle}>
          {t('common:recentSongs')}
        </h2>
        <RecentSongs />
      </section>
    </div>
  );
}
