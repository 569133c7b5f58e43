// Objects made straight through the repositories for table-driven tests (fast, no lifecycle).
import type { ClipMetadata } from '../src/db/clips';
import { newId } from '../src/db/ids';
import { createClip } from '../src/lifecycle/clips';
import { newProjectState } from '../src/domain/studio-state';
import type { TestServer } from './harness';

type Handle = 'free' | 'pro' | 'premier' | 'staff';

export interface ClipOptions {
  isPublic?: boolean;
  trashed?: boolean;
  type?: ClipMetadata['type'];
  lyrics?: string;
}

/** A complete 60-second clip of `owner`. */
export function makeClip(server: TestServer, owner: Handle, options: ClipOptions = {}): string {
  const user = server.ctx.repos.users.byHandle(owner)!;
  const lyrics = options.lyrics ?? '';
  const clip = createClip(server.ctx, {
    user,
    title: `Fixture ${newId().slice(0, 6)}`,
    source: {
      title: 'Fixture',
      tags: 'ambient',
      negativeTags: '',
      lyrics,
      instrumental: lyrics === '',
      description: '',
      durationS: 60,
      parent: null,
      upload: null,
    },
    metadata: {
      type: options.type ?? 'gen',
      tags: 'ambient',
      prompt: lyrics,
      duration: 60,
      has_vocal: lyrics !== '',
    },
    modelName: 'chirp-crow',
    lifecycle: 'static',
    status: 'complete',
    isPublic: options.isPublic ?? true,
  });
  if (options.trashed) server.ctx.repos.clips.update(clip.id, { is_trashed: true });
  return clip.id;
}

export function makeComment(server: TestServer, author: Handle, clipId: string): string {
  const id = newId();
  server.ctx.repos.comments.insert({
    id,
    clip_id: clipId,
    user_id: server.userId(author),
    parent_id: null,
    content: 'fixture',
    user_mentions: [],
    track_timestamp: null,
    created_at: server.clock.now(),
  });
  return id;
}

export function makePlaylist(server: TestServer, owner: Handle, clipIds: string[] = []): string {
  const id = newId();
  const now = server.clock.now();
  server.ctx.repos.playlists.insert({
    id,
    user_id: server.userId(owner),
    name: 'Fixture list',
    description: null,
    image_url: null,
    is_public: true,
    is_trashed: false,
    play_count: 0,
    created_at: now,
    updated_at: now,
  });
  if (clipIds.length > 0) server.ctx.repos.playlists.addClips(id, clipIds, now);
  return id;
}

export function makePersona(server: TestServer, owner: Handle, rootClipId: string): string {
  const id = newId();
  server.ctx.repos.personas.insert({
    id,
    user_id: server.userId(owner),
    root_clip_id: rootClipId,
    name: 'Fixture persona',
    description: '',
    image_s3_id: null,
    extra_clip_ids: [],
    is_public: true,
    is_trashed: false,
    created_at: server.clock.now(),
  });
  return id;
}

/** A workspace of `owner`, optionally shared with accepted collaborators. */
export function makeWorkspace(
  server: TestServer,
  owner: Handle,
  collaborators: Handle[] = [],
): string {
  const id = newId();
  server.ctx.repos.workspaces.insert({
    id,
    user_id: server.userId(owner),
    name: 'Fixture space',
    description: null,
    is_trashed: false,
    created_at: server.clock.now(),
    last_updated_clip: null,
  });
  for (const handle of collaborators)
    server.ctx.repos.workspaces.upsertInvite({
      id: newId(),
      workspace_id: id,
      invited_user_id: server.userId(handle),
      invited_by: server.userId(owner),
      status: 'accepted',
      created_at: server.clock.now(),
    });
  return id;
}

export function makeInvite(
  server: TestServer,
  workspaceId: string,
  invitee: Handle,
  by: Handle,
): string {
  return server.ctx.repos.workspaces.upsertInvite({
    id: newId(),
    workspace_id: workspaceId,
    invited_user_id: server.userId(invitee),
    invited_by: server.userId(by),
    status: 'pending',
    created_at: server.clock.now(),
  }).id;
}

export function makePrompt(server: TestServer, owner: Handle): string {
  const id = newId();
  server.ctx.repos.prompts.upsert({
    id,
    user_id: server.userId(owner),
    prompt_type: 'tags',
    gpt_description_prompt: null,
    lyrics: null,
    tags: 'x',
    negative_tags: null,
    title: null,
    sliders: null,
    updated_at: server.clock.now(),
  });
  return id;
}

/** A studio project of `owner` for a clip; returns the project and its version. */
export function makeProject(
  server: TestServer,
  owner: Handle,
  clipId: string,
): { projectId: string; versionId: string } {
  const clip = server.ctx.repos.clips.get(clipId)!;
  const projectId = newId();
  const versionId = newId();
  const now = server.clock.now();
  server.ctx.repos.studio.create(
    {
      id: projectId,
      user_id: server.userId(owner),
      title: 'Fixture project',
      clip_id: clipId,
      created_at: now,
      updated_at: now,
    },
    versionId,
    newProjectState('Fixture project', clip),
  );
  return { projectId, versionId };
}

/** A finished upload of `owner` (audio ready to initialise, or a processed video). */
export function makeUpload(
  server: TestServer,
  owner: Handle,
  kind: 'audio' | 'video',
  bytes: Uint8Array = Uint8Array.from([1, 2, 3]),
): string {
  const id = newId();
  const now = server.clock.now();
  server.ctx.repos.uploads.insert({
    id,
    user_id: server.userId(owner),
    kind,
    extension: kind === 'audio' ? 'wav' : 'mp4',
    is_stem_mix: false,
    signature: 'sig',
    created_at: now,
  });
  server.ctx.repos.uploads.update(id, {
    filename: kind === 'audio' ? 'song.wav' : 'clip.mp4',
    bytes: Buffer.from(bytes),
    size: bytes.length,
    finished_at: now,
    ready_at: now,
    outcome: 'complete',
    duration_s: 30,
    has_vocal: false,
  });
  return id;
}

const UNFINISHED_EXTENSION = { audio: 'wav', video: 'mp4', image: 'png' } as const;

/** An upload of `owner` that has bytes but is not finished yet. */
export function makeUnfinishedUpload(
  server: TestServer,
  owner: Handle,
  kind: keyof typeof UNFINISHED_EXTENSION,
  bytes: Uint8Array,
): string {
  const id = newId();
  server.ctx.repos.uploads.insert({
    id,
    user_id: server.userId(owner),
    kind,
    extension: UNFINISHED_EXTENSION[kind],
    is_stem_mix: false,
    signature: 'sig',
    created_at: server.clock.now(),
  });
  server.ctx.repos.uploads.update(id, {
    filename: 'x',
    bytes: Buffer.from(bytes),
    size: bytes.length,
  });
  return id;
}
