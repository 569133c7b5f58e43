// Shared projects (2-studio §7 ably-update; 3-library-social §4), framework-free. The owner's
// studio: when generated clips are added to or removed from the open project, the change is saved
// at once and then broadcast to the project's workspace (add_clips / remove_clips; the broadcast
// itself checks the collab-workspaces flag and that the workspace is shared). A collaborator's
// studio: the project is read-only to them (locked), so a workspace update for its workspace
// reloads it from the server, and the change shows without a page reload.
import type { ApiClient } from '@cadenza/sdk';
import {
  projectClipChanges,
  projectClipIds,
  type StudioProjectState,
  type StudioSession,
} from '@cadenza/studio-engine';

export type ClipUpdateType = 'add_clips' | 'remove_clips';

export interface ProjectBroadcastDeps {
  readonly session: StudioSession;
  /** The workspace a project's clips belong to (null when none). */
  readonly workspaceOf: (state: StudioProjectState) => Promise<string | null>;
  /** Sends the update once `change` (the save) has resolved. */
  readonly broadcast: (
    workspaceId: string,
    type: ClipUpdateType,
    clipIds: readonly string[],
    change: Promise<unknown>,
  ) => Promise<void>;
}

/** Follows the owner's session and broadcasts each clip change of the project. */
export function followProjectClips(deps: ProjectBroadcastDeps): () => void {
  const { session } = deps;
  let seen: StudioProjectState | null = null;
  let seenProject: string | null = null;
  const onChange = () => {
    const { project, projectId, lock } = session.getSnapshot();
    if (project === null || project === seen) return;
    const before = projectId === seenProject ? seen : null;
    seen = project;
    seenProject = projectId;
    // A locked project cannot change here; a project just opened is not a change.
    if (before === null || lock !== null) return;
    const { added, removed } = projectClipChanges(before, project);
    if (added.length === 0 && removed.length === 0) return;
    const saved = session.flush();
    const lookUp = async () => (await deps.workspaceOf(before)) ?? deps.workspaceOf(project);
    void lookUp().then((workspaceId) => {
      if (workspaceId === null) return;
      if (added.length > 0) void deps.broadcast(workspaceId, 'add_clips', added, saved);
      if (removed.length > 0) void deps.broadcast(workspaceId, 'remove_clips', removed, saved);
    });
  };
  const off = session.subscribe(onChange);
  onChange();
  return off;
}

/** The workspace of the first of the project's clips that is in one (through GET clip). */
export function workspaceLookup(client: ApiClient) {
  const known = new Map<string, string | null>();
  return async (state: StudioProjectState): Promise<string | null> => {
    for (const clipId of projectClipIds(state)) {
      if (!known.has(clipId)) {
        try {
          const clip = await client.call('getClip', { path: { clip_id: clipId } });
          known.set(clipId, clip.project?.id ?? null);
        } catch {
          known.set(clipId, null);
        }
      }
      const workspaceId = known.get(clipId);
      if (workspaceId != null) return workspaceId;
    }
    return null;
  };
}
