// @cadenza/studio-engine/rules: the one home of every studio rule and user-visible string (the
// constants and limits of 2-studio.md, the decided values, the messages) and the project defaults.
// Pure data and functions with no imports beyond these files: no DSP, no worklet, no Tone.js, no
// zod. The engine, the SDK (studio preferences, studio jobs), the UI and the mock server import
// studio constants and strings from here and define none of their own.
export * from './model/constants';
export * from './model/messages';
export * from './audio-constants';
export * from './audio-messages';
export * from './studio-messages';
export * from './panel-wording';
export * from './model/defaults';
export * from './model/ids';
export type * from './model/types';
