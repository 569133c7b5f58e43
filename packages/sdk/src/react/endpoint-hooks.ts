/**
 * A typed hook for every endpoint, named as RTK Query names them: `useGetClipQuery(args)` for a
 * query, `useGenerateMutation()` for a mutation. Built from the operations table, so every
 * operationId has one.
 */
import type { CallArgs, OperationId, ResultOf } from '@cadenza/sdk';
import {
  isQueryOperation,
  OPERATION_IDS,
  type IsQueryOperation,
  type MutationOperationId,
  type QueryOperationId,
} from '@cadenza/sdk/store';
import { useCadenzaMutation, type MutationHookResult } from './use-mutation';
import { useCadenzaQuery, type QueryHookOptions, type QueryHookResult } from './use-query';

type HookName<K extends OperationId> =
  IsQueryOperation<K> extends true ? `use${Capitalize<K>}Query` : `use${Capitalize<K>}Mutation`;

export type CadenzaEndpointHooks = {
  readonly [K in OperationId as HookName<K>]: K extends QueryOperationId
    ? (args?: CallArgs<K>, options?: QueryHookOptions) => QueryHookResult<ResultOf<K>>
    : K extends MutationOperationId
      ? () => MutationHookResult<K>
      : never;
};

export const hookName = (id: OperationId): string =>
  `use${id.charAt(0).toUpperCase()}${id.slice(1)}${isQueryOperation(id) ? 'Query' : 'Mutation'}`;

function queryHook(id: QueryOperationId) {
  return function useEndpointQuery(args?: CallArgs<QueryOperationId>, options?: QueryHookOptions) {
    return useCadenzaQuery(id, args, options);
  };
}

function mutationHook(id: MutationOperationId) {
  return function useEndpointMutation() {
    return useCadenzaMutation(id);
  };
}

/** Every endpoint's hook: `const { useGetClipQuery } = cadenzaHooks`. */
export const cadenzaHooks = Object.fromEntries(
  OPERATION_IDS.map((id) => [
    hookName(id),
    isQueryOperation(id)
      ? queryHook(id as QueryOperationId)
      : mutationHook(id as MutationOperationId),
  ]),
) as unknown as CadenzaEndpointHooks;
