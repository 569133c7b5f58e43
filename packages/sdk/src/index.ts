// @cadenza/sdk root entry: framework-free (no React, no window, no timers).
export * from './domain/constants';
export * from './api';
export * from './domain';
