// @cadenza/studio-engine/tone: the Tone.js transport backend, kept off the root entry so the rules,
// DSP and render load without Tone.js.
export { ToneBackend, type ToneBackendOptions } from './transport/tone-backend';
