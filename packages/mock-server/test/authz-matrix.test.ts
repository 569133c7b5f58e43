// The authorization matrix: every mutating operation × (owner, other user, staff, anonymous).
// The owner is 'pro', the other user 'premier' (a paid plan, so plan gates do not interfere), staff
// is 'staff'. Each cell gets a fresh target. 'ok' is any 2xx.
import { afterAll, describe, expect, it } from 'vitest';
import { type OperationId } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import { makeWav } from './fake-audio';
import { makePng } from './fake-images';
import {
  makeClip,
  makeComment,
  makeInvite,
  makePersona,
  makePlaylist,
  makeProject,
  makePrompt,
  makeUnfinishedUpload,
  makeUpload,
  makeWorkspace,
} from './fixtures';
import { createTestServer, type CallOptions, type TestServer } from './harness';

type Role = 'owner' | 'other' | 'staff' | 'anonymous';
type Outcome = 'ok' | 401 | 403 | 404;
type Target = (s: TestServer, role: Role) => CallOptions;

interface Row {
  id: OperationId;
  target: Target;
  other: Outcome;
  staff: Outcome;
  /** Optional-auth operations serve anonymous callers. */
  anonymous?: Outcome;
}

const HANDLE = { owner: 'pro', other: 'premier', staff: 'staff', anonymous: null } as const;
const ANY: Pick<Row, 'other' | 'staff'> = { other: 'ok', staff: 'ok' };
const OWNER_ONLY: Pick<Row, 'other' | 'staff'> = { other: 403, staff: 403 };
const OWNER_OR_STAFF: Pick<Row, 'other' | 'staff'> = { other: 403, staff: 'ok' };
const PRIVATE: Pick<Row, 'other' | 'staff'> = { other: 404, staff: 404 };

const clip = (s: TestServer, options = {}) => makeClip(s, 'pro', options);
const onClip =
  (param: string, body?: unknown, options = {}): Target =>
  (s) => ({ params: { [param]: clip(s, options) }, body });
const otherHandle = (role: Role) => (role === 'owner' ? 'free' : 'pro');
const hookBody = (s: TestServer, role: Role) => {
  const who = role === 'anonymous' ? 'pro' : HANDLE[role];
  const video = makeUpload(s, who, 'video');
  const clipId = clip(s);
  return {
    clip_id: clipId,
    hook_publish: { title: 'Hook' },
    video_render: {
      song: { song_id: clipId, clip_start_time: 0, clip_end_time: 15 },
      videos: [{ s3_id: video, upload_id: video, source_start_time: 0, source_end_time: 15 }],
    },
  };
};

