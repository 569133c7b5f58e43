/** The credits left, shown beside Create. */
import { Icon } from '../primitives/Icon';
import { FORM_LABELS } from './labels';
import * as styles from './create.css';

export interface CreditsDisplayProps {
  /** Credits left; null while the session loads. */
  readonly credits: number | null;
}

export function CreditsDisplay({ credits }: CreditsDisplayProps) {
  return (
    <p className={styles.muted} aria-label={FORM_LABELS.creditsLabel} role="status">
      <span className={styles.row}>
        <Icon name="credits" />
        {credits === null ? '…' : FORM_LABELS.credits(credits)}
      </span>
    </p>
  );
}
