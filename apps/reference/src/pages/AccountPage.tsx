// /account: plan, subscription status, credits and plan features (the target of upgrade links),
// and the language switch.
import { useTranslation } from 'react-i18next';
import { MONTHLY_CREDITS_BY_PLAN } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { Badge, Skeleton } from '@cadenza/ui';
import * as styles from '../app/layout.css';
import { LanguageSwitch } from '../i18n/LanguageSwitch';

export default function AccountPage() {
  const { t } = useTranslation('pages');
  const session = useCadenzaQuery('getSession');
  const data = session.data;
  if (!data) return <Skeleton height={160} />;
  const monthly = data.plan === 'free' ? null : MONTHLY_CREDITS_BY_PLAN[data.plan];
  const rows: readonly [string, string][] = [
    [t('account.plan'), data.plan],
    [t('account.status'), data.subscription.status],
    [t('account.credits'), String(data.credits.credits_left)],
    [t('account.monthly'), monthly === null ? t('account.none') : String(monthly)],
  ];
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
              <Badge>{feature}</Badge>
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