// prettier-ignore
const ROWS: Row[] = [
  { id: 'generate', target: () => ({ body: { mv: 'chirp-crow', tags: 'pop' } }), ...ANY },
  { id: 'generateWeb', target: () => ({ body: { mv: 'chirp-crow', tags: 'pop' } }), ...ANY },
  { id: 'upsample', target: (s) => ({ body: { clip_id: clip(s), model_name: 'chirp-crow' } }), ...OWNER_ONLY },
  { id: 'generateLyrics', target: () => ({ body: { prompt: 'rain' } }), ...ANY },
  { id: 'recommendTags', target: () => ({ body: { tags: ['jazz'] } }), ...ANY },
  { id: 'postFeedV3', target: () => ({ body: { limit: 5 } }), ...ANY },
  { id: 'getFeedV3ClipAtOffset', target: () => ({ body: { offset: 0 } }), ...ANY },
  { id: 'unlockPreview', target: onClip('gen_id', undefined, { type: 'preview' }), ...OWNER_ONLY },
  { id: 'setMetadata', target: onClip('gen_id', { title: 'T' }), ...OWNER_ONLY },
  { id: 'setClipPrompt', target: onClip('gen_id', { prompt: 'la' }), ...OWNER_ONLY },
  { id: 'setDisplayTags', target: onClip('gen_id', { display_tags: 'x' }), ...OWNER_ONLY },
  { id: 'setClipConfigurations', target: onClip('gen_id', { configurations: {} }), ...OWNER_ONLY },
  { id: 'toggleClipComments', target: onClip('clip_id', { can_comment: false }), ...OWNER_ONLY },
  { id: 'setRemixType', target: onClip('clip_id', { remix: false }), ...OWNER_ONLY },
  { id: 'setClipVisibility', target: onClip('gen_id', { is_public: true }), ...OWNER_ONLY },
  { id: 'flagClip', target: onClip('gen_id', { flagged: true, flagged_reason: 'inappropriate' }), ...ANY },
  { id: 'updateFeedbackState', target: onClip('gen_id', { feedback_reason: 'meh' }), ...ANY },
  { id: 'updateReactionType', target: onClip('gen_id', { reaction: 'LIKE' }), ...ANY },
  { id: 'markNotInterested', target: onClip('clip_id', { feedback_type: 'not_interested' }), ...ANY },
  { id: 'clearNotInterested', target: onClip('clip_id', { feedback_type: 'not_interested' }), ...ANY },
  { id: 'trashClips', target: (s) => ({ body: { trash: true, clip_ids: [clip(s)] } }), ...OWNER_ONLY },
  { id: 'deleteClips', target: (s) => ({ body: { ids: [clip(s, { trashed: true })] } }), ...PRIVATE },
  { id: 'createComment', target: onClip('clip_id', { content: 'hi' }), ...ANY },
  { id: 'reactToComment', target: (s) => ({ params: { comment_id: makeComment(s, 'pro', clip(s)) }, body: { reaction: 'LIKE' } }), ...ANY },
  { id: 'deleteComment', target: (s) => ({ params: { comment_id: makeComment(s, 'pro', clip(s)) } }), ...OWNER_OR_STAFF },
  { id: 'reportComment', target: (s) => ({ params: { comment_id: makeComment(s, 'pro', clip(s)) }, body: { reason: 'spam' } }), ...ANY },
  { id: 'blockCommentUser', target: (_s, role) => ({ body: { handle: otherHandle(role) } }), ...ANY },
  { id: 'unblockCommentUser', target: (_s, role) => ({ body: { handle: otherHandle(role) } }), ...ANY },
  { id: 'markNotificationsRead', target: () => ({ body: { all: true } }), ...ANY },
  { id: 'suppressNotifications', target: () => ({ body: { ids: ['none'] } }), ...ANY },
  { id: 'savePrompt', target: () => ({ body: { tags: 'jazz' } }), ...ANY },
  { id: 'deletePrompt', target: (s) => ({ body: { id: makePrompt(s, 'pro') } }), ...PRIVATE },
  { id: 'saveStudioProject', target: (s) => { const { projectId } = makeProject(s, 'pro', clip(s)); return { body: { project_id: projectId, state: { timing: {}, tracks: [], selection: {} } } }; }, ...OWNER_ONLY },
  { id: 'createStudioProject', target: () => ({ query: { title: 'x' } }), ...ANY },
  { id: 'createOrLoadStudioProjectForClip', target: onClip('clip_id'), ...ANY },
  { id: 'cloneStudioProjectRevision', target: (s) => ({ params: { revision_id: makeProject(s, 'pro', clip(s)).versionId }, body: {} }), ...ANY },
  { id: 'renderStudioState', target: (s) => { const c = clip(s); const { projectId } = makeProject(s, 'pro', c); const state = s.ctx.repos.studio.version(s.ctx.repos.studio.project(projectId)!.latest_version_id!)!.state; return { body: { state, start_beats: 0, end_beats: 8, project_id: projectId } }; }, ...OWNER_ONLY },
  { id: 'cropClip', target: onClip('clip_id', { crop_start_s: 0, crop_end_s: 10, is_crop_remove: false }), ...OWNER_OR_STAFF },
  { id: 'fadeClip', target: onClip('clip_id', { fade_out_time: 2 }), ...OWNER_OR_STAFF },
  { id: 'changeClipSpeed', target: onClip('clip_id', { speed_factor: 2 }), ...OWNER_OR_STAFF },
  { id: 'adjustClipSpeed', target: (s) => ({ body: { clip_id: clip(s), speed_multiplier: 2 } }), ...ANY },
  { id: 'concatClip', target: (s) => ({ body: { clip_id: clip(s) } }), ...OWNER_ONLY },
  { id: 'mergeClips', target: (s) => ({ body: { clip_ids: [clip(s), clip(s)] } }), ...OWNER_ONLY },
  { id: 'generateStems', target: onClip('clip_id'), ...OWNER_ONLY },
  { id: 'streamDownbeats', target: onClip('id'), ...ANY },
  { id: 'alignLyricsV2', target: onClip('clip_id', {}), ...OWNER_ONLY },
  { id: 'alignLyricsV3', target: onClip('clip_id', { lyrics: 'la la' }), ...OWNER_ONLY },
  { id: 'createAudioUpload', target: () => ({ body: { extension: 'wav' } }), ...ANY },
  { id: 'finishAudioUpload', target: (s) => ({ params: { upload_id: makeUnfinishedUpload(s, 'pro', 'audio', makeWav(20)) }, body: { upload_type: 'file_upload', upload_filename: 'a.wav' } }), ...PRIVATE },
  { id: 'initializeUploadClip', target: (s) => ({ params: { upload_id: makeUpload(s, 'pro', 'audio') }, body: {} }), ...PRIVATE },
  { id: 'initializeStemMixClip', target: (s) => ({ params: { upload_id: makeUpload(s, 'pro', 'audio') }, body: { stem_remix_of_clip_id: clip(s), combined_from_clip_ids: [] } }), ...PRIVATE },
  { id: 'createVideoUpload', target: () => ({ body: { extension: 'mp4' } }), ...ANY },
  { id: 'finishVideoUpload', target: (s) => ({ params: { upload_id: makeUnfinishedUpload(s, 'pro', 'video', Uint8Array.from([0, 0, 0, 24, 102, 116, 121, 112])) }, body: { upload_type: 'file_upload', upload_filename: 'v.mp4' } }), ...PRIVATE },
  { id: 'createImageUpload', target: () => ({ body: { extension: 'png' } }), ...ANY },
  { id: 'finishImageUpload', target: (s) => ({ params: { upload_id: makeUnfinishedUpload(s, 'pro', 'image', makePng()) }, body: { upload_filename: 'cover.png' } }), ...PRIVATE },
  { id: 'generateVideo', target: onClip('clip_id'), ...OWNER_ONLY },
  { id: 'createHook', target: (s, role) => ({ body: hookBody(s, role) }), ...ANY },
  { id: 'incrementActionCount', target: onClip('gen_id', { action: 'share' }), ...ANY },
  { id: 'incrementActionCounts', target: (s) => ({ body: { action: 'share', gen_ids: [clip(s)] } }), ...ANY },
  { id: 'recordClipDownload', target: onClip('clip_id'), ...ANY },
  { id: 'convertToWav', target: onClip('clip_id'), ...OWNER_OR_STAFF },
  { id: 'convertToOpus', target: onClip('clip_id'), ...OWNER_OR_STAFF },
  { id: 'generateSamplePack', target: onClip('clip_id'), ...OWNER_OR_STAFF },
  { id: 'createShareAsset', target: onClip('gen_id'), ...OWNER_OR_STAFF },
  { id: 'createShareLink', target: (s) => ({ body: { content_type: 'clip', content_id: clip(s), source: 'web', platform: 'copy_link' } }), ...ANY },
  { id: 'createPlaylist', target: () => ({ body: { name: 'x' } }), ...ANY },
  { id: 'updatePlaylistClips', target: (s) => ({ body: { playlist_id: makePlaylist(s, 'pro'), update_type: 'add', metadata: { clip_ids: [clip(s)] } } }), ...OWNER_ONLY },
  { id: 'setPlaylistVisibility', target: (s) => ({ params: { playlist_id: makePlaylist(s, 'pro') }, body: { is_public: false } }), ...OWNER_ONLY },
  { id: 'updatePlaylistMetadata', target: (s) => ({ params: { playlist_id: makePlaylist(s, 'pro') }, body: { name: 'Renamed' } }), ...OWNER_ONLY },
  { id: 'trashPlaylist', target: (s) => ({ body: { playlist_id: makePlaylist(s, 'pro') } }), ...OWNER_ONLY },
  { id: 'likePlaylist', target: (s) => ({ params: { playlist_id: makePlaylist(s, 'pro') }, body: {} }), ...ANY },
  { id: 'regeneratePlaylist', target: (s) => ({ params: { playlist_id: makePlaylist(s, 'pro', [clip(s)]) }, body: { model_name: 'chirp-crow' } }), ...OWNER_ONLY },
  { id: 'incrementPlaylistPlayCount', target: (s) => { const c = clip(s); return { params: { playlist_id: makePlaylist(s, 'pro', [c]) }, body: { clip_id: c } }; }, ...ANY, anonymous: 'ok' },
  { id: 'createPersona', target: (s) => ({ body: { root_clip_id: clip(s) } }), ...ANY },
  { id: 'editPersona', target: (s) => ({ params: { persona_id: makePersona(s, 'pro', clip(s)) }, body: { name: 'n' } }), ...OWNER_ONLY },
  { id: 'trashPersona', target: (s) => ({ params: { persona_id: makePersona(s, 'pro', clip(s)) } }), ...OWNER_ONLY },
  { id: 'setPersonaVisibility', target: (s) => ({ params: { persona_id: makePersona(s, 'pro', clip(s)) }, body: { is_public: false } }), ...OWNER_ONLY },
  { id: 'togglePersonaLove', target: (s) => ({ params: { persona_id: makePersona(s, 'pro', clip(s)) } }), ...ANY },
  { id: 'followPersona', target: (s) => ({ params: { persona_id: makePersona(s, 'pro', clip(s)) } }), ...ANY },
  { id: 'generatePromptImage', target: () => ({ body: { prompt: 'fox' } }), ...ANY },
  { id: 'createWorkspace', target: () => ({ body: { name: 'x' } }), ...ANY },
  { id: 'respondToWorkspaceInvite', target: (s) => ({ params: { invite_id: makeInvite(s, makeWorkspace(s, 'free'), 'pro', 'free') }, body: { status: 'accepted' } }), ...PRIVATE },
  { id: 'trashWorkspace', target: (s) => ({ body: { project_id: makeWorkspace(s, 'pro') } }), ...PRIVATE },
  { id: 'updateWorkspaceMetadata', target: (s) => ({ params: { project_id: makeWorkspace(s, 'pro') }, body: { name: 'n' } }), ...PRIVATE },
  { id: 'updateWorkspaceClips', target: (s) => ({ params: { project_id: makeWorkspace(s, 'pro') }, body: { update_type: 'add', metadata: { clip_ids: [clip(s)] } } }), ...PRIVATE },
  { id: 'removeWorkspaceCollaborator', target: (s) => ({ params: { project_id: makeWorkspace(s, 'pro', ['free']) }, body: { invited_user_id: s.userId('free') } }), ...PRIVATE },
  { id: 'leaveWorkspace', target: (s) => ({ params: { project_id: makeWorkspace(s, 'free', ['pro']) } }), ...PRIVATE },
  { id: 'inviteWorkspaceCollaborator', target: (s) => ({ params: { project_id: makeWorkspace(s, 'pro') }, body: { invited_user_id: s.userId('free') } }), ...PRIVATE },
  { id: 'sendWorkspaceUpdate', target: (s) => ({ params: { project_id: makeWorkspace(s, 'pro', ['free']) }, body: { update_type: 'add_clips' } }), ...PRIVATE },
  { id: 'followProfile', target: (_s, role) => ({ body: { handle: otherHandle(role) } }), ...ANY },
  { id: 'pinClip', target: onClip('clip_id', {}), ...OWNER_ONLY },
  { id: 'incrementPlayCount', target: onClip('gen_id'), ...ANY, anonymous: 'ok' },
  { id: 'incrementPlayCountV2', target: onClip('gen_id', { sample_factor: 1 }), ...ANY, anonymous: 'ok' },
  { id: 'bulkIncrementPlayCounts', target: (s) => ({ body: { gen_ids: [clip(s)] } }), ...ANY, anonymous: 'ok' },
  { id: 'savePlaybarState', target: () => ({ body: { playbar_state: 'paused', song_index: 0, song_play_time: 0, repeat_state: 'repeat', song_ids_in_queue: [], volume: 50 } }), ...ANY },
  { id: 'getAutoplayClips', target: () => ({ body: { clips_in_queue: [] } }), ...ANY },
  { id: 'search', target: () => ({ body: { search_queries: [{ name: 'q', search_type: 'public_song', term: 'a' }] } }), ...ANY, anonymous: 'ok' },
  { id: 'getDiscover', target: () => ({ body: {} }), ...ANY, anonymous: 'ok' },
  { id: 'getFollowingFeed', target: () => ({ body: { page_size: 5 } }), ...ANY },
  // Revokes only the caller's own token (the harness signs in again for the next call).
  { id: 'signOut', target: () => ({}), ...ANY },
];

