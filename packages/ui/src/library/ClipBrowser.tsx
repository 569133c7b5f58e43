/**
 * ClipBrowserView: the library's clip browser (3-library-social §2 Clip browser, §3 Clip
 * filters, §4 Clip browser behaviour, Trash): search, filters, sort, the songs or trashed view,
 * infinite scroll or page-number mode, restore in the trashed view, and the loading, error and
 * empty states. Each clip is rendered by the caller's renderClip. Props only.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { LIBRARY_MESSAGES, type ClipFilters } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { Select } from '../primitives/Select';
import { Skeleton } from '../primitives/Skeleton';
import { TextField } from '../primitives/TextField';
import { Toggle } from '../primitives/Toggle';
import * as ToggleGroup from '../primitives/ToggleGroup/ToggleGroup';
import {
  BROWSER_FILTERS,
  emptyStateOf,
  hasNarrowingFilters,
  isFilterOn,
  setFilter,
  SORT_OPTIONS,
  sortKeyOf,
  withSearchText,
  withSort,
  withTrashed,
  type BrowserMode,
  type SortKey,
} from './browser-options';
import { BROWSER_LABELS } from './labels';
import * as styles from './ClipBrowser.css';

/** What the browser needs of a clip; the wire Clip is assignable. */
export interface BrowserClip {
  readonly id: string;
  readonly title?: string | null;
}

export interface ClipBrowserViewProps<C extends BrowserClip> {
  readonly filters: ClipFilters;
  readonly onFiltersChange: (filters: ClipFilters) => void;
  readonly onReset: () => void;
  readonly mode: BrowserMode;
  readonly onModeChange: (mode: BrowserMode) => void;
  readonly status: 'loading' | 'error' | 'ready';
  /** Detail shown under 'Error fetching clips'. */
  readonly errorDetail?: string;
  readonly onRetry?: () => void;
  readonly clips: readonly C[];
  readonly renderClip: (clip: C, index: number) => ReactNode;
  /** Infinite mode: more clips after these. */
  readonly hasMore?: boolean;
  readonly loadingMore?: boolean;
  readonly onLoadMore?: () => void;
  /** Page mode: the page shown (from 1) and how many there are. */
  readonly page?: number;
  readonly pageCount?: number;
  readonly onPageChange?: (page: number) => void;
  /** Trashed view: restores a clip. */
  readonly onRestore?: (clip: C) => void;
  readonly restoringIds?: readonly string[];
}

const EMPTY_TEXTS = {
  trash: [BROWSER_LABELS.emptyTrash, BROWSER_LABELS.emptyTrashHint],
  filtered: [BROWSER_LABELS.emptyFiltered, BROWSER_LABELS.emptyFilteredHint],
  library: [BROWSER_LABELS.emptyLibrary, BROWSER_LABELS.emptyLibraryHint],
} as const;

function Toolbar<C extends BrowserClip>(props: ClipBrowserViewProps<C>) {
  const { filters, onFiltersChange } = props;
  return (
    <>
      <div className={styles.toolbar}>
        <ToggleGroup.Root
          aria-label={BROWSER_LABELS.view}
          value={filters.trashed === true ? 'trash' : 'songs'}
          onValueChange={(value) => {
            if (value) onFiltersChange(withTrashed(filters, value === 'trash'));
          }}
        >
          <ToggleGroup.Item value="songs">{BROWSER_LABELS.songs}</ToggleGroup.Item>
          <ToggleGroup.Item value="trash">{BROWSER_LABELS.trash}</ToggleGroup.Item>
        </ToggleGroup.Root>
        <div className={styles.search}>
          <TextField
            type="search"
            label={BROWSER_LABELS.search}
            placeholder={BROWSER_LABELS.searchPlaceholder}
            value={filters.searchText ?? ''}
            onValueChange={(text) => onFiltersChange(withSearchText(filters, text))}
          />
        </div>
        <Select
          label={BROWSER_LABELS.sort}
          options={SORT_OPTIONS.map((o) => ({ value: o.key, label: o.label }))}
          value={sortKeyOf(filters)}
          onValueChange={(key) => onFiltersChange(withSort(filters, key as SortKey))}
        />
        <ToggleGroup.Root
          aria-label={BROWSER_LABELS.mode}
          value={props.mode}
          onValueChange={(value) => {
            if (value) props.onModeChange(value as BrowserMode);
          }}
        >
          <ToggleGroup.Item value="infinite">{BROWSER_LABELS.infinite}</ToggleGroup.Item>
          <ToggleGroup.Item value="page">{BROWSER_LABELS.pages}</ToggleGroup.Item>
        </ToggleGroup.Root>
      </div>
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>{BROWSER_LABELS.filters}</legend>
        {BROWSER_FILTERS.map((option) => (
          <Toggle
            key={option.key}
            pressed={isFilterOn(filters, option.key)}
            onPressedChange={(on) => onFiltersChange(setFilter(filters, option.key, on))}
          >
            {option.label}
          </Toggle>
        ))}
        <Button
          variant="ghost"
          size="small"
          onClick={props.onReset}
          disabled={!hasNarrowingFilters(filters) && sortKeyOf(filters) === 'newest'}
        >
          {BROWSER_LABELS.reset}
        </Button>
      </fieldset>
    </>
  );
}

