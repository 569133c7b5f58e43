/**
 * Cache tags: one tag type per area of the contract (the OpenAPI tags) plus 'clip' for single
 * clips. Queries provide their area and every clip they hold; mutations invalidate their area,
 * or the areas this table names when a change shows elsewhere (a generation adds clips to
 * lists and reloads the session; trashing a clip changes workspace and playlist lists too).
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import { routes, type AnyCallArgs, type OperationId } from '@cadenza/sdk';
import { collectClips } from './clip-walk';
import type { MutationOperationId } from './operation-kinds';

// prettier-ignore
export const TAG_TYPES = [
  'clip', 'generate', 'clips', 'comments', 'notifications', 'prompts', 'studio', 'edit', 'analysis',
  'uploads', 'video', 'hooks', 'downloads', 'sharing', 'playlists', 'personas', 'workspaces',
  'profiles', 'player', 'radio', 'search', 'discover', 'contests', 'social', 'auth', 'session',
  'realtime', 'media', 'dev',
] as const;
export type TagType = (typeof TAG_TYPES)[number];
type Tag = TagDescription<TagType>;

const ALL_AREAS = TAG_TYPES.filter((tag) => tag !== 'clip');
const CLIP_LISTS: readonly TagType[] = [
  'clips',
  'profiles',
  'workspaces',
  'playlists',
  'social',
  'search',
];
const GENERATION: readonly TagType[] = [...CLIP_LISTS, 'session'];
const NONE: readonly TagType[] = [];

/** A finished edit action (crop, fade, speed) made a new clip: the clip lists show it. */
export const EDITED_CLIP_INVALIDATES: readonly TagType[] = CLIP_LISTS;

/** Mutations whose effect reaches beyond their own area (or nowhere that is cached). */
export const INVALIDATES: Partial<Record<MutationOperationId, readonly TagType[]>> = {
  generate: GENERATION,
  generateWeb: GENERATION,
  upsample: GENERATION,
  generateStems: GENERATION,
  adjustClipSpeed: GENERATION,
  concatClip: GENERATION,
  mergeClips: GENERATION,
  regeneratePlaylist: GENERATION,
  unlockPreview: CLIP_LISTS,
  trashClips: CLIP_LISTS,
  deleteClips: CLIP_LISTS,
  setClipVisibility: CLIP_LISTS,
  setMetadata: CLIP_LISTS,
  setClipPrompt: [...CLIP_LISTS, 'analysis'],
  setDisplayTags: CLIP_LISTS,
  pinClip: CLIP_LISTS,
  updateReactionType: CLIP_LISTS,
  initializeUploadClip: [...CLIP_LISTS, 'uploads'],
  initializeStemMixClip: [...CLIP_LISTS, 'uploads'],
  updateWorkspaceClips: ['workspaces', 'clips'],
  updatePlaylistClips: ['playlists', 'clips'],
  followProfile: ['profiles', 'social'],
  followPersona: ['personas'],
  togglePersonaLove: ['personas'],
  markNotInterested: NONE,
  clearNotInterested: NONE,
  incrementPlayCount: NONE,
  incrementPlayCountV2: NONE,
  bulkIncrementPlayCounts: NONE,
  incrementActionCount: NONE,
  incrementActionCounts: NONE,
  incrementPlaylistPlayCount: ['playlists'],
  savePlaybarState: NONE,
  sendWorkspaceUpdate: NONE,
  generateLyrics: NONE,
  convertToWav: NONE,
  convertToOpus: NONE,
  createShareAsset: NONE,
  uploadDirect: NONE,
  cropClip: NONE,
  fadeClip: NONE,
  changeClipSpeed: NONE,
  renderStudioState: NONE,
  devLogin: ALL_AREAS,
};

const area = (id: OperationId): TagType => routes[id].tag as TagType;

/** The id a path names (clip_id, gen_id, playlist_id, ...), as a tag of the operation's area. */
function pathTags(id: OperationId, args: AnyCallArgs | undefined): Tag[] {
  const path = args?.path ?? {};
  const tags: Tag[] = [];
  for (const [name, value] of Object.entries(path)) {
    const type: TagType = name === 'clip_id' || name === 'gen_id' ? 'clip' : area(id);
    tags.push({ type, id: String(value) });
  }
  return tags;
}

export function providedTags(
  id: OperationId,
  result: unknown,
  args: AnyCallArgs | undefined,
): Tag[] {
  const clipTags = collectClips(result).map((clip): Tag => ({ type: 'clip', id: clip.id }));
  return [area(id), ...pathTags(id, args), ...clipTags];
}

export function invalidatedTags(id: MutationOperationId, args: AnyCallArgs | undefined): Tag[] {
  const areas = routes[id].tag === 'dev' ? ALL_AREAS : (INVALIDATES[id] ?? [area(id)]);
  return [...areas, ...(areas.length > 0 ? pathTags(id, args) : [])];
}
