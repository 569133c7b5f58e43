export * from './poll';
export * from './schedules';
export * from './jobs';
export * from './flows';
export * from './clip-poller';
export * from './lyrics';
export * from './preview';
export * from './job-registry';
