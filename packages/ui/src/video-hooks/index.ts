// Video hooks (2-studio §1 /hooks, /hook/{id}, /@{handle}/hook/{id}; §4 Hook; §5 Hook post): the
// hook flow, the hook page and the hook list, their pure rules and connected wrappers.
export { HOOK_LABELS, formatSeconds } from './labels';
export * from './hook-flow-state';
export { hookView } from './hook-view';
export { HookFlowModal, type HookFlowModalProps } from './HookFlowModal';
export { HookTrimBar, type HookTrimBarProps } from './HookTrimBar';
export {
  HookPlayer,
  type HookMissingLabels,
  type HookPlayerProps,
  type HookView,
} from './HookPlayer';
export { HookList, type HookListProps } from './HookList';
export { ConnectedHookFlow, type ConnectedHookFlowProps } from './connected/ConnectedHookFlow';
export { ConnectedHookPage, type ConnectedHookPageProps } from './connected/ConnectedHookPage';
export { ConnectedHookList, type ConnectedHookListProps } from './connected/ConnectedHookList';
export { copyHookLink, type HookLinkDeps } from './connected/copy-hook-link';
