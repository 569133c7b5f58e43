// /account: plan, subscription status, credits and plan features (the target of upgrade links),
// and the language switch.
import { useTranslation } from 'react-i18next';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { Badge, Skeleton } from '@cadenza/ui';
import * as layout from '../app/layout.css';
import * as styles from './AccountPage.css';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { accountRows, featureWord } from './account-rows';

export default function AccountPage() {
  const { t, i18n } = useTranslation('pages');
  const session = useCadenzaQuery('getSession');
  const data = session.data;
  if (!data) return <Skeleton height={160} />;
  const rows = accountRows(t, i18n.language, data);
  return (
    <section aria-labelledby="account-title" className={styles.page}>
      <h1 id="account-title" className={layout.pageTitle}>
        {t('account.title')}
      </h1>
      <div className={styles.language}>
        <LanguageSwitch storage={window.localStorage} />
      </div>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} data-testid={`account-${term}`} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.heading}>{t('account.features')}</h2>
      <ul className={styles.features}>
        {data.plan_features.length === 0 ? (
          <li className={layout.muted}>{t('account.none')}</li>
        ) : (
          data.plan_features.map((feature) => (
            <li key={feature}>
              <Badge>{featureWord(t, feature)}</Badge>
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
