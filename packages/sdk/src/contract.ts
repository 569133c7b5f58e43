// @cadenza/sdk/contract: the runtime half of the contract, for servers, mocks and tests. The
// full operations table (parameters, body and response schema names, error statuses), a zod
// schema per component of openapi.yaml, and each operation's query, request and response
// schemas. The generated types, the routes table and buildPath are in the root entry too.
export * from './api';
export { routes, type Routes } from './api/routes.gen';
