export * as ContextMenu from './ContextMenu';
