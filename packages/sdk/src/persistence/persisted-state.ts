/**
 * Persisted local state of one user through the injected Storage: typed reads and writes of
 * every item of items.ts, and the spec's rules on top: playbar state saved 500 ms after the
 * last change and its current time 1000 ms after, for signed-in users only (each save also handed
 * to the caller's `send`, which posts it to the server); local edit state
 * restored only when under 15 minutes old; navigation history of 5; recently played of 50;
 * promo dismissals; upload-terms acceptance with its timestamp.
 */
import {
  CURRENT_TIME_DEBOUNCE_MS,
  debounce,
  isLocalEditStateFresh,
  isPromoHidden,
  newPromoRecord,
  PLAYBAR_SAVE_DEBOUNCE_MS,
  pushNavigationHistory,
  pushRecentlyPlayed,
  recordPromoDismissal,
  recordPromoImpression,
  type Clock,
  type components,
} from '@cadenza/sdk';
import {
  PERSISTED_ITEMS,
  type PersistedItem,
  type PersistedItemName,
  type PersistedSub,
  type PersistedValue,
} from './items';
import { readJson, removeKey, writeJson, type KeyValueStorage } from './storage';

type PlaybarState = components['schemas']['PlaybarState'];

/** Receives each playbar state as it is saved (POST /api/music_player/playbar_state). */
export type SendPlaybar = (state: PlaybarState) => void;

const sendNothing: SendPlaybar = () => undefined;

/** Decided: values of a signed-out visitor are kept under this user id (never the playbar). */
export const ANONYMOUS_USER_ID = 'anonymous';

export interface PersistedStateOptions {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  /** The signed-in user, or null when signed out. */
  readonly userId: string | null;
}

type SubArg<N extends PersistedItemName> =
  PersistedSub<N> extends string ? [sub: PersistedSub<N>] : [];

export interface PersistedState {
  readonly userId: string | null;
  read<N extends PersistedItemName>(name: N, ...sub: SubArg<N>): PersistedValue<N>;
  write<N extends PersistedItemName>(name: N, value: PersistedValue<N>, ...sub: SubArg<N>): void;
  remove<N extends PersistedItemName>(name: N, ...sub: SubArg<N>): void;
  /** Saves the playbar 500 ms after the last call (signed-in users only), then sends it. */
  savePlaybar(state: PlaybarState, send?: SendPlaybar): void;
  /** Saves the current play time 1000 ms after the last call (signed-in users only), then sends the playbar. */
  savePlaybarTime(seconds: number, send?: SendPlaybar): void;
  /** Writes pending playbar saves now. */
  flush(): void;
  saveLocalEditState(state: unknown): void;
  /** The local edit state, or null when none was saved or it is 15 minutes old or more. */
  restoreLocalEditState(): unknown;
  pushNavigation(path: string): string[];
  pushRecentlyPlayed(clipId: string): string[];
  acceptUploadTerms(): number;
  uploadTermsAcceptedAt(): number | null;
  recordPromoImpression(id: string): void;
  dismissPromo(id: string): boolean;
  isPromoHidden(id: string): boolean;
  dispose(): void;
}

export function createPersistedState(options: PersistedStateOptions): PersistedState {
  const { storage, clock, userId } = options;
  const owner = userId ?? ANONYMOUS_USER_ID;
  const keyFor = <N extends PersistedItemName>(name: N, sub: readonly unknown[]) =>
    (PERSISTED_ITEMS[name] as PersistedItem<unknown, string | undefined>).key(
      owner,
      sub[0] as string | undefined,
    );

  const read = <N extends PersistedItemName>(name: N, ...sub: SubArg<N>): PersistedValue<N> => {
    const definition = PERSISTED_ITEMS[name] as unknown as PersistedItem<
      PersistedValue<N>,
      string | undefined
    >;
    return readJson(storage, keyFor(name, sub), definition.schema(), definition.fallback);
  };
  const write = <N extends PersistedItemName>(
    name: N,
    value: PersistedValue<N>,
    ...sub: SubArg<N>
  ) => {
    writeJson(storage, keyFor(name, sub), value);
  };

  const savePlaybar = (state: PlaybarState, send: SendPlaybar) => {
    write('playbar', state);
    send(state);
  };
  const writePlaybar = debounce(clock, PLAYBAR_SAVE_DEBOUNCE_MS, savePlaybar);
  const writeTime = debounce(
    clock,
    CURRENT_TIME_DEBOUNCE_MS,
    (seconds: number, send: SendPlaybar) => {
      const saved = read('playbar');
      if (saved) savePlaybar({ ...saved, song_play_time: Math.max(0, seconds) }, send);
    },
  );

  return {
    userId,
    read,
    write,
    remove: (name, ...sub) => removeKey(storage, keyFor(name, sub)),
    savePlaybar(state, send = sendNothing) {
      if (userId !== null) writePlaybar(state, send);
    },
    savePlaybarTime(seconds, send = sendNothing) {
      if (userId !== null) writeTime(seconds, send);
    },
    flush() {
      writePlaybar.flush();
      writeTime.flush();
    },
    saveLocalEditState: (state) => write('localEditState', { savedAt: clock.now(), state }),
    restoreLocalEditState() {
      const saved = read('localEditState');
      return saved && isLocalEditStateFresh(saved.savedAt, clock.now()) ? saved.state : null;
    },
    pushNavigation(path) {
      const next = pushNavigationHistory(read('navigationHistory'), path);
      write('navigationHistory', next);
      return next;
    },
    pushRecentlyPlayed(clipId) {
      const next = pushRecentlyPlayed(read('recentlyPlayed'), clipId);
      write('recentlyPlayed', next);
      return next;
    },
    acceptUploadTerms() {
      const acceptedAt = clock.now();
      write('uploadTerms', { acceptedAt });
      return acceptedAt;
    },
    uploadTermsAcceptedAt: () => read('uploadTerms')?.acceptedAt ?? null,
    recordPromoImpression(id) {
      const promos = read('promos');
      write('promos', { ...promos, [id]: recordPromoImpression(promos[id] ?? newPromoRecord(id)) });
    },
    dismissPromo(id) {
      const promos = read('promos');
      const record = recordPromoDismissal(promos[id] ?? newPromoRecord(id), clock.now());
      write('promos', { ...promos, [id]: record });
      return record.hidden;
    },
    isPromoHidden: (id) => isPromoHidden(read('promos')[id]),
    dispose() {
      writePlaybar.cancel();
      writeTime.cancel();
    },
  };
}
