/**
 * Shared polling jobs with subscribers: the first subscriber of a key starts the job, later
 * ones share it, and when the last one leaves a job still running is aborted ("polling stops
 * when the last subscriber leaves"). The React hooks read jobs through this.
 */

export type JobSnapshot<T> =
  { readonly status: 'running' } | { readonly status: 'settled'; readonly result: T };

interface Entry {
  readonly controller: AbortController;
  readonly listeners: Set<() => void>;
  snapshot: JobSnapshot<unknown>;
}

export interface JobRegistry {
  /** Subscribes to the job of `key`, starting it when nobody watched it. */
  watch<T>(
    key: string,
    start: (signal: AbortSignal) => Promise<T>,
    listener: () => void,
  ): () => void;
  snapshot<T>(key: string): JobSnapshot<T> | undefined;
  /** Jobs currently held (running or settled with subscribers). */
  size(): number;
}

export function createJobRegistry(): JobRegistry {
  const entries = new Map<string, Entry>();
  return {
    watch(key, start, listener) {
      let entry = entries.get(key);
      if (!entry) {
        const created: Entry = {
          controller: new AbortController(),
          listeners: new Set(),
          snapshot: { status: 'running' },
        };
        entry = created;
        entries.set(key, created);
        void start(created.controller.signal).then(
          (result) => {
            if (created.controller.signal.aborted) return;
            created.snapshot = { status: 'settled', result };
            for (const notify of created.listeners) notify();
          },
          () => undefined,
        );
      }
      const held = entry;
      held.listeners.add(listener);
      return () => {
        held.listeners.delete(listener);
        if (held.listeners.size > 0 || entries.get(key) !== held) return;
        entries.delete(key);
        held.controller.abort();
      };
    },
    snapshot: <T>(key: string) => entries.get(key)?.snapshot as JobSnapshot<T> | undefined,
    size: () => entries.size,
  };
}
