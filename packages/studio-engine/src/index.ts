// @cadenza/studio-engine: the project model, the DSP, the AudioWorklet node and its protocol, the
// transport rules, offline render, waveforms, recording and the headless studio session. No React;
// Tone.js lives in ./tone.
export * from './model';
export * from './dsp';
export * from './worklet';
export * from './transport';
export * from './render';
export * from './waveform';
export * from './recording';
export * from './session';
export * from './playback';
export * from './audio-constants';
export * from './audio-messages';
export * from './studio-messages';
