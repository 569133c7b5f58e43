// The transport's rules (framework-free). The Tone.js adapter is in tone-backend.ts, kept out
// of this entry so the rules load without Tone.js.
export { PlaybackAnalytics, type PlaybackAnalyticsOptions, type PlaybackSpan } from './analytics';
export { followView, type FollowView } from './follow';
export { ScrubThrottle } from './scrub';
export { shouldStop, stopPosition, type StopRules } from './stop-rules';
export {
  timelineChanges,
  type RebuildReason,
  type TimelineChanges,
  type UpdateReason,
} from './timeline-changes';
export {
  Transport,
  type TransportBackend,
  type TransportOptions,
  type TransportState,
} from './transport';
