// @cadenza/ui workspaces: Add to Project (a workspace pick), the workspace switcher, one
// workspace's panel (songs, members, actions) and the pending invites, as views and connected.
export { AddToProjectModal, type AddToProjectModalProps } from './AddToProjectModal';
export { AddToProject } from './connected/AddToProject';
export { WORKSPACE_LABELS, type WorkspaceLabels } from './labels';
export {
  WorkspaceSwitcher as WorkspaceSwitcherView,
  type WorkspaceChoice,
  type WorkspaceSwitcherProps as WorkspaceSwitcherViewProps,
} from './WorkspaceSwitcher';
export {
  WorkspacePanel as WorkspacePanelView,
  type WorkspaceLoad,
  type WorkspaceSummary,
  type WorkspacePanelProps as WorkspacePanelViewProps,
} from './WorkspacePanel';
export {
  WorkspaceCollaborators,
  type WorkspaceMember,
  type WorkspaceCollaboratorsProps,
} from './WorkspaceCollaborators';
export {
  WorkspaceInvites as WorkspaceInvitesView,
  type PendingInvite,
  type WorkspaceInvitesProps as WorkspaceInvitesViewProps,
} from './WorkspaceInvites';
export { WorkspaceSwitcher, type WorkspaceSwitcherProps } from './connected/WorkspaceSwitcher';
export { WorkspacePanel, type WorkspacePanelProps } from './connected/WorkspacePanel';
export { WorkspaceInvites, type WorkspaceInvitesProps } from './connected/WorkspaceInvites';
export { useWorkspaceBroadcast } from './connected/use-workspace-broadcast';
export { useAddToWorkspace } from './connected/use-add-to-workspace';
