// /search?q=&type= (3-library-social §2): the search page; q and type live in the URL, so a
// search is a link and back and forward move between searches.
import { useSearchParams } from 'react-router';
import { parseSearchPageParams } from '@cadenza/sdk';
import { SEARCH_LABELS, SearchPage as ConnectedSearchPage } from '@cadenza/ui';
import { useLabels } from '../i18n/use-labels';
import { useSongActions } from '../songs/SongActionsContext';

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { q, type } = parseSearchPageParams(params);
  const { onNavigate } = useSongActions();
  const labels = useLabels('discover', 'search', SEARCH_LABELS);
  return (
    <ConnectedSearchPage
      q={q}
      type={type}
      labels={labels}
      onNavigate={onNavigate}
      onParamsChange={(term, next) => setParams({ q: term, type: next }, { replace: true })}
    />
  );
}
