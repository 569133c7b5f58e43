// The create form: state, conflict rules, validation and the generation request.
export * from './types';
export * from './defaults';
export * from './preferences';
export * from './truncate';
export * from './resolve';
export * from './actions';
export * from './remix-plans';
export * from './form-task';
export * from './validate';
export * from './sliders';
export * from './request';
export * from './start';
