// /legal/terms.
import { useTranslation } from 'react-i18next';
import * as styles from '../app/layout.css';

export default function TermsPage() {
  const { t } = useTranslation('pages');
  return (
    <article aria-labelledby="terms-title">
      <h1 id="terms-title" className={styles.pageTitle}>
        {t('terms.title')}
      </h1>
      <p>{t('terms.body')}</p>
    </article>
  );
}
