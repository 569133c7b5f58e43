// /create/v2: the create page variant behind the create-v2-page flag; without the flag it shows
// the standard /create page.
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { CreateForm, Skeleton } from '@cadenza/ui';
import * as styles from '../app/layout.css';

export const CREATE_V2_FLAG = 'create-v2-page';

export default function CreateV2Page() {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const session = useCadenzaQuery('getSession');
  if (!session.data) return <Skeleton height={240} />;
  if (session.data.flags[CREATE_V2_FLAG] !== true)
    return <Navigate to={`/create${search}`} replace />;
  return (
    <section aria-labelledby="create-v2-title">
      <h1 id="create-v2-title" className={styles.pageTitle}>
        {t('create.v2Title')}
      </h1>
      <CreateForm pathname={pathname} searchParams={searchParams} />
    </section>
  );
}
