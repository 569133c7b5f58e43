/**
 * The store's record of create-form submissions (generation-submit.ts): one in flight per form
 * scope, and the transaction_uuid of a submission that ended with no answer, kept for the same
 * request.
 */
import type { CreateFormScope } from '@cadenza/sdk';
import type { Clip } from '../polling/clip-poller';

/** What a press of Create did. A failed call rejects with its ApiError instead. */
export type CreateFormSubmission =
  | { readonly status: 'sent'; readonly clips: readonly Clip[] }
  /** Nothing was sent: the form cannot make a request (with the spec's message, where it has one). */
  | { readonly status: 'not_sent'; readonly message: string | null };

/** The store's record of create-form submissions: the one in flight and the unanswered uuid. */
export interface GenerationSubmissions {
  /** True while a submission of this scope is in flight. */
  pending(scope: CreateFormScope): boolean;
  /** Runs `submit` unless this scope has a submission in flight, which is joined instead. */
  once(
    scope: CreateFormScope,
    submit: () => Promise<CreateFormSubmission>,
  ): Promise<CreateFormSubmission>;
  /** The uuid for a request: the unanswered submission's when it is the same request, else new. */
  transaction(scope: CreateFormScope, request: string): string;
  /** How the request ended: without an answer its uuid is kept for the same request; else dropped. */
  ended(scope: CreateFormScope, request: string, uuid: string, answered: boolean): void;
}

export function createGenerationSubmissions(uuid: () => string): GenerationSubmissions {
  const inFlight = new Map<CreateFormScope, Promise<CreateFormSubmission>>();
  const unanswered = new Map<
    CreateFormScope,
    { readonly request: string; readonly uuid: string }
  >();
  return {
    pending: (scope) => inFlight.has(scope),
    once(scope, submit) {
      const running = inFlight.get(scope);
      if (running) return running;
      const started = submit().finally(() => inFlight.delete(scope));
      inFlight.set(scope, started);
      return started;
    },
    transaction(scope, request) {
      const kept = unanswered.get(scope);
      return kept && kept.request === request ? kept.uuid : uuid();
    },
    ended(scope, request, id, answered) {
      if (answered) unanswered.delete(scope);
      else unanswered.set(scope, { request, uuid: id });
    },
  };
}
