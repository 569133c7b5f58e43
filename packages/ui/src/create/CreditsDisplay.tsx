/** The credits left, shown beside Create. */
import { Icon } from '../primitives/Icon';
import { FORM_LABELS } from './labels';
import * as styles from './create.css';

export interface CreditsDisplayProps {
  /** Credits left; null while the session loads. */
  readonly credits: number | null;
  /** The count's words and the status's name (the app's locale); English by default. */
  readonly format?: ((credits: number) => string) | undefined;
  readonly label?: string | undefined;
}

export function CreditsDisplay({
  credits,
  format = FORM_LABELS.credits,
  label = FORM_LABELS.creditsLabel,
}: CreditsDisplayProps) {
  return (
    <p className={styles.muted} aria-label={label} role="status">
      <span className={styles.row}>
        <Icon name="credits" />
        {credits === null ? '…' : format(credits)}
      </span>
    </p>
  );
}
