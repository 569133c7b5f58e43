// Conformance of the persona and playlist pages' mutations (/persona/{id}, /me/personas,
// /playlist/{id}): each one, run through the SDK's store against the real mock server, changes
// what the store reads back afterwards, exactly as the pages show it optimistically.
import { describe, expect, it } from 'vitest';
import { PAGING, updatePlaylistClipsRequest } from '@cadenza/sdk';
import type { CadenzaStore } from '@cadenza/sdk/store';
import { liveSuite } from './live';

const suite = liveSuite();

const persona = (store: CadenzaStore, id: string) =>
  store.query('getPersona', { path: { persona_id: id } });
const playlist = (store: CadenzaStore, id: string) =>
  store.query('getPlaylist', {
    path: { playlist_id: id },
    query: { page: PAGING.getPlaylist.first },
  });

/** A persona of pro's made for one case (cases don't share state). */
const newPersona = async (index: number) =>
  suite.pro.mutate('createPersona', { body: { root_clip_id: suite.song(index).id } });

/** A playlist of pro's holding one of pro's songs. */
async function newPlaylist(): Promise<string> {
  const created = await suite.pro.mutate('createPlaylist', { body: {} });
  await suite.pro.mutate('updatePlaylistClips', {
    body: updatePlaylistClipsRequest(created.id, 'add', [suite.song(0).id]),
  });
  return created.id;
}

describe('every persona page mutation changes what is read next', () => {
  it('editPersona: the new name and description read back', async () => {
    const { id } = await newPersona(1);
    await suite.pro.mutate('editPersona', {
      path: { persona_id: id },
      body: { name: 'Harbour Voice', description: 'Low and warm' },
    });
    const read = await persona(suite.pro, id);
    expect([read.name, read.description]).toEqual(['Harbour Voice', 'Low and warm']);
  });

  it('setPersonaVisibility: a persona made private reads back private', async () => {
    const { id } = await newPersona(2);
    await suite.pro.mutate('setPersonaVisibility', {
      path: { persona_id: id },
      body: { is_public: false },
    });
    expect((await persona(suite.pro, id)).is_public).toBe(false);
  });

  it('followPersona: a followed persona reads back followed, then unfollowed', async () => {
    const { id } = await newPersona(3);
    await suite.pro.mutate('setPersonaVisibility', {
      path: { persona_id: id },
      body: { is_public: true },
    });
    await suite.free.mutate('followPersona', { path: { persona_id: id }, query: { follow: true } });
    expect((await persona(suite.free, id)).is_following).toBe(true);
    await suite.free.mutate('followPersona', {
      path: { persona_id: id },
      query: { follow: false },
    });
    expect((await persona(suite.free, id)).is_following).toBe(false);
  });

  it('trashPersona: a trashed persona reads back trashed, and undo restores it', async () => {
    const { id } = await newPersona(4);
    await suite.pro.mutate('trashPersona', { path: { persona_id: id } });
    expect((await persona(suite.pro, id)).is_trashed).toBe(true);
    await suite.pro.mutate('trashPersona', { path: { persona_id: id }, query: { undo: true } });
    expect((await persona(suite.pro, id)).is_trashed).toBe(false);
  });
});

describe('every playlist page mutation changes what is read next', () => {
  it('updatePlaylistMetadata: the new name and description read back', async () => {
    const id = await newPlaylist();
    await suite.pro.mutate('updatePlaylistMetadata', {
      path: { playlist_id: id },
      body: { name: 'Night Drives', description: 'For the coast road' },
    });
    const read = await playlist(suite.pro, id);
    expect([read.name, read.description]).toEqual(['Night Drives', 'For the coast road']);
  });

  it('setPlaylistVisibility: a playlist made public reads back public', async () => {
    const id = await newPlaylist();
    await suite.pro.mutate('setPlaylistVisibility', {
      path: { playlist_id: id },
      body: { is_public: true },
    });
    expect((await playlist(suite.pro, id)).is_public).toBe(true);
  });

  it('likePlaylist: a liked playlist reads back liked with one more like, then unliked', async () => {
    const id = await newPlaylist();
    await suite.pro.mutate('setPlaylistVisibility', {
      path: { playlist_id: id },
      body: { is_public: true },
    });
    const before = await playlist(suite.free, id);
    await suite.free.mutate('likePlaylist', { path: { playlist_id: id }, body: {} });
    const liked = await playlist(suite.free, id);
    expect([liked.is_liked, liked.upvote_count]).toEqual([true, (before.upvote_count ?? 0) + 1]);
    await suite.free.mutate('likePlaylist', { path: { playlist_id: id }, body: { unlike: true } });
    expect((await playlist(suite.free, id)).is_liked).toBe(false);
  });

  it('incrementPlaylistPlayCount: Play all counts one more play', async () => {
    const id = await newPlaylist();
    const before = (await playlist(suite.pro, id)).play_count ?? 0;
    await suite.pro.mutate('incrementPlaylistPlayCount', {
      path: { playlist_id: id },
      body: { clip_id: suite.song(0).id },
    });
    expect((await playlist(suite.pro, id)).play_count).toBe(before + 1);
  });

  it('trashPlaylist: a trashed playlist reads back trashed, and undo restores it', async () => {
    const id = await newPlaylist();
    await suite.pro.mutate('trashPlaylist', { body: { playlist_id: id, undo_trash: false } });
    expect((await playlist(suite.pro, id)).is_trashed).toBe(true);
    await suite.pro.mutate('trashPlaylist', { body: { playlist_id: id, undo_trash: true } });
    expect((await playlist(suite.pro, id)).is_trashed).toBe(false);
  });

  it('regeneratePlaylist: two playlist-conditioned songs start from the playlist', async () => {
    const id = await newPlaylist();
    const answer = await suite.pro.mutate('regeneratePlaylist', {
      path: { playlist_id: id },
      body: { model_name: 'chirp-crow' },
    });
    expect(answer.clips.map((clip) => clip.metadata.task)).toEqual([
      'playlist_condition',
      'playlist_condition',
    ]);
  });
});
