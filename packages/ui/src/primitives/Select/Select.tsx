/**
 * Select: a labelled Radix Select built from a list of options; each option may be disabled or
 * carry a trailing hint (a badge, a lock). The content is portalled into the theme.
 */
import { useId, useState, type ReactNode } from 'react';
import { Select as S } from 'radix-ui';
import { ThemeScope } from '../../theme/ThemeProvider';
import { Icon } from '../Icon';
import * as f from '../shared/field.css';
import * as surface from '../shared/surface.css';
import { hiddenLabel } from '../shared/hidden.css';
import * as styles from './Select.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
  /** Shown after the label in the list (e.g. a lock or a badge). */
  readonly hint?: ReactNode;
}

export interface SelectProps {
  readonly label: string;
  /** Hide the label visually (it still names the trigger). */
  readonly hideLabel?: boolean;
  readonly options: readonly SelectOption[];
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
}

export function Select({
  label,
  hideLabel = false,
  options,
  value,
  onValueChange,
  placeholder,
  disabled = false,
  open,
  defaultOpen = false,
  onOpenChange,
}: SelectProps) {
  const labelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const changeOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div className={f.field}>
      <span id={labelId} className={hideLabel ? hiddenLabel : f.label}>
        {label}
      </span>
      <S.Root
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        open={isOpen}
        onOpenChange={changeOpen}
      >
        {/* While the list is open the rest of the page is aria-hidden: the trigger leaves the
            tab order so nothing hidden stays tabbable. */}
        <S.Trigger className={styles.trigger} aria-labelledby={labelId} tabIndex={isOpen ? -1 : 0}>
          <S.Value placeholder={placeholder} />
          <S.Icon className={styles.icon}>
            <Icon name="chevronDown" />
          </S.Icon>
        </S.Trigger>
        <S.Portal>
          <ThemeScope>
            <S.Content className={surface.floating} position="popper" sideOffset={4}>
              <S.Viewport>
                {options.map((option) => (
                  <S.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={surface.menuItem}
                  >
                    {/* The hint is part of the item's text: its visible text is its name. */}
                    <S.ItemText>
                      {option.label}
                      {option.hint === undefined ? null : (
                        <span className={styles.hint}>{option.hint}</span>
                      )}
                    </S.ItemText>
                    <S.ItemIndicator className={surface.menuItemIndicator}>
                      <Icon name="check" />
                    </S.ItemIndicator>
                  </S.Item>
                ))}
              </S.Viewport>
            </S.Content>
          </ThemeScope>
        </S.Portal>
      </S.Root>
    </div>
  );
}
