// The in-process event bus behind GET /api/realtime: routes and the lifecycle publish per-user
// events; each SSE connection subscribes for its user. A short history per user lets a client
// that reconnects with Last-Event-ID receive what it missed. Event ids are '<boot>-<sequence>': a
// client that reconnects after a server restart sends an id of the previous process, and gets
// every event this process has kept for it (all of them are newer than what it saw).
import { randomBytes } from 'node:crypto';
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

/** The process and sequence of an event id, or null when it is not one of ours. */
export function parseEventId(id: string): { boot: string; sequence: number } | null {
  const match = /^([0-9a-f]+)-(\d+)$/.exec(id);
  return match ? { boot: match[1]!, sequence: Number(match[2]) } : null;
}

/** `boot` names this process in event ids (random by default, so a restart gets a new one). */
export function createEventBus(boot: string = randomBytes(6).toString('hex')) {
  const listeners = new Map<string, Set<Listener>>();
  const history = new Map<string, RealtimeMessage[]>();
  let counter = 0;

  return {
    publish<E extends RealtimeEventName>(userId: string, event: E, data: RealtimeEvents[E]): void {
      counter += 1;
      const message = { id: `${boot}-${counter}`, event, data } as RealtimeMessage;
      const kept = history.get(userId) ?? [];
      kept.push(message);
      if (kept.length > HISTORY_PER_USER) kept.shift();
      history.set(userId, kept);
      for (const listener of listeners.get(userId) ?? []) listener(message);
    },
    /**
     * Subscribes; replays the kept events after lastEventId first (all kept events when the id
     * is from another process). Returns the unsubscribe.
     */
    subscribe(userId: string, listener: Listener, lastEventId?: string | null): () => void {
      if (lastEventId != null && lastEventId !== '') {
        const seen = parseEventId(lastEventId);
        const after = seen?.boot === boot ? seen.sequence : 0;
        for (const message of history.get(userId) ?? [])
          if ((parseEventId(message.id)?.sequence ?? 0) > after) listener(message);
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
