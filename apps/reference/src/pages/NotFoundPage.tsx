// Any path the route table does not serve.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import * as styles from '../app/layout.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section>
      <h1 className={styles.pageTitle}>{t('notFound.title')}</h1>
      <p className={styles.muted}>{t('notFound.body', { path: pathname })}</p>
      <Link to="/create">{t('notFound.home')}</Link>
    </section>
  );
}