/** Mutating operations a signed-in caller makes (dev controls, sign-in and the direct-upload target take no token). */
const MUTATING = (Object.keys(operations) as OperationId[]).filter(
  (id) => operations[id].method !== 'GET' && operations[id].auth !== 'none',
);

let server: TestServer | null = null;
afterAll(async () => {
  await server?.close();
});

const expected = (row: Row, role: Role): Outcome =>
  role === 'owner' ? 'ok' : role === 'anonymous' ? (row.anonymous ?? 401) : row[role];

describe('authorization matrix', () => {
  it('covers every mutating operation of the contract', () => {
    expect(ROWS.map((r) => r.id).sort()).toEqual([...MUTATING].sort());
    expect(ROWS.length * 4).toBeGreaterThan(350);
  });

  it.each(ROWS)('$id', async (row) => {
    await server?.close();
    server = await createTestServer();
    const s = server;
    for (const role of ['anonymous', 'other', 'staff', 'owner'] as const) {
      const outcome = expected(row, role);
      const res = await s.call(row.id, { ...row.target(s, role), as: HANDLE[role] });
      const got = res.status < 300 ? 'ok' : res.status;
      expect(got, `${row.id} as ${role}: ${JSON.stringify(res.body)}`).toBe(outcome);
    }
  });
});
