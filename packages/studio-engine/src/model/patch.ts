// Structural diffs between plain states, as tldraw's HistoryManager records them: objects diff by
// key; arrays of entities (objects with string ids) in the same order diff entity by entity, by
// id; any other array change is recorded as the one splice that turns one array into the other.
// A patch applies forwards (redo) or backwards (undo), so no command needs a hand-written inverse.
// With structural sharing an unchanged subtree is the same reference and is skipped at once.

const ABSENT: unique symbol = Symbol('absent');
type Slot = unknown;

export type Patch =
  | { readonly k: 'set'; readonly b: Slot; readonly a: Slot }
  | { readonly k: 'obj'; readonly keys: ReadonlyMap<string, Patch> }
  /** Entities changed in place, by id. */
  | { readonly k: 'list'; readonly changed: ReadonlyMap<string, Patch> }
  /** From index `at`, the items `b` were replaced by the items `a`. */
  | {
      readonly k: 'splice';
      readonly at: number;
      readonly b: readonly unknown[];
      readonly a: readonly unknown[];
    };

export type PatchDirection = 'forward' | 'backward';

type Plain = Record<string, unknown>;
type Entity = Plain & { id: string };

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isEntity = (item: unknown): item is Entity => isPlain(item) && typeof item.id === 'string';

/** The patch that turns `before` into `after`, or null when they are equal. */
export function diff(before: unknown, after: unknown): Patch | null {
  if (Object.is(before, after)) return null;
  if (isPlain(before) && isPlain(after)) return diffObjects(before, after);
  if (Array.isArray(before) && Array.isArray(after)) return diffArrays(before, after);
  return { k: 'set', b: before, a: after };
}

function diffObjects(before: Plain, after: Plain): Patch | null {
  let keys: Map<string, Patch> | null = null;
  for (const key of Object.keys(before)) {
    const patch = Object.hasOwn(after, key)
      ? diff(before[key], after[key])
      : { k: 'set' as const, b: before[key], a: ABSENT };
    if (patch !== null) (keys ??= new Map()).set(key, patch);
  }
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(before, key))
      (keys ??= new Map()).set(key, { k: 'set', b: ABSENT, a: after[key] });
  }
  return keys === null ? null : { k: 'obj', keys };
}

function diffArrays(before: unknown[], after: unknown[]): Patch | null {
  const inPlace = before.length === after.length ? diffInPlace(before, after) : undefined;
  return inPlace !== undefined ? inPlace : diffSplice(before, after);
}

/**
 * Same length: null when equal item by item; a by-id patch when the same unique entities sit in
 * the same order; undefined otherwise.
 */
function diffInPlace(before: unknown[], after: unknown[]): Patch | null | undefined {
  let changed: Map<string, Patch> | null = null;
  for (let i = 0; i < before.length; i++) {
    const b = before[i];
    const a = after[i];
    if (b === a) continue;
    const patch = diff(b, a);
    if (patch === null) continue;
    if (!isEntity(b) || !isEntity(a) || b.id !== a.id) return undefined;
    changed ??= new Map();
    if (changed.has(b.id)) return undefined;
    changed.set(b.id, patch);
  }
  if (changed === null) return null;
  if (
    changed.size > 1 &&
    new Set(before.map((e) => (isEntity(e) ? e.id : e))).size !== before.length
  ) {
    return undefined;
  }
  return { k: 'list', changed };
}

function diffSplice(before: unknown[], after: unknown[]): Patch {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before[start] === after[start]) start++;
  let end = 0;
  while (end < shorter - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end++;
  return {
    k: 'splice',
    at: start,
    b: before.slice(start, before.length - end),
    a: after.slice(start, after.length - end),
  };
}

function setKey(target: Plain, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else target[key] = value;
}

/** Applies a patch to a value, forwards or backwards; entities it no longer finds are skipped. */
export function applyPatch<T>(value: T, patch: Patch, direction: PatchDirection): T {
  return applyAny(value, patch, direction) as T;
}

const sameItem = (x: unknown, y: unknown): boolean =>
  x === y || (isEntity(x) && isEntity(y) && x.id === y.id);

function applySplice(
  list: unknown[],
  patch: Extract<Patch, { k: 'splice' }>,
  forward: boolean,
): unknown[] {
  const remove = forward ? patch.b : patch.a;
  const insert = forward ? patch.a : patch.b;
  const fits =
    patch.at + remove.length <= list.length &&
    remove.every((item, i) => sameItem(list[patch.at + i], item));
  if (fits) return [...list.slice(0, patch.at), ...insert, ...list.slice(patch.at + remove.length)];
  // The array changed since the patch was recorded (an unrecorded edit): remove by identity or id.
  const rest = list.filter((item) => !remove.some((gone) => sameItem(item, gone)));
  const at = Math.min(patch.at, rest.length);
  return [...rest.slice(0, at), ...insert, ...rest.slice(at)];
}

function applyAny(value: unknown, patch: Patch, direction: PatchDirection): unknown {
  const forward = direction === 'forward';
  switch (patch.k) {
    case 'set':
      return forward ? patch.a : patch.b;
    case 'obj': {
      const copy: Plain = isPlain(value) ? { ...value } : {};
      for (const [key, child] of patch.keys) {
        const next = applyAny(Object.hasOwn(copy, key) ? copy[key] : ABSENT, child, direction);
        if (next === ABSENT) delete copy[key];
        else setKey(copy, key, next);
      }
      return copy;
    }
    case 'list': {
      const list = Array.isArray(value) ? (value as unknown[]) : [];
      return list.map((item) => {
        const child = isEntity(item) ? patch.changed.get(item.id) : undefined;
        return child === undefined ? item : applyAny(item, child, direction);
      });
    }
    case 'splice':
      return applySplice(Array.isArray(value) ? (value as unknown[]) : [], patch, forward);
  }
}
