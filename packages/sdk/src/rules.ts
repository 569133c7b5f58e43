// @cadenza/sdk/rules: the pure rules alone (domain/): every rule of the spec as a function, its
// constants and its user-visible messages. No client, no zod schemas, no store: the smallest
// import for a frontend or server that only applies the rules. Everything here is also exported
// by the root entry.
export * from './domain/constants';
export * from './domain';
export type { Clock, TimerHandle } from './clock';
