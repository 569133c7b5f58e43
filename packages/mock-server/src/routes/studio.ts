// Tag studio: projects and their versions (revisions). Saving returns a version_id; a state
// without timing, tracks and selection is 400 'Invalid project state format'. A non-owner who may
// read a project (its clip is public, or shared with them in a workspace) gets a locked copy
// (is_owner false) and must clone it to edit; others get 403.
import type { components } from '@cadenza/sdk';
import { FALLBACK_BPS } from '@cadenza/studio-engine/rules';
import type { ServerContext } from '../context';
import type { StudioProjectRecord, StudioVersionRecord } from '../db/studio';
import type { User } from '../db/users';
import { isoAt } from '../clock';
import { newId } from '../db/ids';
import { canViewClip, isListable, visibleClip } from '../domain/access';
import { findModerated } from '../domain/moderation';
import { hasFeature } from '../domain/plans';
import { isValidProjectState, newProjectState, type ProjectState } from '../domain/studio-state';
import { badRequest, forbidden, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { createClip, storedSourceOf } from '../lifecycle/clips';
import { STUDIO_MESSAGES } from '../messages';
import { serializeClip } from '../serialize/clips';

type Schemas = components['schemas'];

const DEFAULT_TITLE = 'Untitled Project';

function mayRead(ctx: ServerContext, project: StudioProjectRecord, viewer: User): boolean {
  if (project.user_id === viewer.id || viewer.is_staff) return true;
  const clip = project.clip_id ? ctx.repos.clips.get(project.clip_id) : null;
  if (!clip) return false;
  if (isListable(clip)) return true;
  const workspace = ctx.repos.workspaces.workspaceOfClip(clip.id);
  return workspace !== null && ctx.repos.workspaces.isCollaborator(workspace.id, viewer.id);
}

/**
 * A project the viewer may read. Another user's private project answers the same 404 as an
 * unknown id (as clips do), so ids cannot be probed (issue 32 item 10).
 */
function readableProject(ctx: ServerContext, id: string, viewer: User): StudioProjectRecord {
  const project = ctx.repos.studio.project(id);
  if (!project || !mayRead(ctx, project, viewer)) throw notFound('Project not found.');
  return project;
}

function readableVersion(
  ctx: ServerContext,
  id: string,
  viewer: User,
): { project: StudioProjectRecord; version: StudioVersionRecord } {
  const version = ctx.repos.studio.version(id);
  if (!version) throw notFound(STUDIO_MESSAGES.versionNotFound);
  const project = ctx.repos.studio.project(version.project_id);
  if (!project || !mayRead(ctx, project, viewer)) throw notFound(STUDIO_MESSAGES.versionNotFound);
  return { project, version };
}

function serializeProject(
  ctx: ServerContext,
  project: StudioProjectRecord,
  viewer: User,
): Schemas['StudioProject'] {
  const latest = project.latest_version_id
    ? ctx.repos.studio.version(project.latest_version_id)
    : null;
  return {
    id: project.id,
    title: project.title,
    state: latest?.state ?? {},
    user_id: project.user_id,
    is_owner: project.user_id === viewer.id,
    version_id: project.latest_version_id,
    created_at: isoAt(project.created_at),
    updated_at: isoAt(project.updated_at),
  };
}

const serializeVersion = (
  project: StudioProjectRecord,
  version: StudioVersionRecord,
  viewer: User,
): Schemas['StudioProjectVersion'] => ({
  id: version.id,
  project_id: project.id,
  is_owner: project.user_id === viewer.id,
  title: version.title,
  state: version.state,
  created_at: isoAt(version.created_at),
});

function requireStudio(viewer: User): void {
  if (!hasFeature(viewer, 'Studio') && !viewer.is_staff)
    throw forbidden('Your plan does not include Studio.');
}

function createProject(
  ctx: ServerContext,
  viewer: User,
  title: string,
  state: ProjectState,
  clipId: string | null,
): StudioProjectRecord {
  const now = ctx.clock.now();
  const id = newId();
  ctx.repos.studio.create(
    { id, user_id: viewer.id, title, clip_id: clipId, created_at: now, updated_at: now },
    newId(),
    state,
  );
  return ctx.repos.studio.project(id)!;
}

/** The first studio clip (on any track) overlapping the selection, with the tempo. */
function renderSource(
  ctx: ServerContext,
  state: ProjectState,
  viewer: User,
  startBeats: number,
  endBeats: number,
) {
  const timing = state.timing as { bps?: unknown };
  const bps = typeof timing.bps === 'number' && timing.bps > 0 ? timing.bps : FALLBACK_BPS;
  for (const track of state.tracks as { clips?: unknown }[]) {
    for (const studioClip of Array.isArray(track?.clips)
      ? (track.clips as Record<string, unknown>[])
      : []) {
      const clipId = typeof studioClip.clipId === 'string' ? studioClip.clipId : null;
      const start = typeof studioClip.startBeats === 'number' ? studioClip.startBeats : 0;
      const end = typeof studioClip.endBeats === 'number' ? studioClip.endBeats : start;
      if (clipId === null || end <= startBeats || start >= endBeats) continue;
      const clip = ctx.repos.clips.get(clipId);
      if (clip && canViewClip(clip, viewer) && clip.status === 'complete')
        return {
          clip,
          startS: Math.max(0, (startBeats - start) / bps),
          endS: (Math.min(endBeats, end) - start) / bps,
        };
    }
  }
  return null;
}

export const studioRoutes = defineRoutes({
  getStudioProject: ({ ctx, viewer, params }) =>
    serializeProject(ctx, readableProject(ctx, params.project_id, viewer), viewer),

  getStudioProjectRevision: ({ ctx, viewer, params }) => {
    const { project, version } = readableVersion(ctx, params.revision_id, viewer);
    return serializeVersion(project, version, viewer);
  },

  getStudioProjectVersion: ({ ctx, viewer, params }) => {
    const { project, version } = readableVersion(ctx, params.version_id, viewer);
    if (project.id !== params.project_id) throw notFound(STUDIO_MESSAGES.versionNotFound);
    return serializeVersion(project, version, viewer);
  },

  saveStudioProject: ({ ctx, viewer, body }) => {
    const project = readableProject(ctx, body.project_id, viewer);
    if (project.user_id !== viewer.id)
      throw forbidden('A shared project must be duplicated before editing.');
    if (!isValidProjectState(body.state)) throw badRequest(STUDIO_MESSAGES.invalidStateFormat);
    const versionId = newId();
    const now = ctx.clock.now();
    ctx.repos.studio.saveVersion(
      project.id,
      versionId,
      body.title ?? project.title,
      body.state,
      now,
    );
    return { version_id: versionId, saved_at: isoAt(now) };
  },

  createStudioProject: ({ ctx, viewer, query }) => {
    requireStudio(viewer);
    const title = query.title?.trim() || DEFAULT_TITLE;
    return serializeProject(
      ctx,
      createProject(ctx, viewer, title, newProjectState(title), null),
      viewer,
    );
  },

  createOrLoadStudioProjectForClip: ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    requireStudio(viewer);
    const existing = ctx.repos.studio.projectForClip(viewer.id, clip.id);
    if (existing) return serializeProject(ctx, existing, viewer);
    return serializeProject(
      ctx,
      createProject(ctx, viewer, clip.title, newProjectState(clip.title, clip), clip.id),
      viewer,
    );
  },

  cloneStudioProjectRevision: ({ ctx, viewer, params, body }) => {
    const { project, version } = readableVersion(ctx, params.revision_id, viewer);
    requireStudio(viewer);
    const title = body.title?.trim() || version.title;
    return serializeProject(
      ctx,
      createProject(ctx, viewer, title, version.state, project.clip_id),
      viewer,
    );
  },

  renderStudioState: ({ ctx, viewer, body }) => {
    requireStudio(viewer);
    if (!isValidProjectState(body.state)) throw badRequest(STUDIO_MESSAGES.invalidStateFormat);
    if (!(body.end_beats > body.start_beats))
      throw badRequest('end_beats must be after start_beats.');
    for (const id of [body.project_id, body.from_studio_project_id]) {
      if (id == null) continue;
      const project = readableProject(ctx, id, viewer);
      if (project.user_id !== viewer.id)
        throw forbidden('A shared project must be duplicated before editing.');
    }
    const moderated = findModerated(body.title, body.lyrics);
    if (moderated !== null)
      return { clip: null, moderation_error_message: `The text contains '${moderated}'.` };
    const found = renderSource(ctx, body.state, viewer, body.start_beats, body.end_beats);
    if (!found) throw badRequest('There is no finished audio in the selection to render.');
    const title = body.title?.trim() || `${found.clip.title} (Selection)`;
    const clip = createClip(ctx, {
      user: viewer,
      title,
      source: {
        ...storedSourceOf(found.clip),
        title,
        parent: {
          source: storedSourceOf(found.clip),
          derivation: {
            kind: 'crop',
            startS: found.startS,
            endS: found.endS,
            remove: false,
            fadeOutS: null,
          },
        },
      },
      metadata: {
        ...found.clip.metadata,
        type: 'edit_crop',
        duration: null,
        prompt: body.lyrics ?? found.clip.metadata.prompt,
        contest_ids: [],
        error_type: null,
        error_message: null,
        refund_credits: null,
      },
      modelName: found.clip.model_name,
      lifecycle: 'edit',
      parentId: found.clip.id,
      remixKind: 'crop',
      fromStudioProjectId: body.from_studio_project_id ?? body.project_id ?? null,
    });
    return { clip: serializeClip(ctx, clip, viewer), moderation_error_message: null };
  },
});
