// Conformance of the ui's mutations: each one the ui makes, run through the SDK's store against
// the real mock server, changes what the store reads back afterwards (the store read the list
// before, so a missing cache invalidation shows as a stale answer here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING } from '@cadenza/sdk';
import type { CadenzaStore, Clip } from '@cadenza/sdk/store';
import { startLiveStores, type LiveStores } from './live';

let live: LiveStores;
let pro: CadenzaStore;
/** Pro's complete songs, one per test (tests share the server). */
let songs: Clip[];
const song = (index: number): Clip => {
  const clip = songs[index];
  if (!clip) throw new Error(`pro has fewer than ${index + 1} songs`);
  return clip;
};

beforeAll(async () => {
  live = await startLiveStores();
  pro = live.stores.pro;
  const feed = await pro.query('getFeedV2', { query: { page: PAGING.getFeedV2.first } });
  songs = feed.clips.filter((clip) => clip.status === 'complete' && clip.is_trashed !== true);
});
afterAll(() => live?.close());

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const myPlaylists = async () =>
  (await pro.query('getMyPlaylists', { query: { page: PAGING.getMyPlaylists.first } })).playlists;
const savedLyrics = async () =>
  (
    await pro.query('getSavedPrompts', {
      query: { page: PAGING.getSavedPrompts.first, filter_prompt_type: 'lyrics' },
    })
  ).prompts;
const clip = (id: string) => pro.query('getClip', { path: { clip_id: id } });

