/**
 * The RTK Query api: one endpoint per operationId, built from the operations table (so the
 * 1:1 match with openapi.yaml holds by construction; operation-kinds.ts says which are queries).
 * The base query is the typed client (validation, timeouts, GET retries, ApiError). Queries
 * provide their area and clip tags and hide error clips from lists; mutations invalidate by
 * tags.ts and apply the optimistic updates of optimistic.ts, undone on failure.
 */
import {
  buildCreateApi,
  coreModule,
  type Api,
  type BaseQueryFn,
  type CoreModule,
  type MutationDefinition,
  type QueryDefinition,
} from '@reduxjs/toolkit/query';
import {
  toApiError,
  type AnyCallArgs,
  type ApiClient,
  type ApiError,
  type ArgsRequired,
  type CallArgs,
  type OperationId,
  type ResultOf,
} from '@cadenza/sdk';
import type { Clip } from '../polling/clip-poller';
import { collectClips, hideErrorClips, isClipShaped, patchClipCopies } from './clip-walk';
import { CACHE_POLICY, PINNED_LIST_QUERIES } from './freshness';
import {
  isQueryOperation,
  OPERATION_IDS,
  type IsQueryOperation,
  type MutationOperationId,
  type QueryOperationId,
} from './operation-kinds';
import { OPTIMISTIC, type OptimisticContext } from './optimistic';
import { invalidatedTags, providedTags, TAG_TYPES, type TagType } from './tags';

export const API_REDUCER_PATH = 'cadenzaApi';
export type ApiReducerPath = typeof API_REDUCER_PATH;

export interface CadenzaQueryArgs {
  readonly id: OperationId;
  readonly args: AnyCallArgs;
}
export type CadenzaBaseQuery = BaseQueryFn<CadenzaQueryArgs, unknown, ApiError>;

/** An endpoint's argument: optional (void) when the operation needs none. */
export type EndpointArg<K extends OperationId> =
  ArgsRequired<K> extends true ? CallArgs<K> : CallArgs<K> | void;

export type CadenzaEndpointDefinitions = {
  [K in OperationId]: IsQueryOperation<K> extends true
    ? QueryDefinition<EndpointArg<K>, CadenzaBaseQuery, TagType, ResultOf<K>, ApiReducerPath>
    : MutationDefinition<EndpointArg<K>, CadenzaBaseQuery, TagType, ResultOf<K>, ApiReducerPath>;
};

export interface CadenzaApiDeps {
  readonly client: ApiClient;
  /** Epoch ms for optimistic timestamps. */
  readonly now: () => number;
  /** Toggles the per-clip not-interested flag; returns the undo. */
  readonly setNotInterested: (
    dispatch: (action: unknown) => unknown,
    clipId: string,
    on: boolean,
  ) => () => void;
}

const argsOf = (arg: unknown): AnyCallArgs => (arg ?? {}) as AnyCallArgs;

type Dispatch = (action: unknown) => unknown;

/** The RTK Query api of the store, plus the patch the clip engine applies to cached clips. */
export type CadenzaApi = Api<
  CadenzaBaseQuery,
  CadenzaEndpointDefinitions,
  ApiReducerPath,
  TagType,
  CoreModule
> & {
  /** Replaces every cached copy of each clip with its newer state (polling, pushes). */
  patchCachedClips(dispatch: Dispatch, state: unknown, clips: readonly Clip[]): void;
};

