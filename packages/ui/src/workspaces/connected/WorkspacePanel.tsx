/**
 * One workspace on the SDK store (3-library-social §3, §4): GET /api/project/{id} page by page
 * (pages from 1, clamped), its members (GET collaborators), the owner's and collaborator's
 * actions, and the failure pages (a trashed workspace fails to load; a missing one, or one the
 * viewer is not a member of, is not found). A page left holding fewer than half a page while
 * more songs follow is reloaded. Changes by collaborators arrive through the realtime channel,
 * which refreshes the workspace queries without a reload.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  clampWorkspacePage,
  collaboratorRemoval,
  PAGING,
  shouldBroadcastWorkspace,
  shouldReloadWorkspaceList,
} from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { usePlayClips } from '../../player/connected/use-play-clips';
import { WORKSPACE_LABELS, type WorkspaceLabels } from '../labels';
import { WorkspaceCollaborators, type WorkspaceMember } from '../WorkspaceCollaborators';
import { WorkspacePanel as WorkspacePanelView, type WorkspaceLoad } from '../WorkspacePanel';
import { useWorkspaceActions } from './use-workspace-actions';

export interface WorkspacePanelProps {
  readonly workspaceId: string;
  /** Renders one song; `play` queues the page in the workspace context. */
  readonly renderClip: (clip: Clip, play: () => void) => ReactNode;
  /** Back to the default workspace (also after trash or leave). */
  readonly onBack: () => void;
  readonly labels?: WorkspaceLabels;
}

const PAGE_SIZE = PAGING.getWorkspace.size;

export function WorkspacePanel({
  workspaceId,
  renderClip,
  onBack,
  labels = WORKSPACE_LABELS,
}: WorkspacePanelProps) {
  const [page, setPage] = useState<number>(PAGING.getWorkspace.first);
  const session = useCadenzaQuery('getSession');
  const viewerId = session.data?.user.id ?? '';
  const path = { project_id: workspaceId };
  const loaded = useCadenzaQuery('getWorkspace', { path, query: { page } });
  const missing = loaded.error?.status === 404;
  const trashedList = useCadenzaQuery(
    'getMyWorkspaces',
    { query: { page: PAGING.getMyWorkspaces.first, show_trashed: true } },
    { skip: !missing },
  );
  const workspace = loaded.data ?? null;
  const members = useCadenzaQuery('getWorkspaceCollaborators', { path }, { skip: !workspace });
  const actions = useWorkspaceActions({ workspaceId, workspace, viewerId, labels, onGone: onBack });
  const play = usePlayClips();

  const total = workspace?.num_total_results ?? workspace?.clip_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const clips = useMemo(
    () => (workspace?.project_clips ?? []).map((entry) => entry.clip as Clip),
    [workspace],
  );
  const holdsFewer = workspace !== null && shouldReloadWorkspaceList(clips.length, PAGE_SIZE);
  const moreFollow = (page - 1) * PAGE_SIZE + clips.length < total;
  useEffect(() => {
    if (workspace === null) return;
    if (page > pages) setPage(clampWorkspacePage(pages));
    else if (holdsFewer && moreFollow) loaded.refetch();
    // Reload only when the page's size or the total changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clips.length, total, page, pages]);

  const load: WorkspaceLoad = missing
    ? trashedList.data === undefined && !trashedList.isError
      ? 'loading'
      : (trashedList.data?.projects ?? []).some((w) => w.id === workspaceId)
        ? 'trashed'
        : 'notFound'
    : loaded.isError
      ? 'error'
      : workspace
        ? 'ready'
        : 'loading';

  const memberRows: WorkspaceMember[] = (members.data?.collaborators ?? []).map((member) => ({
    userId: member.user.id,
    handle: member.user.handle,
    role: member.role,
    pending: member.invite_status === 'pending',
    removable:
      workspace !== null &&
      collaboratorRemoval(workspace, viewerId, member.user.id).kind === 'remove',
  }));

  return (
    <WorkspacePanelView
      key={workspaceId}
      labels={labels}
      load={load}
      workspace={
        workspace && {
          id: workspace.id,
          name: workspace.name,
          clipCount: workspace.clip_count,
          shared: workspace.shared,
          isOwner: workspace.is_owner ?? workspace.owner.id === viewerId,
          ownerHandle: workspace.owner.handle,
        }
      }
      songs={clips.map((clip, index) => ({
        id: clip.id,
        node: renderClip(clip, () => play(clips, index, { type: 'workspace', id: workspaceId })),
      }))}
      page={page}
      pages={pages}
      onPage={(next) => setPage(clampWorkspacePage(next))}
      live={workspace !== null && shouldBroadcastWorkspace(workspace, session.data?.flags ?? {})}
      members={
        workspace ? (
          <WorkspaceCollaborators
            labels={labels}
            members={memberRows}
            canInvite={workspace.is_owner ?? workspace.owner.id === viewerId}
            inviting={actions.inviting}
            onInvite={actions.invite}
            onRemove={(member) => actions.remove(member.userId, member.handle)}
          />
        ) : null
      }
      onRename={actions.rename}
      onTrash={actions.trash}
      onLeave={actions.leave}
      onRetry={loaded.refetch}
      onBack={onBack}
    />
  );
}
