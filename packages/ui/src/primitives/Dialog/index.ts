export * as Dialog from './Dialog';
export type { ContentProps as DialogContentProps } from './Dialog';
