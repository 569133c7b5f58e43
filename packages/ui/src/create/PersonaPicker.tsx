/**
 * The add menu's Personas panel: the 'Persona' header with its Beta badge and tooltip, the 'My
 * Personas', 'Favorites' and following tabs (search works on My Personas only, and only when
 * persona search is on), the 'Create New Persona' row, and each persona with a play preview, a
 * heart toggle and a link to its page; with the spec's empty texts.
 */
import {
  CREATE_FORM_PERSONA_PICKER as TEXT,
  displayPersonaName,
  type FormSourcePersona,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { Avatar } from '../primitives/Avatar';
import { Badge } from '../primitives/Badge';
import { Icon } from '../primitives/Icon';
import { IconButton } from '../primitives/IconButton';
import { ScrollArea } from '../primitives/ScrollArea';
import * as Tabs from '../primitives/Tabs/Tabs';
import { TextField } from '../primitives/TextField';
import * as Tooltip from '../primitives/Tooltip/Tooltip';
import { ADD_MENU_LABELS } from './labels';
import * as styles from './create.css';

export interface PersonaListItem extends FormSourcePersona {
  readonly name: string;
  readonly isLoved: boolean;
  /** The clip its preview plays (the persona's root clip), when known. */
  readonly previewClip?: Clip | null;
}

export type PersonaTab = 'mine' | 'favorites' | 'following';

export interface PersonaPickerProps {
  readonly tab: PersonaTab;
  readonly onTabChange: (tab: PersonaTab) => void;
  readonly search: string;
  readonly onSearchChange: (search: string) => void;
  readonly mine: readonly PersonaListItem[];
  readonly favorites: readonly PersonaListItem[];
  /** The personas the user follows. */
  readonly following?: readonly PersonaListItem[];
  /** Shows the My Personas search box (flag persona-search); default true. */
  readonly searchable?: boolean;
  /** A search is running (the list shown is the previous answer). */
  readonly searching?: boolean;
  readonly selectedIds?: readonly string[];
  readonly onSelect: (persona: PersonaListItem) => void;
  readonly onCreateNew: () => void;
  readonly onToggleLove: (persona: PersonaListItem) => void;
  readonly onPlayPreview: (persona: PersonaListItem) => void;
  readonly personaHref: (id: string) => string;
}

function Empty({ title, hint }: { readonly title: string; readonly hint?: string }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>{title}</p>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
    </div>
  );
}

function PersonaRows(props: PersonaPickerProps & { readonly items: readonly PersonaListItem[] }) {
  const selected = props.selectedIds ?? [];
  return (
    <ScrollArea label={TEXT.header} maxHeight={240}>
      <ul className={styles.list}>
        {props.items.map((persona) => {
          const name = displayPersonaName(persona.name);
          return (
            <li key={persona.id} className={styles.listRow}>
              <button
                type="button"
                className={styles.listButton}
                aria-pressed={selected.includes(persona.id)}
                onClick={() => props.onSelect(persona)}
              >
                <Avatar name={name} src={persona.image_url ?? null} size="small" decorative />
                <span>{name}</span>
              </button>
              <IconButton
                size="small"
                icon="play"
                label={ADD_MENU_LABELS.playPreview(name)}
                onClick={() => props.onPlayPreview(persona)}
              />
              <IconButton
                size="small"
                icon="heart"
                label={ADD_MENU_LABELS.love(name)}
                aria-pressed={persona.isLoved}
                variant={persona.isLoved ? 'secondary' : 'ghost'}
                onClick={() => props.onToggleLove(persona)}
              />
              <a
                className={styles.link}
                href={props.personaHref(persona.id)}
                aria-label={ADD_MENU_LABELS.openPersona(name)}
              >
                <Icon name="chevronRight" />
              </a>
            </li>
          );
        })}
      </ul>
    </ScrollArea>
  );
}

/** The tabs after My Personas: their label, their list and their empty text. */
const LIST_TABS = [
  { value: 'favorites', label: TEXT.favoritesTab, empty: TEXT.noFavorites, list: 'favorites' },
  {
    value: 'following',
    label: ADD_MENU_LABELS.followingTab,
    empty: TEXT.noFollowed,
    list: 'following',
  },
] as const;

export function PersonaPicker(props: PersonaPickerProps) {
  const searching = props.search.trim() !== '';
  const searchable = props.searchable ?? true;
  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <span>{TEXT.header}</span>
        <Badge>{TEXT.badge}</Badge>
        <Tooltip.Simple content={ADD_MENU_LABELS.personaTooltip}>
          <IconButton size="small" icon="info" label={ADD_MENU_LABELS.personaInfo} />
        </Tooltip.Simple>
      </div>
      <Tabs.Root value={props.tab} onValueChange={(tab) => props.onTabChange(tab as PersonaTab)}>
        <Tabs.List aria-label={TEXT.header}>
          <Tabs.Trigger value="mine">{TEXT.myPersonasTab}</Tabs.Trigger>
          {LIST_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="mine">
          <div className={styles.section} aria-busy={props.searching || undefined}>
            {searchable ? (
              <TextField
                label={ADD_MENU_LABELS.searchPersonas}
                hideLabel
                type="search"
                placeholder={ADD_MENU_LABELS.searchPersonas}
                value={props.search}
                onValueChange={props.onSearchChange}
              />
            ) : null}
            <button type="button" className={styles.listButton} onClick={props.onCreateNew}>
              <Icon name="plus" />
              {TEXT.createNewPersona}
            </button>
            {props.mine.length > 0 ? (
              <PersonaRows {...props} items={props.mine} />
            ) : searchable && searching ? (
              <Empty title={TEXT.noPersonasFound} />
            ) : (
              <Empty title={TEXT.noPersonas} hint={TEXT.noPersonasHint} />
            )}
          </div>
        </Tabs.Content>
        {LIST_TABS.map((tab) => {
          const items = props[tab.list] ?? [];
          return (
            <Tabs.Content key={tab.value} value={tab.value}>
              {items.length > 0 ? (
                <PersonaRows {...props} items={items} />
              ) : (
                <Empty title={tab.empty} />
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
