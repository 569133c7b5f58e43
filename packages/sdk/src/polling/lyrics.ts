/**
 * Lyrics generation (1-generation §4 Lyrics generation, §8): start a request, then poll up to
 * 10 times, 4 s apart, until the status is no longer running. A newer request supersedes an
 * older one (the older is aborted and its answer ignored); cancelling clears the loading state.
 */
import {
  describeLyricsGenerationError,
  type ApiClient,
  type CallArgs,
  type Clock,
  type LyricsErrorToast,
  type ResultOf,
} from '@cadenza/sdk';
import { runPollJob } from './jobs';

export type LyricsJob = ResultOf<'getLyricsJob'>;

export type LyricsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly requestId?: string }
  | { readonly status: 'done'; readonly lyrics: LyricsJob }
  | { readonly status: 'error'; readonly error: LyricsErrorToast };

/** How one generate() call ended: its final state, or that it was superseded or cancelled. */
export type LyricsOutcome = LyricsState | { readonly status: 'superseded' | 'cancelled' };

export interface LyricsGenerator {
  /** Starts a request; an earlier one still running is superseded. Resolves with its end. */
  generate(body: CallArgs<'generateLyrics'>['body']): Promise<LyricsOutcome>;
  /** Stops the current request and clears the loading state. */
  cancel(): void;
  getState(): LyricsState;
  subscribe(listener: () => void): () => void;
}

export function createLyricsGenerator(deps: { client: ApiClient; clock: Clock }): LyricsGenerator {
  let state: LyricsState = { status: 'idle' };
  let current: AbortController | undefined;
  const listeners = new Set<() => void>();
  const set = (next: LyricsState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function run(
    body: CallArgs<'generateLyrics'>['body'],
    controller: AbortController,
  ): Promise<LyricsState> {
    const { signal } = controller;
    let requestId: string;
    try {
      requestId = (await deps.client.call('generateLyrics', { body }, { signal })).id;
    } catch {
      return { status: 'error', error: describeLyricsGenerationError({ stage: 'start' }) };
    }
    if (signal.aborted) return { status: 'idle' };
    set({ status: 'loading', requestId });
    const result = await runPollJob(
      'lyrics',
      { path: { lyrics_id: requestId } },
      { ...deps, signal },
    );
    if (result.ok) return { status: 'done', lyrics: result.value };
    const serverMessage =
      result.reason === 'error' ? (result.error?.detail ?? null) : result.message || null;
    return {
      status: 'error',
      error: describeLyricsGenerationError({ stage: 'status', serverMessage }),
    };
  }

  return {
    async generate(body) {
      current?.abort('superseded');
      const controller = new AbortController();
      current = controller;
      set({ status: 'loading' });
      const end = await run(body, controller);
      if (controller.signal.aborted) {
        return { status: controller.signal.reason === 'cancelled' ? 'cancelled' : 'superseded' };
      }
      current = undefined;
      set(end);
      return end;
    },
    cancel() {
      current?.abort('cancelled');
      current = undefined;
      set({ status: 'idle' });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
