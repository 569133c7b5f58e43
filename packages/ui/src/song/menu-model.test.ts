/**
 * What the song menu's items do (1-generation §2 routes, §4 Song context menu, Trash, publish).
 */
import { describe, expect, test } from 'vitest';
import { SONG_MENU_ITEM_IDS, songMenuItems } from '@cadenza/sdk';
import { OTHER, OWNER, songClip } from './fixtures/clips';
import { SONG_MENU_ACTIONS, remixHref, songMenuSections, trashMenuItems } from './menu-model';

describe('every item of the song context menu has an action', () => {
  test.each(SONG_MENU_ITEM_IDS)('%s', (id) => {
    expect(SONG_MENU_ACTIONS[id]).toBeDefined();
  });
});

describe('remix items open /create?remix_clip=..&remix_type=..', () => {
  test.each([
    ['cover', 'cover'],
    ['extend', 'extend'],
    ['use_styles_lyrics', 'reuse'],
    ['add_vocal', 'add_vocal'],
    ['add_instrumental', 'add_instrumental'],
    ['adjust_speed', 'speed'],
  ] as const)('%s', (id, type) => {
    const action = SONG_MENU_ACTIONS[id];
    expect(action.type === 'navigate' && action.href('clip-1')).toBe(remixHref('clip-1', type));
    expect(remixHref('clip-1', type)).toBe(`/create?remix_clip=clip-1&remix_type=${type}`);
  });
  test('Song Radio opens /radio/song/{id}', () => {
    const action = SONG_MENU_ACTIONS.song_radio;
    expect(action.type === 'navigate' && action.href('clip-1')).toBe('/radio/song/clip-1');
  });
});

describe('trash, restore and permanent delete (owner only; delete for trashed complete clips)', () => {
  test('owner of a clip in the library may move it to trash', () => {
    expect(trashMenuItems(songClip(), OWNER).map((item) => item.id)).toEqual(['move_to_trash']);
  });
  test('owner of a trashed complete clip may restore or delete it', () => {
    expect(trashMenuItems(songClip({ is_trashed: true }), OWNER).map((item) => item.id)).toEqual([
      'restore_to_library',
      'delete_permanently',
    ]);
  });
  test('a trashed clip still generating cannot be deleted', () => {
    const clip = songClip({ is_trashed: true, status: 'streaming' });
    expect(trashMenuItems(clip, OWNER).map((item) => item.id)).toEqual(['restore_to_library']);
  });
  test('another user gets none', () => {
    expect(trashMenuItems(songClip(), OTHER)).toEqual([]);
  });
});

describe('sections', () => {
  test('submenu groups keep their label, flat groups none, trash comes last', () => {
    const clip = songClip();
    const sections = songMenuSections(songMenuItems(clip, OWNER, {}), trashMenuItems(clip, OWNER));
    expect(sections.map((section) => [section.id, section.submenu])).toEqual([
      ['remix', 'Remix'],
      ['create', 'Create'],
      ['library', null],
      ['download', 'Download'],
      ['share', 'Share'],
      ['settings', null],
      ['more', null],
      ['report', 'Report'],
      ['trash', null],
    ]);
  });
});
