/**
 * The edit pages when there is nothing to edit: loading, a clip that does not exist or is not the
 * viewer's, a clip that is not complete ('Clip is not complete', no action offered), or a load
 * that failed (with a retry).
 */
import { MESSAGES } from '@cadenza/studio-engine/rules';
import { Button } from '../primitives/Button';
import { Skeleton } from '../primitives/Skeleton';
import { EDIT_LABELS as L } from './labels';
import * as styles from './Edit.css';

export type EditUnavailable =
  | { readonly kind: 'loading' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'not-complete'; readonly title: string }
  | { readonly kind: 'failed' };

export interface EditStatePanelProps {
  readonly state: EditUnavailable;
  readonly backHref: string;
  readonly onRetry?: () => void;
}

export function EditStatePanel({ state, backHref, onRetry }: EditStatePanelProps) {
  if (state.kind === 'loading')
    return (
      <div className={styles.page} role="status" aria-busy aria-label={L.loading}>
        <Skeleton width="40%" height={28} />
        <Skeleton width="100%" height={160} />
        <Skeleton width="60%" height={36} />
      </div>
    );
  const title =
    state.kind === 'not-found'
      ? L.notFoundTitle
      : state.kind === 'not-complete'
        ? L.notCompleteTitle
        : L.loadFailed;
  return (
    <section className={styles.page} aria-labelledby="edit-state-title">
      <h1 id="edit-state-title" className={styles.title}>
        {title}
      </h1>
      <div role="alert" className={styles.card}>
        {state.kind === 'not-found' ? <p className={styles.hint}>{L.notFound}</p> : null}
        {state.kind === 'not-complete' ? (
          <p className={styles.hint}>
            {state.title}: {MESSAGES.clipNotComplete}
          </p>
        ) : null}
        <div className={styles.actions}>
          {state.kind === 'failed' && onRetry ? (
            <Button variant="primary" onClick={onRetry}>
              {L.retry}
            </Button>
          ) : null}
          <a className={styles.link} href={backHref}>
            {L.back}
          </a>
        </div>
      </div>
    </section>
  );
}
