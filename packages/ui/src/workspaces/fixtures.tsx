/** Songs and members for the workspace stories: rows from the library fixtures. */
import { LIBRARY_CLIPS } from '../library/fixtures/clips';
import { ClipRowFixture } from '../library/fixtures/ClipRowFixture';
import type { WorkspaceMember } from './WorkspaceCollaborators';
import type { WorkspaceSummary } from './WorkspacePanel';

export const fixtureSongs = (count: number) =>
  LIBRARY_CLIPS.slice(0, count).map((clip) => ({
    id: clip.id,
    node: <ClipRowFixture clip={clip} />,
  }));

export const FIXTURE_WORKSPACE: WorkspaceSummary = {
  id: 'ws-1',
  name: 'Album Sessions',
  clipCount: 4,
  shared: true,
  isOwner: true,
  ownerHandle: 'pro',
};

export const FIXTURE_MEMBERS: readonly WorkspaceMember[] = [
  { userId: 'u-pro', handle: 'pro', role: 'owner', pending: false, removable: false },
  { userId: 'u-premier', handle: 'premier', role: 'collaborator', pending: false, removable: true },
  { userId: 'u-free', handle: 'free', role: 'collaborator', pending: true, removable: true },
];
