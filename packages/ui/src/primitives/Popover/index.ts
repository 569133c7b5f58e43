export * as Popover from './Popover';