describe('every mutation the ui makes changes what the store reads next', () => {
  it("createPlaylist: 'Create New Playlist' shows in the user's playlists", async () => {
    const before = await myPlaylists();
    const created = await pro.mutate('createPlaylist', { body: {} });
    const after = await myPlaylists();
    expect(ids(after)).toContain(created.id);
    expect(after).toHaveLength(before.length + 1);
  });

  it('updatePlaylistClips: an added song is in the playlist, a removed one is not', async () => {
    const [playlist] = await myPlaylists();
    if (!playlist) throw new Error('pro has no playlist');
    const read = async () =>
      (
        (await pro.query('getPlaylist', { path: { playlist_id: playlist.id } })).playlist_clips ??
        []
      ).map((entry) => entry.clip.id);
    await read();
    const body = (update_type: 'add' | 'remove_by_id') => ({
      body: { playlist_id: playlist.id, update_type, metadata: { clip_ids: [song(0).id] } },
    });
    await pro.mutate('updatePlaylistClips', body('add'));
    expect(await read()).toContain(song(0).id);
    await pro.mutate('updatePlaylistClips', body('remove_by_id'));
    expect(await read()).not.toContain(song(0).id);
  });

  it('savePrompt and deletePrompt: the saved-prompt picker shows what was saved, then not', async () => {
    await savedLyrics();
    const { saved_prompt } = await pro.mutate('savePrompt', { body: { lyrics: '[Verse]\nSaved' } });
    expect(ids(await savedLyrics())).toContain(saved_prompt.id);
    await pro.mutate('deletePrompt', { body: { id: saved_prompt.id } });
    expect(ids(await savedLyrics())).not.toContain(saved_prompt.id);
  });

  it('trashClips: a trashed song leaves the library and shows in the trash', async () => {
    const target = song(1).id;
    const trash = async () =>
      ids((await pro.query('getTrashedClips', { query: { page: 0 } })).clips);
    await trash();
    await pro.mutate('trashClips', { body: { trash: true, clip_ids: [target] } });
    expect(await trash()).toContain(target);
    const library = await pro.query('getFeedV2', { query: { page: PAGING.getFeedV2.first } });
    expect(ids(library.clips)).not.toContain(target);
    await pro.mutate('trashClips', { body: { trash: false, clip_ids: [target] } });
    expect(await trash()).not.toContain(target);
  });

  it('updateReactionType: a liked song reads back liked', async () => {
    const target = song(2).id;
    await clip(target);
    await pro.mutate('updateReactionType', {
      path: { gen_id: target },
      body: { reaction: 'LIKE' },
    });
    expect((await clip(target)).reaction?.reaction_type).toBe('L');
  });

  it('pinClip: a pinned song is among the pinned songs of the profile', async () => {
    const target = song(3).id;
    const pinned = async () =>
      ids((await pro.query('getPinnedClips', { query: { handle: 'pro' } })).clips);
    await pinned();
    await pro.mutate('pinClip', { path: { clip_id: target }, body: {} });
    expect(await pinned()).toContain(target);
  });

  it('setMetadata, setClipVisibility, toggleClipComments, setRemixType read back', async () => {
    const target = song(4).id;
    const before = await clip(target);
    await pro.mutate('setMetadata', { path: { gen_id: target }, body: { title: 'Renamed' } });
    await pro.mutate('setClipVisibility', {
      path: { gen_id: target },
      body: { is_public: before.is_public !== true },
    });
    await pro.mutate('toggleClipComments', {
      path: { clip_id: target },
      body: { can_comment: before.allow_comments !== true },
    });
    await pro.mutate('setRemixType', {
      path: { clip_id: target },
      body: { remix: before.metadata.can_remix !== true },
    });
    const after = await clip(target);
    expect(after.title).toBe('Renamed');
    expect(after.is_public).toBe(before.is_public !== true);
    expect(after.allow_comments).toBe(before.allow_comments !== true);
    expect(after.metadata.can_remix).toBe(before.metadata.can_remix !== true);
  });

  it('followProfile: a followed user is in the following list, an unfollowed one is not', async () => {
    const free = live.stores.free;
    const following = async () =>
      (await free.query('getFollowing', { query: { handle: 'free' } })).profiles.map(
        (p) => p.handle,
      );
    expect(await following()).not.toContain('staff');
    await free.mutate('followProfile', { body: { handle: 'staff' } });
    expect(await following()).toContain('staff');
    await free.mutate('followProfile', { body: { handle: 'staff', unfollow: true } });
    expect(await following()).not.toContain('staff');
  });

  it('togglePersonaLove: a loved persona is in the loved list', async () => {
    const premier = live.stores.premier;
    const { personas } = await premier.query('getCadenzaPersonas', { query: { page: 0 } });
    const persona = personas[0];
    if (!persona) throw new Error('the seed has no public persona');
    await premier.query('getLovedPersonas', { query: { page: 0 } }).catch(() => undefined);
    await premier.mutate('togglePersonaLove', { path: { persona_id: persona.id } });
    const loved = await premier.query('getLovedPersonas', { query: { page: 0 } });
    expect(ids(loved.personas)).toContain(persona.id);
  });

  it('updateWorkspaceClips: a song added to a workspace is listed in it', async () => {
    const first = PAGING.getMyWorkspaces.first;
    const [workspace] = (await pro.query('getMyWorkspaces', { query: { page: first } })).projects;
    if (!workspace) throw new Error('pro has no workspace');
    const listed = async () =>
      (
        (
          await pro.query('getWorkspace', {
            path: { project_id: workspace.id },
            query: { page: PAGING.getWorkspace.first },
          })
        ).project_clips ?? []
      ).map((entry) => entry.clip.id);
    await listed();
    await pro.mutate('updateWorkspaceClips', {
      path: { project_id: workspace.id },
      body: { update_type: 'add', metadata: { clip_ids: [song(5).id] } },
    });
    expect(await listed()).toContain(song(5).id);
  });

  it('createComment: a new comment is in the song’s comments', async () => {
    const target = song(6).id;
    const comments = async () =>
      ids((await pro.query('getComments', { path: { clip_id: target } })).comments);
    await comments();
    const created = await pro.mutate('createComment', {
      path: { clip_id: target },
      body: { content: 'Conformance comment' },
    });
    expect(await comments()).toContain(created.id);
  });

  it('markNotificationsRead: every notification reads back read', async () => {
    const read = async () => (await pro.query('getNotifications')).notifications;
    expect((await read()).some((n) => n.is_read === false)).toBe(true);
    await pro.mutate('markNotificationsRead', { body: { all: true } });
    expect((await read()).every((n) => n.is_read === true)).toBe(true);
  });
});
