/**
 * Remaster (1-generation §4, §5, §8; 2-studio §5): title at most 80 characters ('Title too
 * long.'), disabled over 16 minutes ('Cannot remaster songs longer than 16 minutes') and for
 * contest base clips ('Contest songs cannot be remastered'), and the variation remaster (plan
 * feature VariationRemaster). Server errors: 'Remaster not allowed. Subscribe to access
 * Remaster.', 'Title too long.', 'Remaster failed.'.
 */
import { remasterProblem, validateRemasterTitle, type RemasterSourceClip } from '@cadenza/sdk';
import { Select } from '../primitives/Select';
import { TextField } from '../primitives/TextField';
import { REMASTER_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';
import * as styles from './modals.css';

export type RemasterVariation = keyof typeof L.variations;
export const REMASTER_VARIATIONS = Object.keys(L.variations) as RemasterVariation[];

export interface RemasterModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly clip: RemasterSourceClip;
  readonly title: string;
  readonly onTitleChange: (title: string) => void;
  readonly variation: RemasterVariation;
  readonly onVariationChange: (variation: RemasterVariation) => void;
  /** The plan has VariationRemaster. */
  readonly canVary: boolean;
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly onSubmit: () => void;
}

export function RemasterModal(props: RemasterModalProps) {
  const problem = remasterProblem(props.clip);
  const titleError = validateRemasterTitle(props.title);
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      error={props.error ?? problem}
      action={{
        label: L.submit,
        onPress: props.onSubmit,
        disabled: problem !== null || titleError !== null,
        loading: props.busy === true,
      }}
    >
      <TextField
        label={L.songTitle}
        value={props.title}
        onValueChange={props.onTitleChange}
        error={titleError ?? undefined}
      />
      <Select
        label={L.variation}
        value={props.variation}
        disabled={!props.canVary}
        options={REMASTER_VARIATIONS.map((value) => ({ value, label: L.variations[value] }))}
        onValueChange={(value) => props.onVariationChange(value as RemasterVariation)}
      />
      {props.canVary ? null : <p className={styles.muted}>{L.variationLocked}</p>}
    </ModalShell>
  );
}
