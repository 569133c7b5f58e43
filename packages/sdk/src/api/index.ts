// The wire: generated types, zod schemas for every component, and the operations table.
export type { paths, components, operations as OperationTypes } from './schema.gen';
export * from './schemas';
export * from './operation-schemas';
