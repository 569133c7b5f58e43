/**
 * SongMenu: the song context menu (1-generation §4 Song context menu) as a DropdownMenu behind a
 * "more" button, and SongContextMenu: the same menu on right-click of its child. Both render the
 * sections of `songMenuSections` (the SDK's `songMenuItems`, grouped): submenus for remix,
 * create, download, share and report; toggles as checkbox items; disabled items with the SDK's
 * reason; plan-gated items marked (selecting them opens the upsell, decided by the caller).
 */
import type { ReactNode } from 'react';
import { ContextMenu, DropdownMenu } from '../primitives';
import { IconButton } from '../primitives/IconButton';
import type { MenuEntry, MenuSection } from './menu-model';
import * as styles from './SongMenu.css';

/** DropdownMenu and ContextMenu have the same parts; the body is written once against them. */
type MenuParts = typeof DropdownMenu;

export interface SongMenuBodyProps {
  readonly sections: readonly MenuSection[];
  readonly onSelect: (entry: MenuEntry) => void;
}

function Entry({
  parts: P,
  entry,
  onSelect,
}: {
  readonly parts: MenuParts;
  readonly entry: MenuEntry;
  readonly onSelect: (entry: MenuEntry) => void;
}) {
  // The name comes from the content: the label, then the disabled reason where there is one.
  const content = (
    <span className={styles.entry}>
      <span className={styles.entryLabel}>
        {entry.label}
        {entry.upsell !== undefined ? (
          <span className={styles.upsell} aria-hidden>
            ★
          </span>
        ) : null}
      </span>
      {entry.disabled && entry.message !== undefined ? (
        <span className={styles.hint}> {entry.message}</span>
      ) : null}
    </span>
  );
  const common = {
    disabled: entry.disabled,
    'data-item': entry.id,
    ...(entry.upsell !== undefined ? { 'data-upsell': entry.upsell } : {}),
    onSelect: () => onSelect(entry),
  };
  return entry.checked !== undefined ? (
    <P.CheckboxItem {...common} checked={entry.checked}>
      {content}
    </P.CheckboxItem>
  ) : (
    <P.Item {...common}>{content}</P.Item>
  );
}

function MenuBody({
  parts: P,
  sections,
  onSelect,
}: SongMenuBodyProps & { readonly parts: MenuParts }) {
  return sections.map((section, index) => {
    const entries = section.items.map((entry) => (
      <Entry key={entry.id} parts={P} entry={entry} onSelect={onSelect} />
    ));
    return (
      <P.Group key={section.id} data-section={section.id}>
        {index > 0 ? <P.Separator /> : null}
        {section.submenu === null ? (
          entries
        ) : (
          <P.Sub>
            <P.SubTrigger data-submenu={section.id}>{section.submenu}</P.SubTrigger>
            <P.SubContent className={styles.content}>{entries}</P.SubContent>
          </P.Sub>
        )}
      </P.Group>
    );
  });
}

export interface SongMenuViewProps extends SongMenuBodyProps {
  /** The trigger's accessible name. */
  readonly label: string;
  /** Starts open (stories and screenshots). */
  readonly defaultOpen?: boolean;
}

/** The song menu behind a "more" button. */
export function SongMenuView({ label, defaultOpen, ...body }: SongMenuViewProps) {
  return (
    <DropdownMenu.Root modal={false} {...(defaultOpen === true ? { defaultOpen: true } : {})}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={label} icon="more" size="small" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={4} className={styles.content}>
        <MenuBody parts={DropdownMenu} {...body} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export interface SongContextMenuProps extends SongMenuBodyProps {
  /** The element right-clicked (a row or a card). */
  readonly children: ReactNode;
}

/** The song menu on right-click (or the context-menu key) of its child. */
export function SongContextMenu({ children, ...body }: SongContextMenuProps) {
  const parts = ContextMenu as unknown as MenuParts;
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Content className={styles.content}>
        <MenuBody parts={parts} {...body} />
      </ContextMenu.Content>
    </ContextMenu.Root>
  );
}
