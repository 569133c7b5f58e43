// @cadenza/ui primitives: each wraps one `radix-ui` primitive (or a plain element) once, styled
// with the theme's tokens and keyed on Radix's data-state attributes.
export * from './Avatar';
export * from './AlertDialog';
export * from './Badge';
export * from './Button';
export * from './ContextMenu';
export * from './Dialog';
export * from './DropdownMenu';
export * from './Icon';
export * from './IconButton';
export * from './Popover';
export * from './Progress';
export * from './ScrollArea';
export * from './Select';
export * from './Separator';
export * from './Skeleton';
export * from './Slider';
export * from './Switch';
export * from './Tabs';
export * from './TextField';
export * from './Textarea';
export * from './Toast';
export * from './Toggle';
export * from './ToggleGroup';
export * from './Tooltip';
