// @cadenza/ui workspaces: Add to Project (a workspace pick) as a view and connected.
export { AddToProjectModal, type AddToProjectModalProps } from './AddToProjectModal';
export { AddToProject } from './connected/AddToProject';
