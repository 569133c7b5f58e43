export type { UserChannel, RealtimeEvent, RealtimeEventName, ChannelStatus } from './channel';
export { createSseParser, type SseFrame, type SseParser } from './sse-parser';
export {
  createSseChannel,
  parseRealtimeFrame,
  SSE_RECONNECT_INITIAL_MS,
  SSE_RECONNECT_MAX_MS,
  type SseChannelOptions,
} from './sse-channel';
