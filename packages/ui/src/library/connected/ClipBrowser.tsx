/**
 * The connected clip browser (the /me library): ClipBrowserView on the SDK. Filters are kept
 * per path and per user and sent 350 ms after the last change (the filter debounce, on the
 * store's clock); infinite or page-number mode; the trashed view restores through
 * POST /api/gen/trash/ ({ trash: false }; a refused restore puts the row back, optimistically
 * removed, and says 'Error updating song preferences'). The list shown is always the one of the view shown:
 * while a switch between Songs and Trash waits for the debounce, the loading state shows (not
 * the other view's clips under this view's name). Each clip is rendered by the caller's renderClip,
 * which also gets the row's index and a play() that queues the list in the library context.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  FILTER_DEBOUNCE_MS,
  notice,
  PIN_TOAST_MS,
  SONG_ACTION_MESSAGES,
  type PlayQueueContextType,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaClock, useCadenzaMutation, useShowNotice } from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { usePlayClips } from '../../player/connected/use-play-clips';
import { resetFilters, type BrowserMode } from '../browser-options';
import { ClipBrowserView } from '../ClipBrowser';
import { useBrowserFilters } from './use-browser-filters';
import { useLibraryClips } from './use-library-clips';

export interface ClipRowContext {
  readonly index: number;
  /** Plays this clip with the listed clips as the queue. */
  readonly play: () => void;
}

export interface ClipBrowserProps {
  /** The page's path: filters are remembered per path (and per user). */
  readonly path: string;
  readonly renderClip: (clip: Clip, row: ClipRowContext) => ReactNode;
  readonly defaultMode?: BrowserMode;
  /** The play queue context of the list (library by default). */
  readonly queueContext?: PlayQueueContextType;
}

export function ClipBrowser({
  path,
  renderClip,
  defaultMode = 'infinite',
  queueContext = 'library',
}: ClipBrowserProps) {
  const clock = useCadenzaClock();
  const [filters, setFilters] = useBrowserFilters(path);
  const sent = useDebouncedValue(filters, FILTER_DEBOUNCE_MS, clock);
  const [mode, setMode] = useState<BrowserMode>(defaultMode);
  const [page, setPage] = useState(1);
  const list = useLibraryClips(sent, mode, page);
  const switching = (filters.trashed === true) !== (sent.trashed === true);
  const play = usePlayClips();
  const [trash] = useCadenzaMutation('trashClips');
  const showNotice = useShowNotice();
  const [restoring, setRestoring] = useState<readonly string[]>([]);

  const changeFilters = useCallback(
    (next: typeof filters) => {
      setFilters(next);
      setPage(1);
    },
    [setFilters],
  );
  const restore = useCallback(
    (clip: Clip) => {
      setRestoring((ids) => [...ids, clip.id]);
      trash({ body: { trash: false, clip_ids: [clip.id] } })
        .catch(() =>
          showNotice(notice('error', SONG_ACTION_MESSAGES.errorUpdatingPreferences, PIN_TOAST_MS)),
        )
        .finally(() => setRestoring((ids) => ids.filter((id) => id !== clip.id)));
    },
    [trash, showNotice],
  );
  const render = useMemo(
    () => (clip: Clip, index: number) =>
      renderClip(clip, {
        index,
        play: () => play(list.clips, index, { type: queueContext }),
      }),
    [renderClip, play, list.clips, queueContext],
  );

  return (
    <ClipBrowserView
      filters={filters}
      onFiltersChange={changeFilters}
      onReset={() => changeFilters(resetFilters(filters))}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        setPage(1);
      }}
      status={switching ? 'loading' : list.status}
      {...(list.errorDetail ? { errorDetail: list.errorDetail } : {})}
      onRetry={list.retry}
      clips={switching ? [] : list.clips}
      renderClip={render}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.loadMore}
      page={page}
      pageCount={list.pageCount}
      onPageChange={setPage}
      onRestore={restore}
      restoringIds={restoring}
    />
  );
}
