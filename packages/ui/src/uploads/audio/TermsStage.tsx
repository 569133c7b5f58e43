/** The Terms of Service stage: the terms in short, a link to the full text, and Accept. */
import { Button } from '../../primitives/Button';
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import * as styles from './AudioUploadModal.css';

export interface TermsStageProps {
  readonly onAccept: () => void;
  /** The full terms' address (the app's /legal/terms). */
  readonly termsHref?: string;
}

/** Where the product serves the full Terms of Service (issue 31 item 3: /terms was not found). */
export const TERMS_HREF = '/legal/terms';

export function TermsStage({ onAccept, termsHref = TERMS_HREF }: TermsStageProps) {
  return (
    <div className={styles.stack}>
      <ul className={styles.terms}>
        {L.terms.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a className={styles.link} href={termsHref} target="_blank" rel="noreferrer">
        {L.termsLink}
      </a>
      <div className={styles.footer}>
        <Button variant="primary" onClick={onAccept}>
          {L.accept}
        </Button>
      </div>
    </div>
  );
}
