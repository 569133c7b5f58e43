// The in-process event bus behind GET /api/realtime: routes and the lifecycle publish per-user
// events; each SSE connection subscribes for its user. A short history per user lets a client
// that reconnects with Last-Event-ID receive what it missed.
import type { components } from '@cadenza/sdk';

type Schemas = components['schemas'];

export interface RealtimeEvents {
  clip_update: Schemas['RealtimeClipUpdate'];
  notification: Schemas['RealtimeNotification'];
  workspace_update: Schemas['RealtimeWorkspaceUpdate'];
  credits_update: Schemas['RealtimeCreditsUpdate'];
}
export type RealtimeEventName = keyof RealtimeEvents;

export interface RealtimeMessage<E extends RealtimeEventName = RealtimeEventName> {
  id: string;
  event: E;
  data: RealtimeEvents[E];
}

export type Listener = (message: RealtimeMessage) => void;

const HISTORY_PER_USER = 100;

export function createEventBus() {
  const listeners = new Map<string, Set<Listener>>();
  const history = new Map<string, RealtimeMessage[]>();
  let counter = 0;

  return {
    publish<E extends RealtimeEventName>(userId: string, event: E, data: RealtimeEvents[E]): void {
      counter += 1;
      const message = { id: String(counter), event, data } as RealtimeMessage;
      const kept = history.get(userId) ?? [];
      kept.push(message);
      if (kept.length > HISTORY_PER_USER) kept.shift();
      history.set(userId, kept);
      for (const listener of listeners.get(userId) ?? []) listener(message);
    },
    /** Subscribes; replays the kept events after lastEventId first. Returns the unsubscribe. */
    subscribe(userId: string, listener: Listener, lastEventId?: string | null): () => void {
      if (lastEventId != null && lastEventId !== '') {
        const after = Number(lastEventId);
        for (const message of history.get(userId) ?? [])
          if (Number.isFinite(after) && Number(message.id) > after) listener(message);
      }
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    listenerCount: (userId: string): number => listeners.get(userId)?.size ?? 0,
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
