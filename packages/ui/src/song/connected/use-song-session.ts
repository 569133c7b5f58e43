/** The signed-in viewer and the session's feature flags, as the song rules read them. */
import { useMemo } from 'react';
import { viewerFromSession, type FlagSource, type Viewer } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';

const NO_FLAGS: FlagSource = {};

export function useSongSession(): { readonly viewer: Viewer | null; readonly flags: FlagSource } {
  const session = useCadenzaQuery('getSession');
  return useMemo(
    () => ({
      viewer: session.data ? viewerFromSession(session.data) : null,
      flags: session.data?.flags ?? NO_FLAGS,
    }),
    [session.data],
  );
}
