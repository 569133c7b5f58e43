/**
 * Adjust-speed mode: the clip it works on (without one Create stays disabled with 'No clip
 * selected'), the speed multiplier (default 1) and keep pitch (default off).
 */
import { CREATE_FORM_ERRORS, type AdjustSpeedFormState } from '@cadenza/sdk';
import { SPEED_BUTTON_FACTOR } from '@cadenza/studio-engine/rules';
import { Slider } from '../primitives/Slider';
import { Switch } from '../primitives/Switch';
import { FORM_LABELS } from './labels';
import type { ChipClipInfo } from './reference-chips';
import * as styles from './create.css';

export interface AdjustSpeedPanelProps {
  readonly adjustSpeed: AdjustSpeedFormState;
  /** The clip, when one is chosen and known. */
  readonly clip?: ChipClipInfo | null;
  readonly onChange: (patch: Partial<AdjustSpeedFormState>) => void;
}

/** Decided: the multiplier runs from half to double speed (the studio's speed factor), by 0.05. */
const SPEED_STEP = 0.05;
const times = (value: number) => `${value.toFixed(2)}×`;

export function AdjustSpeedPanel({ adjustSpeed, clip, onChange }: AdjustSpeedPanelProps) {
  return (
    <div className={styles.section}>
      <div className={styles.section}>
        <span className={styles.chipKind}>{FORM_LABELS.clip}</span>
        <p className={styles.muted}>
          {adjustSpeed.clipId === null
            ? CREATE_FORM_ERRORS.noClipSelected
            : (clip?.title ?? adjustSpeed.clipId)}
        </p>
      </div>
      <Slider
        label={FORM_LABELS.speedMultiplier}
        min={1 / SPEED_BUTTON_FACTOR}
        max={SPEED_BUTTON_FACTOR}
        step={SPEED_STEP}
        value={adjustSpeed.speedMultiplier}
        formatValue={times}
        onValueChange={(speedMultiplier) => onChange({ speedMultiplier })}
      />
      <Switch
        label={FORM_LABELS.keepPitch}
        checked={adjustSpeed.keepPitch}
        onCheckedChange={(keepPitch) => onChange({ keepPitch })}
      />
    </div>
  );
}
