// Conformance of the ui's creation, edit, persona and download mutations: each one, run through
// the SDK's store against the real mock server (fake audio, fake clock driven directly), changes
// what the store (or the server's record, for calls that only count) reads back afterwards.
import { describe, expect, it } from 'vitest';
import {
  MOCK_CLIP_QUEUED_MS,
  MOCK_CLIP_STREAMING_MS,
  MOCK_CLIP_SUBMITTED_MS,
  MOCK_EDIT_ACTION_MS,
  PAGING,
} from '@cadenza/sdk';
import type { CadenzaStore } from '@cadenza/sdk/store';
import { liveSuite } from './live';

const LIFECYCLE_MS = MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS;

const suite = liveSuite();

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const clip = (store: CadenzaStore, id: string) => store.query('getClip', { path: { clip_id: id } });
const byIds = async (store: CadenzaStore, list: readonly string[]) =>
  (await store.query('getFeedV2', { query: { ids: list.join(',') } })).clips;

describe('every creation and edit mutation the ui makes changes what is read next', () => {
  it('generate: the new songs read back complete once the lifecycle has run', async () => {
    const { clips } = await suite.pro.mutate('generate', {
      body: { mv: 'chirp-crow', gpt_description_prompt: 'a dreamy synthwave song about the sea' },
    });
    await suite.live.server.clock.advance(LIFECYCLE_MS);
    const read = await byIds(suite.pro, ids(clips));
    expect(read.map((c) => c.status)).toEqual(clips.map(() => 'complete'));
  });

  it('upsample: the upsampled songs read back pointing at their source', async () => {
    const source = suite.song(0).id;
    const { clips } = await suite.pro.mutate('upsample', {
      body: { clip_id: source, model_name: 'chirp-crow' },
    });
    const read = await byIds(suite.pro, ids(clips));
    expect(read.map((c) => c.metadata.upsample_clip_id)).toEqual(clips.map(() => source));
  });

  it('concatClip: the whole song reads back as a concat', async () => {
    const made = await suite.pro.mutate('concatClip', {
      body: { clip_id: suite.song(1).id, is_infill: false },
    });
    await suite.live.server.clock.advance(MOCK_EDIT_ACTION_MS);
    expect((await clip(suite.pro, made.id)).metadata.type).toBe('concat');
  });

  it('mergeClips: the merged song reads back as a concat of the chosen songs', async () => {
    const made = await suite.pro.mutate('mergeClips', {
      body: { clip_ids: [suite.song(1).id, suite.song(2).id] },
    });
    await suite.live.server.clock.advance(MOCK_EDIT_ACTION_MS);
    expect((await clip(suite.pro, made.id)).metadata.type).toBe('concat');
  });

  it('generateStems: the stems read back as songs of their own', async () => {
    const answer = await suite.pro.mutate('generateStems', { path: { clip_id: suite.song(2).id } });
    const made = ids(answer.clips);
    expect(made.length).toBeGreaterThan(0);
    expect(ids(await byIds(suite.pro, made)).sort()).toEqual([...made].sort());
  });

  it('setClipPrompt: the song’s lyrics read back changed', async () => {
    const target = suite.song(3).id;
    await clip(suite.pro, target);
    await suite.pro.mutate('setClipPrompt', {
      path: { gen_id: target },
      body: { prompt: '[Verse]\nConformance' },
    });
    expect((await clip(suite.pro, target)).metadata.prompt).toBe('[Verse]\nConformance');
  });

  it('deleteClips: a deleted song leaves the trash', async () => {
    const target = suite.song(4).id;
    const trash = async () =>
      ids((await suite.pro.query('getTrashedClips', { query: { page: 0 } })).clips);
    await suite.pro.mutate('trashClips', { body: { trash: true, clip_ids: [target] } });
    expect(await trash()).toContain(target);
    await suite.pro.mutate('deleteClips', { body: { ids: [target] } });
    expect(await trash()).not.toContain(target);
  });

  it('unlockPreview: an unlocked preview reads back without its preview limit', async () => {
    const feed = await suite.free.query('getFeedV2', { query: { page: PAGING.getFeedV2.first } });
    const preview = feed.clips.find((c) => c.metadata.type === 'preview');
    if (!preview) throw new Error('free has no preview song');
    expect(preview.preview_seconds).not.toBeNull();
    await suite.free.mutate('unlockPreview', { path: { gen_id: preview.id } });
    expect((await clip(suite.free, preview.id)).preview_seconds).toBeNull();
  });

  it('recommendTags: answers styles that go with the chosen one', async () => {
    const answer = await suite.pro.mutate('recommendTags', { body: { tags: ['jazz'] } });
    expect(answer.recommended_tags.length).toBeGreaterThan(0);
    expect(answer.recommended_tags).not.toContain('jazz');
  });

  it('createPersona and generatePromptImage: the new persona reads back, with its image', async () => {
    const image = await suite.pro.mutate('generatePromptImage', { body: { prompt: 'a neon fox' } });
    expect(image.image_url).toContain('/media/uploads/');
    const created = await suite.pro.mutate('createPersona', {
      body: { root_clip_id: suite.song(5).id },
    });
    const read = await suite.pro.query('getPersona', { path: { persona_id: created.id } });
    expect(read.root_clip_id).toBe(suite.song(5).id);
  });
});

describe('every count and player record the ui sends is recorded by the server', () => {
  it('incrementActionCount: the server counts one more share', async () => {
    const target = suite.song(6).id;
    const shares = () => suite.repos().assets.actionCount(target, 'share');
    const before = shares();
    await suite.free.mutate('incrementActionCount', {
      path: { gen_id: target },
      body: { action: 'share' },
    });
    expect(shares()).toBe(before + 1);
  });

  it('recordClipDownload: a download of another user’s song uses one more of the quota', async () => {
    const target = suite.song(6).id;
    const first = await suite.free.mutate('recordClipDownload', { path: { clip_id: target } });
    const second = await suite.free.mutate('recordClipDownload', { path: { clip_id: target } });
    expect(second.downloads_used).toBe(first.downloads_used + 1);
  });

  it('generateSamplePack: lists one file per stem of the song', async () => {
    const answer = await suite.pro.mutate('generateSamplePack', {
      path: { clip_id: suite.song(6).id },
    });
    expect(answer.stems.length).toBeGreaterThan(0);
  });

  it('incrementPlayCountV2 (the player’s sampled play count): the server counts the play', async () => {
    const target = suite.song(6).id;
    const plays = () => suite.repos().clips.get(target)?.play_count ?? 0;
    const before = plays();
    await suite.free.mutate('incrementPlayCountV2', {
      path: { gen_id: target },
      body: { sample_factor: 1 },
    });
    expect(plays()).toBe(before + 1);
  });

  it('savePlaybarState (the player’s saved queue): the playbar reads back what was saved', async () => {
    const state = {
      playbar_state: 'paused' as const,
      song_index: 0,
      song_play_time: 12,
      repeat_state: 'no-repeat' as const,
      song_ids_in_queue: [suite.song(6).id],
      volume: 40,
    };
    await suite.pro.query('getPlaybarState').catch(() => undefined);
    await suite.pro.mutate('savePlaybarState', { body: state });
    expect(await suite.pro.query('getPlaybarState')).toMatchObject(state);
  });
});
