// Tag workspaces (projects): create (name cut to 100), list, load (pages from 1; a trashed
// workspace fails to load), rename, clips add/remove/pinned/move (adds to the default workspace
// are ignored), trash and undo_trash, invites with a status, collaborators (the owner removes
// them; a collaborator can remove themself) and the collaboration broadcast.
import {
  WORKSPACE_DESCRIPTION_MAX_CHARS,
  WORKSPACE_NAME_MAX_CHARS,
  type components,
} from '@cadenza/sdk';
import { isoAt } from '../clock';
import type { ServerContext } from '../context';
import type { InviteRecord, WorkspaceRecord } from '../db/workspaces';
import type { User } from '../db/users';
import { newId } from '../db/ids';
import { ownedClip } from '../domain/access';
import { flagPredicate, page, pageNumberOf, type LibraryFlags } from '../domain/library';
import { hasFlag } from '../domain/plans';
import { badRequest, forbidden, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { PLAYLIST_MESSAGES } from '../messages';
import { serializeClips } from '../serialize/clips';
import { userSummary } from '../serialize/users';

type Schemas = components['schemas'];

export const DEFAULT_WORKSPACE_ID = 'default';
const DEFAULT_WORKSPACE_NAME = 'My Workspace';

type Access = { workspace: WorkspaceRecord; role: 'owner' | 'collaborator' };

/** The workspace and the viewer's role; 404 for non-members and trashed workspaces (unless allowed). */
function access(
  ctx: ServerContext,
  id: string,
  viewer: User,
  options: { trashed?: boolean } = {},
): Access {
  const workspace = ctx.repos.workspaces.get(id);
  if (!workspace) throw notFound('Workspace not found.');
  let role: Access['role'] | null = workspace.user_id === viewer.id ? 'owner' : null;
  if (role === null) {
    const invite = ctx.repos.workspaces.inviteFor(id, viewer.id);
    if (invite?.status === 'pending') throw forbidden('Accept the invite to open this workspace.');
    if (invite?.status === 'accepted') role = 'collaborator';
  }
  if (role === null) throw notFound('Workspace not found.');
  if (workspace.is_trashed && options.trashed !== true)
    throw notFound('This workspace is in the trash.');
  return { workspace, role };
}

const ownerOnly = (a: Access, what: string): void => {
  if (a.role !== 'owner') throw forbidden(`Only the workspace owner can ${what}.`);
};

/** The viewer's clips in no workspace: the default workspace. */
function defaultClipIds(ctx: ServerContext, viewer: User): string[] {
  const mine = ctx.repos.clips.byUser(viewer.id);
  const placed = ctx.repos.workspaces.workspaceIdsOfClips(mine.map((c) => c.id));
  return mine.filter((c) => !placed.has(c.id)).map((c) => c.id);
}

function serializeWorkspace(
  ctx: ServerContext,
  workspace: WorkspaceRecord,
  viewer: User,
  listing: { pageNumber: number; flags: LibraryFlags } | null,
): Schemas['Workspace'] {
  const owner = ctx.repos.users.get(workspace.user_id)!;
  const entries = ctx.repos.workspaces.entries(workspace.id);
  const clips = new Map(
    ctx.repos.clips.getMany(entries.map((e) => e.clip_id)).map((c) => [c.id, c]),
  );
  const listed = entries.filter((e) => {
    const clip = clips.get(e.clip_id);
    return clip !== undefined && clip.status !== 'error' && !clip.is_trashed;
  });
  const wire = (list: typeof entries) => {
    const serialized = serializeClips(
      ctx,
      list.map((e) => clips.get(e.clip_id)!),
      viewer,
    );
    return list.map((e, i) => ({
      clip: serialized[i]!,
      pinned: e.pinned,
      added_at: isoAt(e.added_at),
    }));
  };
  const predicate = listing ? flagPredicate(ctx, viewer, listing.flags) : null;
  const filtered = predicate ? listed.filter((e) => predicate(clips.get(e.clip_id)!)) : [];
  return {
    id: workspace.id,
    name: workspace.name,
    description: workspace.description,
    owner: userSummary(owner),
    is_owner: workspace.user_id === viewer.id,
    clip_count: listed.length,
    last_updated_clip:
      workspace.last_updated_clip === null ? null : isoAt(workspace.last_updated_clip),
    shared: ctx.repos.workspaces.collaboratorIds(workspace.id).length > 0,
    is_trashed: workspace.is_trashed,
    project_clips: listing ? wire(page(filtered, 'getWorkspace', listing.pageNumber)) : [],
    pinned_clips: wire(listed.filter((e) => e.pinned)),
    current_page: pageNumberOf('getWorkspace', listing?.pageNumber),
    num_total_results: listing ? filtered.length : listed.length,
    created_at: isoAt(workspace.created_at),
  };
}

function defaultWorkspace(
  ctx: ServerContext,
  viewer: User,
  pageNumber: number,
  flags: LibraryFlags,
): Schemas['Workspace'] {
  const predicate = flagPredicate(ctx, viewer, flags);
  const clips = ctx.repos.clips.getMany(defaultClipIds(ctx, viewer)).filter(predicate);
  return {
    id: DEFAULT_WORKSPACE_ID,
    name: DEFAULT_WORKSPACE_NAME,
    description: null,
    owner: userSummary(viewer),
    is_owner: true,
    clip_count: clips.length,
    last_updated_clip: null,
    shared: false,
    is_trashed: false,
    project_clips: serializeClips(ctx, page(clips, 'getWorkspace', pageNumber), viewer).map(
      (clip) => ({ clip, pinned: false }),
    ),
    pinned_clips: [],
    current_page: pageNumber,
    num_total_results: clips.length,
  };
}

function serializeInvite(ctx: ServerContext, invite: InviteRecord): Schemas['Invite'] {
  const workspace = ctx.repos.workspaces.get(invite.workspace_id);
  const by = ctx.repos.users.get(invite.invited_by);
  return {
    id: invite.id,
    status: invite.status,
    project_id: invite.workspace_id,
    project_name: workspace?.name ?? '',
    ...(by ? { invited_by: userSummary(by) } : {}),
    invited_user_id: invite.invited_user_id,
    created_at: isoAt(invite.created_at),
  };
}

const cutName = (name: string): string =>
  name.trim().slice(0, WORKSPACE_NAME_MAX_CHARS) || PLAYLIST_MESSAGES.untitled;

/** The members other than `exceptId` (owner and accepted collaborators). */
const otherMembers = (ctx: ServerContext, workspace: WorkspaceRecord, exceptId: string): string[] =>
  [workspace.user_id, ...ctx.repos.workspaces.collaboratorIds(workspace.id)].filter(
    (id) => id !== exceptId,
  );

/** Trimmed and cut to the decided maximum; blank is none (issue 32 item 8). */
const workspaceDescription = (text: string | null | undefined): string | null =>
  text?.trim().slice(0, WORKSPACE_DESCRIPTION_MAX_CHARS).trim() || null;

export const workspaceRoutes = defineRoutes({
  createWorkspace: ({ ctx, viewer, body }) => {
    const record: WorkspaceRecord = {
      id: newId(),
      user_id: viewer.id,
      name: cutName(body.name),
      description: workspaceDescription(body.description),
      is_trashed: false,
      created_at: ctx.clock.now(),
      last_updated_clip: null,
    };
    ctx.repos.workspaces.insert(record);
    return serializeWorkspace(ctx, record, viewer, null);
  },

  getMyWorkspaces: ({ ctx, viewer, query }) => {
    const text = query.query?.trim().toLowerCase() ?? '';
    const all = ctx.repos.workspaces
      .forMember(viewer.id)
      .filter(
        (w) =>
          w.is_trashed === (query.show_trashed === true) &&
          (!w.is_trashed || w.user_id === viewer.id),
      )
      .filter((w) => text === '' || w.name.toLowerCase().includes(text))
      .sort((a, b) =>
        query.sort === 'name'
          ? a.name.localeCompare(b.name)
          : query.sort === 'created_at'
            ? b.created_at - a.created_at
            : (b.last_updated_clip ?? b.created_at) - (a.last_updated_clip ?? a.created_at),
      );
    const pageNumber = pageNumberOf('getMyWorkspaces', query.page);
    return {
      projects: page(all, 'getMyWorkspaces', pageNumber).map((w) =>
        serializeWorkspace(ctx, w, viewer, null),
      ),
      num_total_results: all.length,
      current_page: pageNumber,
    };
  },

  getWorkspaceInvites: ({ ctx, viewer }) => ({
    invites: ctx.repos.workspaces
      .invitesFor(viewer.id)
      .map((invite) => serializeInvite(ctx, invite)),
  }),

  respondToWorkspaceInvite: ({ ctx, viewer, params, body }) => {
    const invite = ctx.repos.workspaces.invite(params.invite_id);
    if (!invite) throw notFound('Invite not found.');
    if (invite.invited_user_id !== viewer.id) {
      if (invite.invited_by === viewer.id)
        throw forbidden('Only the invited user can answer an invite.');
      throw notFound('Invite not found.');
    }
    if (body.status === 'pending') throw badRequest('Answer with accepted or declined.');
    ctx.repos.workspaces.setInviteStatus(invite.id, body.status);
    return serializeInvite(ctx, ctx.repos.workspaces.invite(invite.id)!);
  },

  trashWorkspace: ({ ctx, viewer, body }) => {
    const a = access(ctx, body.project_id, viewer, { trashed: true });
    ownerOnly(a, 'trash it');
    const trashed = body.undo_trash !== true;
    ctx.repos.workspaces.update(a.workspace.id, { is_trashed: trashed });
    return { success: true, project_id: a.workspace.id, is_trashed: trashed };
  },

  getWorkspace: ({ ctx, viewer, params, query }) => {
    const pageNumber = pageNumberOf('getWorkspace', query.page);
    if (params.project_id === DEFAULT_WORKSPACE_ID)
      return defaultWorkspace(ctx, viewer, pageNumber, query);
    const a = access(ctx, params.project_id, viewer);
    return serializeWorkspace(ctx, a.workspace, viewer, { pageNumber, flags: query });
  },

  updateWorkspaceMetadata: ({ ctx, viewer, params, body }) => {
    const a = access(ctx, params.project_id, viewer);
    ownerOnly(a, 'rename it');
    ctx.repos.workspaces.update(a.workspace.id, {
      ...(body.name !== undefined ? { name: cutName(body.name) } : {}),
      ...(body.description !== undefined
        ? { description: workspaceDescription(body.description) }
        : {}),
    });
    return serializeWorkspace(ctx, ctx.repos.workspaces.get(a.workspace.id)!, viewer, null);
  },

  updateWorkspaceClips: ({ ctx, viewer, params, body }) => {
    if (params.project_id === DEFAULT_WORKSPACE_ID)
      return { success: true, clip_count: defaultClipIds(ctx, viewer).length };
    const a = access(ctx, params.project_id, viewer);
    const ids = [...new Set(body.metadata.clip_ids)];
    const now = ctx.clock.now();
    const id = a.workspace.id;
    if (body.update_type === 'add') {
      for (const clipId of ids) ownedClip(ctx, clipId, viewer);
      ctx.repos.workspaces.addClips(id, ids, now);
    } else if (body.update_type === 'pinned') {
      ctx.repos.workspaces.setPinned(id, ids, body.metadata.pinned !== false, now);
    } else {
      const inWorkspace = new Set(ctx.repos.workspaces.entries(id).map((e) => e.clip_id));
      for (const clipId of ids) {
        if (!inWorkspace.has(clipId)) throw notFound('That clip is not in this workspace.');
        const clip = ctx.repos.clips.get(clipId);
        if (a.role !== 'owner' && clip?.user_id !== viewer.id)
          throw forbidden('Collaborators can only remove their own clips.');
      }
      const target = body.update_type === 'move' ? body.metadata.target_project_id : null;
      if (body.update_type === 'move' && (target == null || target === ''))
        throw badRequest('Moving needs target_project_id.');
      const targetAccess =
        target && target !== DEFAULT_WORKSPACE_ID ? access(ctx, target, viewer) : null;
      ctx.db.transaction(() => {
        ctx.repos.workspaces.removeClips(id, ids, now);
        if (targetAccess) ctx.repos.workspaces.addClips(targetAccess.workspace.id, ids, now);
      })();
    }
    return { success: true, clip_count: ctx.repos.workspaces.countClips(id) };
  },

  getWorkspacePinnedClips: ({ ctx, viewer, params }) => {
    const a = access(ctx, params.project_id, viewer);
    return { pinned_clips: serializeWorkspace(ctx, a.workspace, viewer, null).pinned_clips ?? [] };
  },

  getWorkspaceCollaborators: ({ ctx, viewer, params }) => {
    const a = access(ctx, params.project_id, viewer);
    const owner = ctx.repos.users.get(a.workspace.user_id)!;
    const invites = ctx.repos.workspaces
      .invitesOf(a.workspace.id)
      .filter((i) => i.status !== 'declined');
    const users = ctx.repos.users.getMany(invites.map((i) => i.invited_user_id));
    return {
      collaborators: [
        { user: userSummary(owner), role: 'owner' as const, invite_status: 'accepted' as const },
        ...invites.flatMap((invite) => {
          const user = users.get(invite.invited_user_id);
          return user
            ? [
                {
                  user: userSummary(user),
                  role: 'collaborator' as const,
                  invite_status: invite.status,
                },
              ]
            : [];
        }),
      ],
    };
  },

  removeWorkspaceCollaborator: ({ ctx, viewer, params, body }) => {
    const a = access(ctx, params.project_id, viewer);
    if (body.invited_user_id === viewer.id && a.role === 'collaborator') {
      ctx.repos.workspaces.removeMember(a.workspace.id, viewer.id);
      return { success: true };
    }
    ownerOnly(a, 'remove collaborators');
    if (ctx.repos.workspaces.removeMember(a.workspace.id, body.invited_user_id) === 0)
      throw notFound('No such collaborator.');
    return { success: true };
  },

  leaveWorkspace: ({ ctx, viewer, params }) => {
    const a = access(ctx, params.project_id, viewer, { trashed: true });
    if (a.role === 'owner') throw forbidden('The owner cannot leave their own workspace.');
    ctx.repos.workspaces.removeMember(a.workspace.id, viewer.id);
    return { success: true };
  },

  inviteWorkspaceCollaborator: ({ ctx, viewer, params, body }) => {
    const a = access(ctx, params.project_id, viewer);
    ownerOnly(a, 'invite collaborators');
    if (body.invited_user_id === viewer.id) throw badRequest('You cannot invite yourself.');
    const invited =
      ctx.repos.users.get(body.invited_user_id) ??
      ctx.repos.users.byHandle(body.invited_user_id.replace(/^@/, ''));
    if (!invited) throw notFound('No such user.');
    if (invited.id === viewer.id) throw badRequest('You cannot invite yourself.');
    const current = ctx.repos.workspaces.inviteFor(a.workspace.id, invited.id);
    if (current?.status === 'accepted') throw badRequest('That user is already a collaborator.');
    const invite = ctx.repos.workspaces.upsertInvite({
      id: current?.id ?? newId(),
      workspace_id: a.workspace.id,
      invited_user_id: invited.id,
      invited_by: viewer.id,
      status: 'pending',
      created_at: ctx.clock.now(),
    });
    return serializeInvite(ctx, invite);
  },

  sendWorkspaceUpdate: ({ ctx, viewer, params, body }) => {
    const a = access(ctx, params.project_id, viewer);
    if (!hasFlag(viewer, 'collab-workspaces'))
      throw forbidden('Collaboration needs the collab-workspaces flag.');
    const others = otherMembers(ctx, a.workspace, viewer.id);
    if (ctx.repos.workspaces.collaboratorIds(a.workspace.id).length === 0)
      throw badRequest('This workspace is not shared.');
    for (const userId of others)
      ctx.bus.publish(userId, 'workspace_update', {
        project_id: a.workspace.id,
        update_type: body.update_type,
        clip_ids: body.clip_ids ?? [],
      });
    return { success: true };
  },
});