/** Loads more when the end of the list scrolls into view (the button stays for keyboards). */
function InfiniteFooter({
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore?: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined')
      return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore?.();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);
  return (
    <div className={styles.footer} ref={sentinel}>
      {hasMore ? (
        <Button size="small" loading={loadingMore} onClick={onLoadMore}>
          {loadingMore ? BROWSER_LABELS.loadingMore : BROWSER_LABELS.loadMore}
        </Button>
      ) : (
        <p className={styles.muted}>{BROWSER_LABELS.end}</p>
      )}
    </div>
  );
}

function Pager({
  page,
  count,
  onPageChange,
}: {
  readonly page: number;
  readonly count: number;
  readonly onPageChange?: (page: number) => void;
}) {
  return (
    <nav className={styles.footer} aria-label={BROWSER_LABELS.pager}>
      <Button size="small" disabled={page <= 1} onClick={() => onPageChange?.(page - 1)}>
        {BROWSER_LABELS.previousPage}
      </Button>
      <span aria-live="polite">{BROWSER_LABELS.pageOf(page, count)}</span>
      <Button size="small" disabled={page >= count} onClick={() => onPageChange?.(page + 1)}>
        {BROWSER_LABELS.nextPage}
      </Button>
    </nav>
  );
}

function Body<C extends BrowserClip>(props: ClipBrowserViewProps<C>) {
  const { status, clips, filters } = props;
  const trashed = filters.trashed === true;
  if (status === 'loading')
    return (
      <div
        className={styles.skeletons}
        aria-busy="true"
        role="status"
        aria-label={BROWSER_LABELS.loading}
      >
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={56} />
        ))}
      </div>
    );
  if (status === 'error')
    return (
      <div className={styles.state} role="alert">
        <p className={styles.error}>{LIBRARY_MESSAGES.errorFetchingClips}</p>
        {props.errorDetail ? <p className={styles.muted}>{props.errorDetail}</p> : null}
        {props.onRetry ? (
          <Button size="small" onClick={props.onRetry}>
            {BROWSER_LABELS.retry}
          </Button>
        ) : null}
      </div>
    );
  if (clips.length === 0) {
    const kind = emptyStateOf(filters);
    const [title, hint] = EMPTY_TEXTS[kind];
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{title}</p>
        <p className={styles.muted}>{hint}</p>
        {kind === 'filtered' ? (
          <Button size="small" onClick={props.onReset}>
            {BROWSER_LABELS.reset}
          </Button>
        ) : null}
      </div>
    );
  }
  const restoring = new Set(props.restoringIds ?? []);
  return (
    <ul
      className={styles.list}
      aria-label={trashed ? BROWSER_LABELS.trashList : BROWSER_LABELS.list}
    >
      {clips.map((clip, index) => (
        <li key={clip.id} className={styles.item}>
          <div className={styles.itemContent}>{props.renderClip(clip, index)}</div>
          {trashed && props.onRestore ? (
            <Button
              size="small"
              aria-label={BROWSER_LABELS.restore(clip.title ?? '')}
              loading={restoring.has(clip.id)}
              onClick={() => props.onRestore?.(clip)}
            >
              {BROWSER_LABELS.restoreText}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ClipBrowserView<C extends BrowserClip>(props: ClipBrowserViewProps<C>) {
  const showFooter = props.status === 'ready' && props.clips.length > 0;
  return (
    <section className={styles.browser} aria-label={BROWSER_LABELS.region}>
      <Toolbar {...props} />
      <Body {...props} />
      {showFooter && props.mode === 'infinite' ? (
        <InfiniteFooter
          hasMore={props.hasMore === true}
          loadingMore={props.loadingMore === true}
          onLoadMore={props.onLoadMore}
        />
      ) : null}
      {props.mode === 'page' &&
      props.status === 'ready' &&
      (showFooter || (props.page ?? 1) > 1) ? (
        <Pager
          page={props.page ?? 1}
          count={props.pageCount ?? 1}
          onPageChange={props.onPageChange}
        />
      ) : null}
    </section>
  );
}
