/**
 * The realtime user channel (1-generation §4: clip updates arrive over a realtime user channel
 * and by polling). Any transport implements UserChannel; the SDK ships a server-sent-events
 * implementation for GET /api/realtime (sse-channel.ts).
 */
import type { components } from '@cadenza/sdk';

export type RealtimeEvent = components['schemas']['RealtimeEvent'];
export type RealtimeEventName = RealtimeEvent['event'];

export type ChannelStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface UserChannel {
  /** Receives every event; the channel connects while at least one listener is subscribed. */
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  status(): ChannelStatus;
  /** Follows the status (an outage shows as 'reconnecting'); returns the unsubscribe. */
  onStatus(listener: (status: ChannelStatus) => void): () => void;
  /** Disconnects for good. */
  close(): void;
}
