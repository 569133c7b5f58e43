/**
 * The signed-in viewer, flags and billing models the connected song modals read, with the
 * store's client and clock for the SDK flows they run.
 */
import { useMemo } from 'react';
import { type EditFailure, toApiError, type Viewer, viewerFromSession } from '@cadenza/sdk';
import { useCadenzaClient, useCadenzaClock, useCadenzaQuery } from '@cadenza/sdk/react';

const NO_MODELS: readonly never[] = [];

export function useModalSession() {
  const client = useCadenzaClient();
  const clock = useCadenzaClock();
  const session = useCadenzaQuery('getSession');
  const data = session.data;
  const viewer = useMemo<Viewer | null>(() => (data ? viewerFromSession(data) : null), [data]);
  return {
    client,
    clock,
    session: data ?? null,
    viewer,
    flags: data?.flags ?? {},
    billingModels: data?.models ?? NO_MODELS,
  } as const;
}

/** The message of a failed call: the server's detail, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const detail = toApiError(error).detail;
  return detail !== undefined && detail !== '' ? detail : fallback;
}

/** The HTTP status of a failed call (0 without a response). */
export const failureStatus = (error: unknown): number => toApiError(error).status ?? 0;

/** A failed edit call as the SDK's edit-error rules read it. */
export function editFailure(error: unknown): EditFailure {
  const apiError = toApiError(error);
  return apiError.kind === 'http'
    ? { kind: 'response', status: apiError.status ?? 0, body: apiError.body }
    : { kind: 'network' };
}
