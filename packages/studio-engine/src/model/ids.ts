// Id factories. Commands take their ids from the context, so a command is deterministic.

export type IdFactory = () => string;

/** Random ids for production use. */
export const randomId: IdFactory = () => globalThis.crypto.randomUUID();

/** Sequential ids (`prefix1`, `prefix2`, ...) for tests, benchmarks and reproducible runs. */
export function sequentialIds(prefix = 'id-'): IdFactory {
  let next = 0;
  return () => `${prefix}${++next}`;
}
