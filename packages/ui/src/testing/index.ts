// The connected-test kit of @cadenza/ui (not exported from the package): one MSW server per
// test file over the SDK's stateful handlers, a store on a fake clock inside the app's
// providers, user-event, and the helpers tests check calls and toasts with.
export { serveMock, TEST_BASE, type ServeOptions } from './server';
export { mockClient, serveMockApi, type MockApiOptions } from './mock-api';
export {
  renderConnected,
  type ConnectedRender,
  type RenderConnectedOptions,
} from './render-connected';
export {
  record,
  recordRequests,
  refusal,
  sentTo,
  type RecordedCall,
  type SentRequest,
} from './calls';
export { findToast } from './toasts';
