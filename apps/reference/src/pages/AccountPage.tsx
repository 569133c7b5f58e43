// /account: plan, subscription status, credits and plan features (the target of upgrade links),
// and the language switch.
import { useTranslation } from 'react-i18next';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { Badge, Skeleton } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { accountRows, featureWord } from './account-rows';

export default function AccountPage() {
  const { t, i18n } = useTranslation('pages');
  const session = useCadenzaQuery('getSession');
  const data = session.data;
  if (!data) return <Skeleton height={160} />;
  const rows = accountRows(t, i18n.language, data);
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title" className={styles.pageTitle}>
        {t('account.title')}
      </h1>
      <LanguageSwitch storage={window.localStorage} />
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} data-testid={`account-${term}`}>
            <dt className={styles.muted}>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('account.features')}</h2>
      <ul className={styles.list} style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {data.plan_features.length === 0 ? (
          <li className={styles.muted}>{t('account.none')}</li>
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
