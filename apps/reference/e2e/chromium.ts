// The system Chromium and the flags every headless run uses (journeys and the measurement): the
// workspace's one list, with audio allowed to play without a gesture.
export { CHROMIUM_AUDIO_ARGS as CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../vitest.shared';
