export * from './storage';
export * from './items';
export * from './persisted-state';
