/**
 * The short-link route (/s/{code}): GET /api/share/code/{share_id} resolves the code to the page
 * it points to, which then opens in its place; a code that does not resolve shows a page of its
 * own.
 */
import { useEffect } from 'react';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { Skeleton } from '../../primitives/Skeleton';
import { SHARE_LINK_LABELS, type ShareLinkLabels } from '../labels';
import * as styles from '../../artist/Artist.css';

export interface ShortLinkProps {
  readonly code: string;
  /** Opens the resolved path in place of the short link. */
  readonly onResolved: (path: string) => void;
  readonly labels?: ShareLinkLabels;
}

export function ShortLink({ code, onResolved, labels = SHARE_LINK_LABELS }: ShortLinkProps) {
  const resolved = useCadenzaQuery(
    'resolveShareCode',
    { path: { share_id: code } },
    { skip: code === '' },
  );
  const url = resolved.data?.url ?? null;
  useEffect(() => {
    if (url !== null) onResolved(url);
  }, [url, onResolved]);
  if (code === '' || resolved.isError)
    return (
      <div className={styles.failure} role="alert">
        <h1 className={styles.heading}>{labels.notFoundTitle}</h1>
        <p className={styles.muted}>{labels.notFoundBody}</p>
      </div>
    );
  return (
    <div role="status" aria-busy="true" aria-label={labels.opening}>
      <Skeleton height={120} />
    </div>
  );
}
