// The system Chromium and the flags every headless run uses (journeys and the measurement): the
// workspace's one list, with audio allowed to play without a gesture.
import { CHROMIUM_AUDIO_ARGS } from '../../../vitest.shared';

export { CHROMIUM_AUDIO_ARGS as CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../vitest.shared';

/** The same, with Chromium's fake microphone (a beep) granted without asking: recording journeys. */
export const CHROMIUM_FAKE_MEDIA_ARGS: readonly string[] = [
  ...CHROMIUM_AUDIO_ARGS,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
