/**
 * /me/personas (3-library-social §2, §4 Personas): 'Create a Persona', then the tabs 'My
 * Personas', 'Favorites' (loved) and Following, each a list of persona rows with its own empty
 * text (the persona picker's verbatim ones), loading and error states and 'Load more' (20 a
 * page). My Personas has a search box when persona search is on (flag persona-search).
 */
import { CREATE_FORM_PERSONA_PICKER as TEXT } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import { Skeleton } from '../primitives/Skeleton';
import * as Tabs from '../primitives/Tabs/Tabs';
import { TextField } from '../primitives/TextField';
import type { PersonaPageLabels } from './labels';
import { usePersonaLabels } from './labels-context';
import type { PersonaListState, PersonaListTab } from './persona-view';
import { PersonaRow, type PersonaRowActions } from './PersonaRow';
import * as styles from './PersonaPages.css';

export interface PersonaListViewProps extends PersonaRowActions {
  readonly tab: PersonaListTab;
  readonly onTabChange: (tab: PersonaListTab) => void;
  readonly lists: Readonly<Record<PersonaListTab, PersonaListState>>;
  /** The current tab has more pages; loadingMore while one loads. */
  readonly hasMore?: boolean;
  readonly loadingMore?: boolean;
  readonly onLoadMore?: () => void;
  readonly onRetry: () => void;
  /** Shows the My Personas search box (flag persona-search). */
  readonly searchable: boolean;
  readonly search: string;
  readonly onSearchChange: (search: string) => void;
  readonly onCreate: () => void;
}

const tabOrder = (
  L: PersonaPageLabels,
): readonly { readonly value: PersonaListTab; readonly label: string }[] => [
  { value: 'mine', label: TEXT.myPersonasTab },
  { value: 'favorites', label: TEXT.favoritesTab },
  { value: 'following', label: L.following },
];

function Empty({ title, hint }: { readonly title: string; readonly hint?: string }) {
  return (
    <div className={styles.state} role="status">
      <p className={styles.stateTitle}>{title}</p>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
    </div>
  );
}

function emptyText(tab: PersonaListTab, searching: boolean): { title: string; hint?: string } {
  if (tab === 'favorites') return { title: TEXT.noFavorites };
  if (tab === 'following') return { title: TEXT.noFollowed };
  return searching
    ? { title: TEXT.noPersonasFound }
    : { title: TEXT.noPersonas, hint: TEXT.noPersonasHint };
}

function TabBody(props: PersonaListViewProps & { readonly list: PersonaListState }) {
  const L = usePersonaLabels();
  const { list } = props;
  if (list.kind === 'loading')
    return (
      <div aria-busy="true" aria-label={L.loading} role="status">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  if (list.kind === 'error')
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{L.loadFailed}</p>
        <Button onClick={props.onRetry}>{L.retry}</Button>
      </div>
    );
  if (list.personas.length === 0)
    return <Empty {...emptyText(props.tab, props.searchable && props.search.trim() !== '')} />;
  return (
    <>
      <ul className={styles.list}>
        {list.personas.map((persona) => (
          <li key={persona.id}>
            <PersonaRow persona={persona} {...props} />
          </li>
        ))}
      </ul>
      {props.hasMore && props.onLoadMore ? (
        <Button loading={props.loadingMore === true} onClick={props.onLoadMore}>
          {L.loadMore}
        </Button>
      ) : null}
    </>
  );
}

export function PersonaListView(props: PersonaListViewProps) {
  const L = usePersonaLabels();
  const tabs = tabOrder(L);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        {props.searchable && props.tab === 'mine' ? (
          <TextField
            label={L.search}
            type="search"
            placeholder={L.search}
            value={props.search}
            onValueChange={props.onSearchChange}
          />
        ) : (
          <span />
        )}
        <Button variant="primary" onClick={props.onCreate}>
          <Icon name="plus" />
          {L.create}
        </Button>
      </div>
      <Tabs.Root
        value={props.tab}
        onValueChange={(tab) => props.onTabChange(tab as PersonaListTab)}
      >
        <Tabs.List aria-label={L.tabs}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <TabBody {...props} list={props.lists[tab.value]} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
