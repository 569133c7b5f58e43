/**
 * SelectionCondition: the selection used as a condition (2-studio §7, §8; 1-generation §4). Four
 * buttons render the selected range to a clip and apply it to the studio create form as cover,
 * extend, underpaint or overpaint; below them, what became of it: preparing, the chosen
 * condition, or the failure ('Something went wrong, try again', 'Moderation error: …', 'Error
 * preparing selection for edit' / 'Please try again.'). Props only.
 */
import { SELECTION_CONDITION_TYPES, type SelectionConditionType } from '@cadenza/studio-engine';
import { Button } from '../../primitives/Button/Button';
import { GENERATE_LABELS as L } from './labels';
import type { SelectionConditionState } from './selection-condition';
import * as styles from './SelectionCondition.css';

export interface SelectionConditionProps {
  readonly state: SelectionConditionState;
  /** False without a selection to render. */
  readonly enabled: boolean;
  readonly onUse: (type: SelectionConditionType) => void;
}

export function SelectionCondition({ state, enabled, onUse }: SelectionConditionProps) {
  const preparing = state.kind === 'preparing';
  return (
    <div className={styles.root} role="group" aria-label={L.useAsCondition}>
      <span className={styles.status}>{L.useAsCondition}</span>
      <div className={styles.types}>
        {SELECTION_CONDITION_TYPES.map((type) => (
          <Button
            key={type}
            size="small"
            variant={state.kind === 'ready' && state.type === type ? 'primary' : 'secondary'}
            disabled={!enabled || preparing}
            loading={preparing && state.type === type}
            data-condition-type={type}
            onClick={() => onUse(type)}
          >
            {L.conditionType[type]}
          </Button>
        ))}
      </div>
      {state.kind === 'preparing' && (
        <p className={styles.status} aria-live="polite">
          {L.conditionPreparing(L.conditionType[state.type])}
        </p>
      )}
      {state.kind === 'ready' && (
        <p className={styles.ready} aria-live="polite" data-condition-ready={state.type}>
          {L.conditionReady(L.conditionType[state.type], state.title)}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className={styles.failed} role="alert">
          {state.title}
          {state.description !== undefined && (
            <span className={styles.description}>{state.description}</span>
          )}
        </p>
      )}
    </div>
  );
}
