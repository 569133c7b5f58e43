/**
 * ContextWindowOption: the studio's context-window option (2-studio §2): show or hide the context
 * window on the timeline (the stored preference 'context window visibility') and its size in
 * beats on each side of the selection (32 by default). Props only.
 */
import { Switch } from '../../primitives/Switch/Switch';
import { NumberField } from '../../edit/NumberField';
import { GENERATE_LABELS as L } from './labels';
import * as styles from './GeneratePanel.css';

export interface ContextWindowOptionProps {
  readonly visible: boolean;
  readonly beats: number;
  readonly onVisibleChange: (visible: boolean) => void;
  readonly onBeatsChange: (beats: number) => void;
}

export function ContextWindowOption(props: ContextWindowOptionProps) {
  return (
    <div className={styles.row} role="group" aria-label={L.contextWindow}>
      <Switch
        label={L.showContextWindow}
        checked={props.visible}
        onCheckedChange={props.onVisibleChange}
      />
      <div className={styles.beats}>
        <NumberField
          label={L.contextWindowBeats}
          value={props.beats}
          min={1}
          step={1}
          onCommit={(beats) => {
            if (beats > 0) props.onBeatsChange(Math.round(beats));
          }}
        />
      </div>
    </div>
  );
}
