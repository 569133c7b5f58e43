/**
 * The search page's view (3-library-social §2 /search?q=&type=): the search field, the five
 * types as tabs, and the results of the chosen tab with their states (prompt, loading, empty,
 * error, results).
 */
import { Button } from '../primitives/Button';
import { Tabs } from '../primitives/Tabs';
import { TextField } from '../primitives/TextField';
import type { Navigate } from '../playlist-page/AppLink';
import { fill } from '../playlist-page/labels';
import type { SearchPageType } from '@cadenza/sdk';
import { SEARCH_LABELS, type SearchLabels } from './labels';
import { SearchResults } from './SearchResults';
import { SEARCH_TABS, type SearchRow } from './search-view';
import * as styles from './Search.css';

export type SearchStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface SearchPageViewProps {
  readonly labels?: SearchLabels;
  /** What the field shows (as typed). */
  readonly text: string;
  /** The term searched (trimmed, cut to 256). */
  readonly term: string;
  readonly type: SearchPageType;
  readonly status: SearchStatus;
  readonly rows: readonly SearchRow[];
  readonly total: number;
  readonly onTextChange: (text: string) => void;
  readonly onTypeChange: (type: SearchPageType) => void;
  readonly onPlay: (index: number) => void;
  readonly onLoadMore?: () => void;
  readonly onRetry: () => void;
  readonly onNavigate?: Navigate;
  readonly autoFocus?: boolean;
  readonly initialHeight?: number;
}

function Body(props: SearchPageViewProps & { readonly labels: SearchLabels }) {
  const { labels: L, status, rows, term } = props;
  if (status === 'idle') return <p className={styles.state}>{L.prompt}</p>;
  if (status === 'loading')
    return (
      <p className={styles.state} role="status">
        {L.loading}
      </p>
    );
  if (status === 'error')
    return (
      <div className={styles.state} role="alert">
        <h2 className={styles.stateTitle}>{L.errorTitle}</h2>
        <p>{L.error}</p>
        <Button onClick={props.onRetry}>{L.retry}</Button>
      </div>
    );
  if (rows.length === 0)
    return (
      <div className={styles.state}>
        <h2 className={styles.stateTitle}>{L.emptyTitle}</h2>
        <p>{fill(L.empty, { term })}</p>
      </div>
    );
  return (
    <SearchResults
      labels={L}
      rows={rows}
      total={props.total}
      onPlay={props.onPlay}
      onLoadMore={props.onLoadMore}
      onNavigate={props.onNavigate}
      initialHeight={props.initialHeight}
    />
  );
}

export function SearchPageView(props: SearchPageViewProps) {
  const L = props.labels ?? SEARCH_LABELS;
  const { total, term, status } = props;
  return (
    <section className={styles.page} aria-labelledby="search-title">
      <h1 id="search-title" className={styles.heading}>
        {L.title}
      </h1>
      <TextField
        type="search"
        label={L.field}
        hideLabel
        placeholder={L.placeholder}
        value={props.text}
        onValueChange={props.onTextChange}
        autoFocus={props.autoFocus}
      />
      <Tabs.Root
        value={props.type}
        onValueChange={(value) => props.onTypeChange(value as SearchPageType)}
      >
        <Tabs.List aria-label={L.tabs}>
          {SEARCH_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {L.type[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SEARCH_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {tab === props.type ? (
              <>
                <p className={styles.summary} aria-live="polite">
                  {status === 'ready' && term !== ''
                    ? fill(total === 1 ? L.countOne : L.count, { count: total, term })
                    : ''}
                </p>
                <Body {...props} labels={L} />
              </>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
