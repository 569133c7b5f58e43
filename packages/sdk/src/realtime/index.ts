export type { UserChannel, RealtimeEvent, RealtimeEventName, ChannelStatus } from './channel';
export { createSseParser, type SseFrame, type SseParser } from './sse-parser';
export { createSseChannel, parseRealtimeFrame, type SseChannelOptions } from './sse-channel';
