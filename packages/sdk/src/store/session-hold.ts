/**
 * The store keeps the session subscribed once it has loaded (issue 30 item 6): RTK Query drops
 * an unsubscribed cache entry when its tag is invalidated, so without a subscription a submit
 * (which invalidates 'session') left the create form with no session until something fetched it
 * again. Held, the session is refetched instead, and its last answer stays readable meanwhile.
 */
import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CadenzaApi } from './api';

interface Subscription {
  unsubscribe(): void;
}

/** Subscribes the session on its first answer; the returned function releases it. */
export function holdSessionOnceLoaded(
  listener: ListenerMiddlewareInstance,
  api: CadenzaApi,
): () => void {
  let held: Subscription | null = null;
  const stop = listener.startListening({
    matcher: api.endpoints.getSession.matchFulfilled,
    effect: (_action, listenerApi) => {
      if (held) return;
      const dispatch = listenerApi.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>;
      held = dispatch(
        api.endpoints.getSession.initiate(undefined, { subscribe: true }) as never,
      ) as unknown as Subscription;
    },
  });
  return () => {
    stop();
    held?.unsubscribe();
    held = null;
  };
}
