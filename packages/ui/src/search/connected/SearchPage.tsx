/**
 * The connected search page: the field's text settles for the library search debounce (350 ms)
 * before it is searched and written to the URL (q, type); a song plays with the loaded songs
 * as the queue, context search.
 */
import { useEffect, useMemo, useState } from 'react';
import { LIBRARY_SEARCH_DEBOUNCE_MS, normalizeSearchTerm, type SearchPageType } from '@cadenza/sdk';
import { useCadenzaClock } from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { usePlayClips } from '../../player/connected/use-play-clips';
import type { Navigate } from '../../playlist-page/AppLink';
import type { SearchLabels } from '../labels';
import { SearchPageView } from '../SearchPage';
import { DEFAULT_SEARCH_TYPE } from '../search-view';
import { useSearchResults } from './use-search-results';

export interface SearchPageProps {
  /** The URL's q and type. */
  readonly q: string;
  readonly type: SearchPageType | null;
  /** Writes q and type to the URL (replacing the entry). */
  readonly onParamsChange: (q: string, type: SearchPageType) => void;
  readonly labels?: SearchLabels;
  readonly onNavigate?: Navigate;
  readonly initialHeight?: number;
}

export function SearchPage({
  q,
  type: urlType,
  onParamsChange,
  labels,
  onNavigate,
  initialHeight,
}: SearchPageProps) {
  const clock = useCadenzaClock();
  const type = urlType ?? DEFAULT_SEARCH_TYPE;
  const [text, setText] = useState(q);
  // A new q from outside (the header's search box, back and forward) replaces the field.
  useEffect(() => setText((current) => (normalizeSearchTerm(current) === q ? current : q)), [q]);
  const settled = useDebouncedValue(text, LIBRARY_SEARCH_DEBOUNCE_MS, clock);
  const term = normalizeSearchTerm(settled);
  useEffect(() => {
    if (term !== q || urlType === null) onParamsChange(term, type);
    // Only a settled term or a missing type writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);
  const results = useSearchResults(term, type);
  const play = usePlayClips();
  const clips = useMemo(
    () => results.rows.flatMap((row) => (row.clip ? [row.clip] : [])),
    [results.rows],
  );
  return (
    <SearchPageView
      {...(labels ? { labels } : {})}
      text={text}
      term={term}
      type={type}
      status={results.status}
      rows={results.rows}
      total={results.total}
      onTextChange={setText}
      onTypeChange={(next) => onParamsChange(term, next)}
      onPlay={(index) => {
        const clip = results.rows[index]?.clip;
        if (clip) play(clips, clips.indexOf(clip), { type: 'search', id: term });
      }}
      onLoadMore={results.loadMore}
      onRetry={results.retry}
      {...(onNavigate ? { onNavigate } : {})}
      autoFocus
      {...(initialHeight !== undefined ? { initialHeight } : {})}
    />
  );
}
