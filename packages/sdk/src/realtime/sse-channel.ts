/**
 * The server-sent-events user channel over GET /api/realtime, read with the injected fetch (so
 * it sends the bearer token as a header and runs in Node). Frames are validated with the
 * RealtimeEvent schema; invalid frames are dropped. A dropped connection reconnects on the
 * Clock with doubling delays and resumes with Last-Event-ID. It connects while it has
 * listeners and disconnects when the last one leaves.
 */
import {
  SSE_RECONNECT_INITIAL_MS,
  SSE_RECONNECT_MAX_MS,
  sleep,
  type ApiClient,
  type Clock,
} from '@cadenza/sdk';
import { RealtimeEventSchema } from '@cadenza/sdk/contract';
import type { ChannelStatus, RealtimeEvent, UserChannel } from './channel';
import { createSseParser, type SseFrame } from './sse-parser';

export interface SseChannelOptions {
  readonly client: ApiClient;
  readonly clock: Clock;
  readonly reconnectInitialMs?: number;
  readonly reconnectMaxMs?: number;
}

export function parseRealtimeFrame(frame: SseFrame): RealtimeEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(frame.data) as unknown;
  } catch {
    return null;
  }
  const parsed = RealtimeEventSchema.safeParse({
    event: frame.event,
    data,
    ...(frame.id !== undefined ? { id: frame.id } : {}),
  });
  return parsed.success ? parsed.data : null;
}

export function createSseChannel(options: SseChannelOptions): UserChannel {
  const { client, clock } = options;
  const initialDelay = options.reconnectInitialMs ?? SSE_RECONNECT_INITIAL_MS;
  const maxDelay = options.reconnectMaxMs ?? SSE_RECONNECT_MAX_MS;
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const statusListeners = new Set<(status: ChannelStatus) => void>();
  let state: ChannelStatus = 'idle';
  let connection: AbortController | undefined;
  let lastEventId: string | undefined;
  let closed = false;

  const setState = (next: ChannelStatus) => {
    if (next === state) return;
    state = next;
    for (const listener of [...statusListeners]) listener(next);
  };
  const emit = (event: RealtimeEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  async function readOnce(signal: AbortSignal): Promise<boolean> {
    const stream = await client.call(
      'subscribeRealtime',
      {},
      {
        signal,
        retries: 0,
        ...(lastEventId !== undefined ? { headers: { 'last-event-id': lastEventId } } : {}),
      },
    );
    setState('open');
    const parser = createSseParser();
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    let received = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const frame of parser.feed(decoder.decode(value, { stream: true }))) {
          if (frame.id !== undefined) lastEventId = frame.id;
          const event = parseRealtimeFrame(frame);
          if (event) {
            received = true;
            emit(event);
          }
        }
      }
    } finally {
      reader.releaseLock();
    }
    return received;
  }

  async function run(controller: AbortController) {
    let delay = initialDelay;
    while (!controller.signal.aborted) {
      setState(state === 'idle' ? 'connecting' : 'reconnecting');
      try {
        if (await readOnce(controller.signal)) delay = initialDelay;
      } catch {
        // A failed or dropped connection is retried below.
      }
      if (controller.signal.aborted) break;
      setState('reconnecting');
      try {
        await sleep(clock, delay, controller.signal);
      } catch {
        break;
      }
      delay = Math.min(maxDelay, delay * 2);
    }
  }

  const connect = () => {
    if (connection || closed) return;
    const controller = new AbortController();
    connection = controller;
    void run(controller);
  };
  const disconnect = () => {
    connection?.abort();
    connection = undefined;
    setState(closed ? 'closed' : 'idle');
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) disconnect();
      };
    },
    status: () => state,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    close() {
      closed = true;
      listeners.clear();
      disconnect();
      statusListeners.clear();
    },
  };
}
