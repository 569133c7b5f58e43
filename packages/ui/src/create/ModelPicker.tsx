/**
 * The model picker: every billing model of the user, the ones the plan cannot use marked; picking
 * one of those asks for the upsell instead of switching (the container decides).
 */
import { modelChoiceKey } from '@cadenza/sdk';
import { Badge } from '../primitives/Badge';
import { Select } from '../primitives/Select';
import { FORM_LABELS } from './labels';

export interface ModelOption {
  readonly key: string;
  readonly label: string;
  readonly canUse: boolean;
}

export interface ModelPickerProps {
  readonly value: string;
  readonly models: readonly ModelOption[];
  /** A model was picked (usable or not). */
  readonly onSelect: (key: string) => void;
  readonly defaultOpen?: boolean;
}

export function ModelPicker({ value, models, onSelect, defaultOpen }: ModelPickerProps) {
  const options = models.map((model) => ({
    value: model.key,
    label: model.label,
    ...(model.canUse
      ? {}
      : {
          hint: (
            <Badge tone="info" data-locked="">
              {FORM_LABELS.modelLocked}
            </Badge>
          ),
        }),
  }));
  return (
    <Select
      label={FORM_LABELS.model}
      options={options}
      value={modelChoiceKey(value)}
      onValueChange={onSelect}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
    />
  );
}
