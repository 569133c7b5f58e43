// Any path the route table does not serve, and any page whose subject does not exist (an
// unknown profile handle): the message says what is missing.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import * as styles from '../app/layout.css';

export default function NotFoundPage({ message }: { readonly message?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.pageTitle}>
        {t('notFound.title')}
      </h1>
      <p className={styles.muted}>{message ?? t('notFound.body', { path: pathname })}</p>
      <Link to="/create">{t('notFound.home')}</Link>
    </section>
  );
}
