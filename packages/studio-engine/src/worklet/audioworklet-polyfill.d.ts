// The npm package audioworklet-polyfill ships no types: it is imported for its side effect
// (installing AudioWorklet on contexts that lack it).
declare module 'audioworklet-polyfill';
