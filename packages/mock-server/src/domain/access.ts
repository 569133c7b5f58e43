// Object-level authorization of clips: who may see one (the owner; staff, or anyone when it is
// public, while it is not trashed) and who may change it (the owner; staff only where the spec lets them).
// Another user's private or trashed clip is 404 to everyone else, except that GET clip, its audio
// and its waveform show a private clip to the collaborators of the workspace it is in (they see it
// in the workspace and in its studio project already).
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { forbidden, notFound } from '../http/errors';

export const isOwner = (clip: Pick<ClipRecord, 'user_id'>, viewer: User | null): boolean =>
  viewer !== null && clip.user_id === viewer.id;

/** The owner always; anyone else only while it is not trashed: staff any clip, others public ones. */
export const canViewClip = (clip: ClipRecord, viewer: User | null): boolean =>
  isOwner(clip, viewer) || (!clip.is_trashed && (viewer?.is_staff === true || clip.is_public));

/** Clips may be listed for others only when public, complete and not trashed. */
export const isListable = (clip: ClipRecord): boolean =>
  clip.is_public && !clip.is_trashed && clip.status === 'complete';

/** The clip if the viewer may see it, else 404. */
export function visibleClip(ctx: ServerContext, id: string, viewer: User | null): ClipRecord {
  const clip = ctx.repos.clips.get(id);
  if (!clip || !canViewClip(clip, viewer)) throw notFound('Clip not found.');
  return clip;
}

/** Whether the viewer collaborates on the (not trashed) workspace holding this not-trashed clip. */
export function collaboratesOnClip(
  ctx: ServerContext,
  clip: ClipRecord,
  viewer: User | null,
): boolean {
  if (clip.is_trashed || viewer === null) return false;
  const workspace = ctx.repos.workspaces.workspaceOfClip(clip.id);
  return (
    workspace !== null &&
    !workspace.is_trashed &&
    ctx.repos.workspaces.isCollaborator(workspace.id, viewer.id)
  );
}

/**
 * The clip if the viewer may see it or collaborates on the workspace holding it (not trashed),
 * else 404: what GET clip, its audio and its waveform show, so a collaborator's studio can tell
 * which workspace a shared project's private clip is in, draw it and play it.
 */
export function readableClip(ctx: ServerContext, id: string, viewer: User | null): ClipRecord {
  const clip = ctx.repos.clips.get(id);
  if (clip && !canViewClip(clip, viewer) && collaboratesOnClip(ctx, clip, viewer)) return clip;
  return visibleClip(ctx, id, viewer);
}

/**
 * The clip if the viewer owns it (or is staff where `staff` allows it): 404 when the viewer may
 * not even see it, 403 when they may see it but not change it.
 */
export function ownedClip(
  ctx: ServerContext,
  id: string,
  viewer: User,
  options: { staff?: boolean } = {},
): ClipRecord {
  const clip = visibleClip(ctx, id, viewer);
  if (isOwner(clip, viewer) || (options.staff === true && viewer.is_staff)) return clip;
  throw forbidden('Only the owner of this clip can do that.');
}
