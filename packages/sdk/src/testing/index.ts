// @cadenza/sdk/testing: a fake clock, an in-memory realtime channel and storage, zod-valid
// factories for every entity, and MSW 2 handlers for every operation (msw is an optional peer).
export {
  createFakeClock,
  FAKE_CLOCK_EPOCH,
  type FakeClock,
  type FakeClockOptions,
} from './fake-clock';
export { createMemoryChannel, type MemoryChannel } from './memory-channel';
export { fakeFromSchema, type FakeOptions } from './fake-from-schema';
export {
  build,
  makeClip,
  makeNotification,
  makePersona,
  makePlaylist,
  makeSession,
  makeWorkspace,
  COMPONENT_NAMES,
  type BuildOptions,
  type Component,
  type ComponentName,
  type DeepPartial,
} from './factories';
export { createMemoryStorage } from '@cadenza/sdk/store';
export * from './msw';
