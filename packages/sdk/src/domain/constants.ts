/**
 * Every business constant and limit of the three spec documents (../shared/spec) and every value
 * decided in openapi/DECISIONS.md, as plain data in one file per area. No side effects, no user-visible
 * strings (those live in messages.ts). Timers are in milliseconds (`_MS`); audio positions and
 * durations the wire carries in seconds are in seconds (`_S`); sizes carry their unit.
 * A value marked "decided" is not in the spec: its reason is in openapi/DECISIONS.md.
 */

export * from './constants/plans';
export * from './constants/models';
export * from './constants/credits';
export * from './constants/create-form';
export * from './constants/polling';
export * from './constants/notices';
export * from './constants/song-actions';
export * from './constants/uploads-video';
export * from './constants/radio-library';
export * from './constants/player';
export * from './constants/decided';
export * from './constants/paging';
