/**
 * The workspace screens' own wording (the switcher, the workspace panel, collaborators and
 * invites). 3-library-social §2-§4 names the parts without spelling their texts, so they are
 * decided here once, in English; an app passes its own translation of the whole set. The one
 * spec message, 'Unknown error occurred', comes from @cadenza/sdk.
 */
import { fill } from '../playlist-page/labels';

export { fill };

export const WORKSPACE_LABELS = {
  switcher: 'Workspace',
  defaultWorkspace: 'My Workspace',
  create: 'New workspace',
  creating: 'Creating...',
  newName: 'Untitled workspace',
  region: 'Workspace',
  loading: 'Loading workspace',
  name: 'Workspace name',
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  songCount: '{{count}} songs',
  songCountOne: '1 song',
  shared: 'Shared',
  ownedBy: 'Owned by @{{handle}}',
  trash: 'Move to trash',
  leave: 'Leave workspace',
  movedToTrash: 'Workspace moved to trash',
  restored: 'Workspace restored',
  undo: 'Undo',
  left: 'You left the workspace',
  renamed: 'Workspace renamed',
  emptyTitle: 'No songs in this workspace yet',
  emptyHint: "Add songs from any song's menu with 'Move to Workspace'.",
  trashedTitle: 'This workspace is in the trash',
  trashedBody: 'A trashed workspace cannot be opened. Restore it from your workspace list first.',
  notFoundTitle: 'Workspace not found',
  notFoundBody: "This workspace doesn't exist, or you are not one of its members.",
  errorTitle: "Couldn't load this workspace",
  retry: 'Try again',
  backToLibrary: 'Back to My Workspace',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {{page}} of {{pages}}',
  collaborators: 'Collaborators',
  owner: 'Owner',
  pending: 'Invited',
  remove: 'Remove @{{handle}}',
  invite: 'Invite',
  inviteHandle: 'Invite by handle',
  invitePlaceholder: '@handle',
  invited: 'Invited @{{handle}}',
  removed: 'Removed @{{handle}}',
  live: 'Live: changes by collaborators appear here',
  invites: 'Workspace invites',
  inviteFrom: '@{{handle}} invited you to {{name}}',
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'You joined {{name}}',
  declined: 'Invite declined',
  failed: {
    create: "Couldn't create the workspace",
    rename: "Couldn't rename the workspace",
    trash: "Couldn't move the workspace to the trash",
    restore: "Couldn't restore the workspace",
  },
};

export type WorkspaceLabels = typeof WORKSPACE_LABELS;

/** '1 song' or 'N songs'. */
export const workspaceSongCount = (labels: WorkspaceLabels, count: number): string =>
  count === 1 ? labels.songCountOne : fill(labels.songCount, { count });
