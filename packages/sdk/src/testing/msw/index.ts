export {
  createMockHandlers,
  defaultResponse,
  handle,
  mswPath,
  type MockHandlerOptions,
} from './handlers';
export { createMockState, statusAfter, type MockRequest, type MockState } from './state';
export { STATEFUL, type StatefulContext, type StatefulResolver } from './stateful';
export { UPLOAD_STATEFUL } from './upload-handlers';
export { LIST_STATEFUL, playlistsOf, promptsOf } from './lists';
