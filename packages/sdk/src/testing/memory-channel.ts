/**
 * A realtime user channel in memory: tests and stories push events by hand.
 */
import type { ChannelStatus, RealtimeEvent, UserChannel } from '@cadenza/sdk/store';

export interface MemoryChannel extends UserChannel {
  push(event: RealtimeEvent): void;
  /** Sets the status by hand (an outage: 'reconnecting', then 'open'). */
  setStatus(status: ChannelStatus): void;
  listenerCount(): number;
}

export function createMemoryChannel(): MemoryChannel {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const statusListeners = new Set<(status: ChannelStatus) => void>();
  let closed = false;
  let forced: ChannelStatus | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: (): ChannelStatus =>
      closed ? 'closed' : (forced ?? (listeners.size > 0 ? 'open' : 'idle')),
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    setStatus(status) {
      forced = status;
      for (const listener of [...statusListeners]) listener(status);
    },
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
