// @cadenza/ui: the theme (vanilla-extract tokens, dark default, compact density), the Radix
// primitives, and the create form (presentational views and the connected form).
export * from './theme';
export * from './primitives';
export * from './create';
export { useDebouncedValue } from './hooks/use-debounced-value';
