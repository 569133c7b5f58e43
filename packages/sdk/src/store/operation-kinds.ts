/**
 * Which operations are RTK Query queries and which are mutations: every GET is a query, and so
 * are the POSTs that only read (feed pages, search, discover, the following feed, autoplay
 * refills, and share links, which the spec caches per key). Everything else is a mutation.
 */
import { routes, type OperationId, type Operations } from '@cadenza/sdk';

export const QUERY_POST_OPERATIONS = [
  'postFeedV3',
  'getFeedV3ClipAtOffset',
  'search',
  'getDiscover',
  'getFollowingFeed',
  'getAutoplayClips',
  'createShareLink',
] as const satisfies readonly OperationId[];

type QueryPost = (typeof QUERY_POST_OPERATIONS)[number];

export type IsQueryOperation<K extends OperationId> = K extends QueryPost
  ? true
  : Operations[K]['method'] extends 'GET'
    ? true
    : false;

export type QueryOperationId = {
  [K in OperationId]: IsQueryOperation<K> extends true ? K : never;
}[OperationId];
export type MutationOperationId = Exclude<OperationId, QueryOperationId>;

export const isQueryOperation = (id: OperationId): boolean =>
  routes[id].method === 'GET' || (QUERY_POST_OPERATIONS as readonly string[]).includes(id);

/** Every operation id, in the order of openapi.yaml. */
export const OPERATION_IDS = Object.keys(routes) as OperationId[];
