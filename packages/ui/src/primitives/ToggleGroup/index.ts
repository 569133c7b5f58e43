export * as ToggleGroup from './ToggleGroup';
