/**
 * Matching RTK Query's lifecycle actions by endpoint name, for the engine's listeners.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { OperationId } from '@cadenza/sdk';
import { API_REDUCER_PATH } from './api';

interface LifecycleAction extends UnknownAction {
  readonly payload: unknown;
  readonly meta: {
    readonly arg: {
      readonly endpointName: OperationId;
      readonly queryCacheKey?: string;
      readonly originalArgs?: unknown;
    };
  };
}

const lifecycle = (kind: 'executeQuery' | 'executeMutation', phase: 'fulfilled' | 'rejected') =>
  `${API_REDUCER_PATH}/${kind}/${phase}`;

export function matchEndpoint(
  kind: 'executeQuery' | 'executeMutation',
  phase: 'fulfilled' | 'rejected',
  endpoints: readonly OperationId[] | null,
) {
  const type = lifecycle(kind, phase);
  return (action: unknown): action is LifecycleAction => {
    const candidate = action as Partial<LifecycleAction>;
    if (candidate.type !== type) return false;
    const name = candidate.meta?.arg?.endpointName;
    return endpoints === null || (name !== undefined && endpoints.includes(name));
  };
}
