/**
 * The hits of one search as a virtualised list (only the rows in view plus an overscan are
 * mounted, so 1,000 results scroll smoothly): each row opens its page, and a song row also
 * plays its song. Reaching the last loaded rows asks for the next page.
 */
import { useEffect } from 'react';
import { useScrollWindow } from '../hooks/use-scroll-window';
import { CoverArt } from '../discover/CoverArt';
import { IconButton } from '../primitives/IconButton';
import { AppLink, type Navigate } from '../playlist-page/AppLink';
import { fill } from '../playlist-page/labels';
import * as rows from '../playlist-page/PlaylistPage.css';
import type { SearchLabels } from './labels';
import type { SearchRow } from './search-view';
import * as styles from './Search.css';

export interface SearchResultsProps {
  readonly labels: SearchLabels;
  readonly rows: readonly SearchRow[];
  /** All hits of the search (more than rows while pages are still to load). */
  readonly total: number;
  readonly onPlay: (index: number) => void;
  readonly onLoadMore?: (() => void) | undefined;
  readonly onNavigate?: Navigate | undefined;
  readonly initialHeight?: number;
}

/** Ask for the next page when the window's end is this close to the loaded rows' end. */
const LOAD_AHEAD_ROWS = 10;

export function SearchResults({
  labels: L,
  rows: items,
  total,
  onPlay,
  onLoadMore,
  onNavigate,
  initialHeight = 560,
}: SearchResultsProps) {
  const scroll = useScrollWindow(items.length, rows.ROW_HEIGHT_PX, initialHeight);
  const { start, end, before, after } = scroll.window;
  const wantsMore = items.length < total && end >= items.length - LOAD_AHEAD_ROWS;
  useEffect(() => {
    if (wantsMore) onLoadMore?.();
  }, [wantsMore, items.length, onLoadMore]);

  return (
    <div
      ref={scroll.ref}
      className={rows.list}
      onScroll={scroll.onScroll}
      role="region"
      aria-label={L.results}
      tabIndex={0}
      data-testid="search-results"
    >
      <ol className={rows.rows} style={{ paddingTop: before, paddingBottom: after }}>
        {items.slice(start, end).map((row, offset) => {
          const index = start + offset;
          return (
            <li
              key={row.key}
              className={rows.row}
              data-kind={row.kind}
              aria-posinset={index + 1}
              aria-setsize={total}
            >
              <span className={rows.position}>{index + 1}</span>
              <CoverArt
                className={`${rows.thumb} ${styles.tagThumb}`}
                src={row.imageUrl}
                title={row.title}
                {...(row.kind === 'tag' ? { glyph: '#' } : {})}
              />
              <span className={rows.rowText}>
                <AppLink className={rows.rowTitle} href={row.href} onNavigate={onNavigate}>
                  {row.title}
                </AppLink>
                {row.subtitle ? <span className={rows.rowSub}>{row.subtitle}</span> : null}
              </span>
              {row.clip ? (
                <IconButton
                  label={fill(L.play, { title: row.title })}
                  icon="play"
                  variant="ghost"
                  size="small"
                  onClick={() => onPlay(index)}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
