/** Joins class names, skipping the empty ones. */
export const cx = (...names: readonly (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
