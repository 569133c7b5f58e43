/**
 * The add menu: a popover whose main state offers the Personas and Inspo panels; each panel has
 * a Back button to the main state. The Inspo panel holds the inspiration playlist picker and,
 * when given, the inspiration songs picker, as two tabs.
 */
import { useState } from 'react';
import { CREATE_FORM_INSPIRATION_PICKER } from '@cadenza/sdk';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import * as Popover from '../primitives/Popover/Popover';
import * as Tabs from '../primitives/Tabs/Tabs';
import { InspirationClipPicker, type InspirationClipPickerProps } from './InspirationClipPicker';
import { InspirationPicker, type InspirationPickerProps } from './InspirationPicker';
import { PersonaPicker, type PersonaPickerProps } from './PersonaPicker';
import { ADD_MENU_LABELS, INSPIRATION_CLIP_LABELS } from './labels';
import * as styles from './create.css';

export type AddMenuPanel = 'main' | 'personas' | 'inspo';
export type InspoTab = 'playlist' | 'songs';

export interface AddMenuProps {
  readonly personas: PersonaPickerProps;
  readonly inspiration: InspirationPickerProps;
  /** The inspiration songs picker (a second tab of the Inspo panel). */
  readonly inspirationClips?: InspirationClipPickerProps;
  /** Opens already showing this panel (stories, deep links). */
  readonly defaultOpen?: boolean;
  readonly defaultPanel?: AddMenuPanel;
  readonly defaultInspoTab?: InspoTab;
  /** Called when the panel changes (the container loads its data). */
  readonly onPanelChange?: (panel: AddMenuPanel) => void;
}

function InspoPanel(props: {
  readonly inspiration: InspirationPickerProps;
  readonly clips?: InspirationClipPickerProps | undefined;
  readonly defaultTab: InspoTab;
}) {
  if (!props.clips) return <InspirationPicker {...props.inspiration} />;
  return (
    <Tabs.Root defaultValue={props.defaultTab}>
      <Tabs.List aria-label={ADD_MENU_LABELS.inspo}>
        <Tabs.Trigger value="playlist">{INSPIRATION_CLIP_LABELS.playlistTab}</Tabs.Trigger>
        <Tabs.Trigger value="songs">{INSPIRATION_CLIP_LABELS.songsTab}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="playlist">
        <InspirationPicker {...props.inspiration} />
      </Tabs.Content>
      <Tabs.Content value="songs">
        <InspirationClipPicker {...props.clips} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function AddMenu({
  personas,
  inspiration,
  inspirationClips,
  defaultOpen = false,
  defaultPanel = 'main',
  defaultInspoTab = 'playlist',
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
              <InspoPanel
                inspiration={inspiration}
                clips={inspirationClips}
                defaultTab={defaultInspoTab}
              />
            )}
          </div>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
