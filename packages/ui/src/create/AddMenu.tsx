/**
 * The add menu: a popover whose main state offers the Personas and Inspo panels; each panel has
 * a Back button to the main state.
 */
import { useState } from 'react';
import { CREATE_FORM_INSPIRATION_PICKER } from '@cadenza/sdk';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import * as Popover from '../primitives/Popover/Popover';
import { InspirationPicker, type InspirationPickerProps } from './InspirationPicker';
import { PersonaPicker, type PersonaPickerProps } from './PersonaPicker';
import { ADD_MENU_LABELS } from './labels';
import * as styles from './create.css';

export type AddMenuPanel = 'main' | 'personas' | 'inspo';

export interface AddMenuProps {
  readonly personas: PersonaPickerProps;
  readonly inspiration: InspirationPickerProps;
  /** Opens already showing this panel (stories, deep links). */
  readonly defaultOpen?: boolean;
  readonly defaultPanel?: AddMenuPanel;
  /** Called when the panel changes (the container loads its data). */
  readonly onPanelChange?: (panel: AddMenuPanel) => void;
}

export function AddMenu({
  personas,
  inspiration,
  defaultOpen = false,
  defaultPanel = 'main',
  onPanelChange,
}: AddMenuProps) {
  const [panel, setPanel] = useState<AddMenuPanel>(defaultPanel);
  const go = (next: AddMenuPanel) => {
    setPanel(next);
    onPanelChange?.(next);
  };
  return (
    <Popover.Root
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (!open) go('main');
      }}
    >
      <Popover.Trigger asChild>
        <Button variant="secondary" size="small">
          <Icon name="plus" />
          {ADD_MENU_LABELS.trigger}
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label={ADD_MENU_LABELS.menu} align="start">
        {panel === 'main' ? (
          <div className={styles.list}>
            <button type="button" className={styles.listButton} onClick={() => go('personas')}>
              <Icon name="user" />
              {ADD_MENU_LABELS.personas}
              <Icon name="chevronRight" />
            </button>
            <button type="button" className={styles.listButton} onClick={() => go('inspo')}>
              <Icon name="sparkle" />
              {ADD_MENU_LABELS.inspo}
              <Badge>{CREATE_FORM_INSPIRATION_PICKER.badge}</Badge>
              <Icon name="chevronRight" />
            </button>
          </div>
        ) : (
          <div className={styles.section}>
            <div>
              <Button variant="ghost" size="small" onClick={() => go('main')}>
                <Icon name="chevronLeft" />
                {ADD_MENU_LABELS.back}
              </Button>
            </div>
            {panel === 'personas' ? (
              <PersonaPicker {...personas} />
            ) : (
              <InspirationPicker {...inspiration} />
            )}
          </div>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
