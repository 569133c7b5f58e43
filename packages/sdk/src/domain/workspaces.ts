/**
 * Workspace (project) rules (3-library-social §3, §4 Workspaces and collaboration, §5, §8): names
 * cut to 100, adds to the default workspace ignored, owner and collaborator rules, broadcasting,
 * trash, invites and error messages.
 */
import type { components } from '../api/schema.gen';
import {
  PROJECTS_ENABLED_PLANS,
  WORKSPACE_ACTION_TOAST_MS,
  WORKSPACE_NAME_MAX_CHARS,
} from './constants';
import { WORKSPACE_MESSAGES } from './messages/library';
import { notice, type Notice } from './notice';
import { hasFlag, type FlagSource, type Viewer } from './permissions';

type Schemas = components['schemas'];

/**
 * The default workspace's id. Not in constants.ts: 1-generation §2 and 2-studio §2 write the
 * editor route as '?wid={projectId or default}', so 'default' names it.
 */
export const DEFAULT_WORKSPACE_ID = 'default';

/** Whether projects are enabled for the viewer (PROJECTS_ENABLED_PLANS; unset plan is Free). */
export const projectsEnabled = (viewer: Pick<Viewer, 'plan'> | null): boolean =>
  viewer !== null && PROJECTS_ENABLED_PLANS.includes(viewer.plan ?? 'free');

/**
 * The ?wid= of a link into edit mode (1 §2, 2 §2 "?wid={projectId or default} when projects are
 * enabled"): the project the list shows, else the clip's project, else the default workspace;
 * null when projects are not enabled.
 */
export function editWorkspaceParam(
  viewer: Pick<Viewer, 'plan'> | null,
  clip: { readonly project?: { readonly id: string } | null },
  shownWorkspaceId?: string | null,
): string | null {
  if (!projectsEnabled(viewer)) return null;
  if (shownWorkspaceId != null && shownWorkspaceId !== DEFAULT_WORKSPACE_ID)
    return shownWorkspaceId;
  return clip.project?.id ?? DEFAULT_WORKSPACE_ID;
}

/** Workspace names are cut to 100 characters. */
export const workspaceName = (name: string): string => name.slice(0, WORKSPACE_NAME_MAX_CHARS);

/** POST /api/project and /metadata body, the name cut. */
export function workspaceMetadataRequest(
  name: string,
  description?: string | null,
): Schemas['CreateWorkspaceRequest'] {
  return { name: workspaceName(name), ...(description != null ? { description } : {}) };
}

/** Adding clips to the default workspace is ignored (null); otherwise the update body. */
export function addClipsToWorkspaceRequest(
  workspaceId: string | null | undefined,
  clipIds: readonly string[],
): Schemas['UpdateWorkspaceClipsRequest'] | null {
  if (workspaceId == null || workspaceId === DEFAULT_WORKSPACE_ID || clipIds.length === 0)
    return null;
  return { update_type: 'add', metadata: { clip_ids: [...new Set(clipIds)] } };
}

/** A workspace as the owner rules need it. */
export interface OwnedWorkspace {
  readonly owner?: { readonly id: string } | null;
  readonly is_owner?: boolean | null;
  readonly shared?: boolean | null;
  readonly is_trashed?: boolean | null;
}

export const isWorkspaceOwner = (workspace: OwnedWorkspace, userId: string): boolean =>
  workspace.is_owner ?? workspace.owner?.id === userId;

/** How a collaborator leaves the workspace, if the viewer may make them. */
export type CollaboratorRemoval =
  | { readonly kind: 'remove'; readonly body: Schemas['InvitedUserRequest'] }
  | { readonly kind: 'leave' }
  | { readonly kind: 'forbidden' };

/**
 * The owner may remove collaborators (DELETE collaborators with invited_user_id); a
 * collaborator can remove themself (DELETE collaborators/me). Nothing else is allowed.
 */
export function collaboratorRemoval(
  workspace: OwnedWorkspace,
  userId: string,
  targetUserId: string,
): CollaboratorRemoval {
  const owner = isWorkspaceOwner(workspace, userId);
  if (owner && targetUserId !== userId)
    return { kind: 'remove', body: { invited_user_id: targetUserId } };
  if (!owner && targetUserId === userId) return { kind: 'leave' };
  return { kind: 'forbidden' };
}

/** Collaboration broadcasting needs the collab-workspaces flag and a shared workspace. */
export const shouldBroadcastWorkspace = (workspace: OwnedWorkspace, flags: FlagSource): boolean =>
  hasFlag(flags, 'collab-workspaces') && workspace.shared === true;

/** The ably-update body for clips added or removed, or null when nothing is broadcast. */
export function workspaceBroadcast(
  workspace: OwnedWorkspace,
  flags: FlagSource,
  updateType: Schemas['AblyUpdateType'],
  clipIds: readonly string[],
): Schemas['AblyUpdateRequest'] | null {
  return shouldBroadcastWorkspace(workspace, flags)
    ? { update_type: updateType, clip_ids: [...clipIds] }
    : null;
}

/** POST /api/project/trash body: trash, or restore with undo_trash. */
export const trashWorkspaceRequest = (
  projectId: string,
  undo: boolean,
): Schemas['TrashWorkspaceRequest'] => ({ project_id: projectId, undo_trash: undo });

/** Loading a trashed workspace yields failure. */
export function loadedWorkspace<W extends OwnedWorkspace>(
  workspace: W,
): { readonly ok: true; readonly workspace: W } | { readonly ok: false } {
  return workspace.is_trashed === true ? { ok: false } : { ok: true, workspace };
}

/** The invitee answers an invite with a status. */
export const inviteResponse = (accept: boolean): Schemas['RespondToInviteRequest'] => ({
  status: accept ? 'accepted' : 'declined',
});

/** Invite and collaborator call failures: the server detail or 'Unknown error occurred'. */
export function workspaceErrorToast(detail?: string | null): Notice {
  const message = detail != null && detail.trim() !== '' ? detail : WORKSPACE_MESSAGES.unknownError;
  return notice('error', message, WORKSPACE_ACTION_TOAST_MS);
}
