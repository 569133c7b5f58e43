// What a page shows while its chunk loads (each page is its own chunk): a busy region named
// "Loading…" in the page's place, with the outline of a title and of the content, so a slow
// network shows the page coming rather than a blank main area.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@cadenza/ui';
import * as styles from './layout.css';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className={styles.pageLoading}>
      <Skeleton width={220} height={28} />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}