/** Builds the api. Called by createCadenzaStore (nothing runs at import time). */
export function createCadenzaApi(deps: CadenzaApiDeps): CadenzaApi {
  const createApi = buildCreateApi(coreModule());
  const baseQuery: CadenzaBaseQuery = async ({ id, args }, { signal }) => {
    try {
      return { data: await deps.client.callAny(id, args, { signal }) };
    } catch (error) {
      return { error: toApiError(error, id) };
    }
  };

  const api: Api<
    CadenzaBaseQuery,
    CadenzaEndpointDefinitions,
    ApiReducerPath,
    TagType,
    CoreModule
  > = createApi({
    reducerPath: API_REDUCER_PATH,
    baseQuery,
    // A mutation's invalidation waits for the queries in flight: a list answered from before a
    // mutation landed is read again, not kept as fresh (RTK Query's default, relied on here).
    invalidationBehavior: 'delayed',
    tagTypes: TAG_TYPES,
    endpoints: (build) => {
      const endpoints: Record<string, unknown> = {};
      for (const id of OPERATION_IDS) {
        const query = (arg: unknown): CadenzaQueryArgs => ({ id, args: argsOf(arg) });
        if (isQueryOperation(id)) {
          const policy = CACHE_POLICY[id as QueryOperationId];
          endpoints[id] = build.query<unknown, unknown>({
            query,
            providesTags: (result, _error, arg) => providedTags(id, result, argsOf(arg)),
            ...(id === 'getClip'
              ? {}
              : { transformResponse: (result: unknown) => hideErrorClips(result) }),
            ...(policy ? { keepUnusedDataFor: policy.keepMs / 1000 } : {}),
          });
        } else {
          const optimistic = OPTIMISTIC[id as MutationOperationId];
          endpoints[id] = build.mutation<unknown, unknown>({
            query,
            // A failed mutation changed nothing on the server: nothing to refetch.
            invalidatesTags: (_result, error, arg) =>
              error ? [] : invalidatedTags(id as MutationOperationId, argsOf(arg)),
            ...(optimistic
              ? {
                  async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
                    const undo = optimistic(argsOf(arg), optimisticContext(dispatch, getState));
                    try {
                      await queryFulfilled;
                    } catch {
                      undo();
                    }
                  },
                }
              : {}),
          });
        }
      }
      return endpoints as unknown as CadenzaEndpointDefinitions;
    },
  });

  type PatchResult = { undo(): void };

  /** Applies `recipe` to every cached copy of a clip (every query tagged with it). */
  function patchCachedClip(
    dispatch: Dispatch,
    state: unknown,
    clipId: string,
    recipe: (clip: Clip) => void,
  ) {
    const entries = api.util.selectInvalidatedBy(state as never, [{ type: 'clip', id: clipId }]);
    const patches = entries.map(
      ({ endpointName, originalArgs }) =>
        dispatch(
          api.util.updateQueryData(
            endpointName as QueryOperationId,
            originalArgs as never,
            (draft: unknown) => {
              patchClipCopies(draft, clipId, recipe);
            },
          ),
        ) as PatchResult,
    );
    return () => {
      for (const patch of patches.reverse()) patch.undo();
    };
  }

  function patchPinnedLists(dispatch: Dispatch, state: unknown, clipId: string, pinned: boolean) {
    const known = collectClips((state as Record<string, unknown>)[API_REDUCER_PATH]).find(
      (c) => c.id === clipId,
    );
    const entries = api.util
      .selectInvalidatedBy(state as never, ['profiles', 'workspaces'])
      .filter(({ endpointName }) =>
        (PINNED_LIST_QUERIES as readonly string[]).includes(endpointName),
      );
    const patches = entries.map(
      ({ endpointName, originalArgs }) =>
        dispatch(
          api.util.updateQueryData(
            endpointName as QueryOperationId,
            originalArgs as never,
            (draft: unknown) => {
              const list = draft as { clips?: Clip[]; pinned_clips?: Clip[] };
              const key = Array.isArray(list.clips) ? 'clips' : 'pinned_clips';
              const clips = list[key];
              if (!Array.isArray(clips)) return;
              const index = clips.findIndex((clip) => isClipShaped(clip) && clip.id === clipId);
              if (!pinned && index >= 0) clips.splice(index, 1);
              if (pinned && index < 0 && known)
                clips.unshift({ ...known, is_pinned: true, is_public: true });
            },
          ),
        ) as PatchResult,
    );
    return () => {
      for (const patch of patches.reverse()) patch.undo();
    };
  }

  function optimisticContext(dispatch: Dispatch, getState: () => unknown): OptimisticContext {
    return {
      patchClip: (clipId, recipe) => patchCachedClip(dispatch, getState(), clipId, recipe),
      patchPinnedLists: (clipId, pinned) => patchPinnedLists(dispatch, getState(), clipId, pinned),
      setNotInterested: (clipId, on) => deps.setNotInterested(dispatch, clipId, on),
      now: deps.now,
    };
  }

  return Object.assign(api, {
    /** Replaces every cached copy of each clip with its newer state (polling, pushes). */
    patchCachedClips(dispatch: Dispatch, state: unknown, clips: readonly Clip[]) {
      for (const clip of clips)
        patchCachedClip(dispatch, state, clip.id, (copy) => Object.assign(copy, clip));
    },
  });
}

export type { MutationOperationId, QueryOperationId };
