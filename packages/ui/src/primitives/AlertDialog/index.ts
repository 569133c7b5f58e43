export * as AlertDialog from './AlertDialog';
