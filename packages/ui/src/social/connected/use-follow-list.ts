/**
 * A profile's followers or following, opened as a list: GET /api/profiles/followers or
 * /following ?handle&page, 20 a page, more pages on demand; an answer for a list no longer shown
 * is dropped.
 */
import { useCallback, useRef, useState } from 'react';
import { useCadenzaCalls } from '@cadenza/sdk/react';
import {
  hasMoreFollows,
  NO_FOLLOW_PAGES,
  withFollowPage,
  type FollowPages,
  type FollowSide,
} from '../profile-follow';

const OPERATION = { followers: 'getFollowers', following: 'getFollowing' } as const;

export function useFollowList(handle: string) {
  const calls = useCadenzaCalls();
  const [side, setSide] = useState<FollowSide | null>(null);
  const [pages, setPages] = useState<FollowPages>(NO_FOLLOW_PAGES);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const request = useRef(0);

  const load = useCallback(
    (list: FollowSide, from: FollowPages) => {
      const id = ++request.current;
      setStatus('loading');
      calls
        .query(OPERATION[list], { query: { handle, page: from.pages } })
        .then((page) => {
          if (id !== request.current) return;
          setPages(withFollowPage(from, page));
          setStatus('ready');
        })
        .catch(() => {
          if (id === request.current) setStatus('error');
        });
    },
    [calls, handle],
  );

  const open = useCallback(
    (list: FollowSide) => {
      setSide(list);
      setPages(NO_FOLLOW_PAGES);
      load(list, NO_FOLLOW_PAGES);
    },
    [load],
  );
  const close = useCallback(() => {
    request.current += 1;
    setSide(null);
  }, []);
  const loadMore = useCallback(() => {
    if (side !== null) load(side, pages);
  }, [side, pages, load]);

  return {
    side,
    profiles: pages.profiles,
    status,
    hasMore: hasMoreFollows(pages),
    open,
    close,
    loadMore,
  } as const;
}
