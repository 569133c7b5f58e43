/**
 * A realtime user channel in memory: tests and stories push events by hand.
 */
import type { ChannelStatus, RealtimeEvent, UserChannel } from '@cadenza/sdk/store';

export interface MemoryChannel extends UserChannel {
  push(event: RealtimeEvent): void;
  listenerCount(): number;
}

export function createMemoryChannel(): MemoryChannel {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  let closed = false;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: (): ChannelStatus => (closed ? 'closed' : listeners.size > 0 ? 'open' : 'idle'),
    close() {
      closed = true;
      listeners.clear();
    },
    push(event) {
      for (const listener of [...listeners]) listener(event);
    },
    listenerCount: () => listeners.size,
  };
}
