/**
 * The outage notice (DECISIONS.md "Connection notice"): while the realtime channel has lost the
 * server it says so under the header; it goes away by itself when the channel is open again.
 */
import { useTranslation } from 'react-i18next';
import { useConnection } from '@cadenza/sdk/react';
import * as styles from './layout.css';

export function ConnectionNotice() {
  const { t } = useTranslation();
  const { realtime } = useConnection();
  if (realtime !== 'reconnecting') return null;
  return (
    <div role="status" className={styles.connectionNotice}>
      {t('connection.reconnecting')}
    </div>
  );
}
