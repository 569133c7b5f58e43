/** Simple mode: a description with its 200-character counter, and the instrumental switch. */
import type { SimpleFormState } from '@cadenza/sdk';
import { Switch } from '../primitives/Switch';
import { Textarea } from '../primitives/Textarea';
import { FORM_LABELS } from './labels';
import * as styles from './create.css';

export interface SimpleModePanelProps {
  readonly simple: SimpleFormState;
  /** The description limit (200, or the model's if lower). */
  readonly descriptionLimit: number;
  readonly onChange: (patch: Partial<SimpleFormState>) => void;
}

export function SimpleModePanel({ simple, descriptionLimit, onChange }: SimpleModePanelProps) {
  return (
    <div className={styles.section}>
      <Textarea
        label={FORM_LABELS.description}
        placeholder={FORM_LABELS.descriptionPlaceholder}
        value={simple.prompt}
        limit={descriptionLimit}
        onValueChange={(prompt) => onChange({ prompt })}
      />
      <Switch
        label={FORM_LABELS.instrumental}
        checked={simple.instrumental}
        onCheckedChange={(instrumental) => onChange({ instrumental })}
      />
    </div>
  );
}
