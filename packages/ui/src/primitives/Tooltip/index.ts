export * as Tooltip from './Tooltip';
