/**
 * The signed-in session as the engine reads it: the cached GET /api/session answer, the rules
 * context the domain functions take, and the user whose local state is persisted.
 */
import { rulesContextFromSession, type ResultOf, type RulesContext } from '@cadenza/sdk';
import type { CadenzaStore } from './store';

export type Session = ResultOf<'getSession'>;

export const cachedSession = (store: CadenzaStore): Session | undefined =>
  store.api.endpoints.getSession.select(undefined)(store.getState()).data;

/** The rules context of the cached session, or null before the session is loaded. */
export function sessionRulesContext(store: CadenzaStore): RulesContext | null {
  const session = cachedSession(store);
  return session ? rulesContextFromSession(session, store.clock) : null;
}

/** The signed-in user's id, or null. */
export const sessionUserId = (store: CadenzaStore): string | null =>
  cachedSession(store)?.user.id ?? null;
