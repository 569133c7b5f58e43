/** The signed-in session and the rules context the SDK's create-form rules read. */
import { useMemo } from 'react';
import { type RulesContext, rulesContextFromSession } from '@cadenza/sdk';
import { useCadenzaClock, useCadenzaQuery, useCadenzaStore } from '@cadenza/sdk/react';

export function useSessionContext() {
  const store = useCadenzaStore();
  const clock = useCadenzaClock();
  const session = useCadenzaQuery('getSession');
  const ctx = useMemo<RulesContext | null>(
    () => (session.data ? rulesContextFromSession(session.data, clock) : null),
    [session.data, clock],
  );
  return { store, session: session.data ?? null, ctx } as const;
}
