import { createStudioClip, createTrack } from '@cadenza/studio-engine';
import { describe, expect, it } from 'vitest';
import { STUDIO_MENU_LABELS as L } from '../labels';
import { menuItems, type MenuContext } from './menu-model';

const clip = createStudioClip({ id: 'c1', clipId: 'song', startBeats: 4, endBeats: 12 });
const track = createTrack('t1', 'studio', { clips: [clip] });
const ctx: MenuContext = { playheadBeats: 8, clipboardClips: 0, oneTrackMode: false };
const labels = (items: ReturnType<typeof menuItems>) => items.map((i) => i.label);
const byId = (items: ReturnType<typeof menuItems>, id: string) => items.find((i) => i.id === id);

describe('the clip context menu', () => {
  it('offers Split, Duplicate, Copy, Cut, Paste, Mute, Rename, Colour and Delete', () => {
    expect(labels(menuItems({ kind: 'clip', clip, track }, ctx))).toEqual([
      L.split,
      L.duplicate,
      L.copy,
      L.cut,
      L.paste,
      L.mute,
      L.rename,
      L.colour,
      L.delete,
    ]);
  });

  it('splits at the playhead only when the playhead is inside the clip', () => {
    const inside = menuItems({ kind: 'clip', clip, track }, ctx);
    expect(byId(inside, 'split')).toMatchObject({
      disabled: false,
      intent: { type: 'clip/split' },
    });
    const outside = menuItems({ kind: 'clip', clip, track }, { ...ctx, playheadBeats: 12 });
    expect(byId(outside, 'split')?.disabled).toBe(true);
  });

  it('pastes only with clips on the clipboard; a muted clip offers Unmute', () => {
    const muted = { ...clip, mute: true };
    const items = menuItems({ kind: 'clip', clip: muted, track }, { ...ctx, clipboardClips: 2 });
    expect(byId(items, 'paste')?.disabled).toBe(false);
    expect(byId(items, 'mute')).toMatchObject({
      label: L.unmute,
      intent: { type: 'setClipMute', clipIds: ['c1'] },
    });
    expect(byId(items, 'delete')?.intent).toEqual({ type: 'deleteClips', clipIds: ['c1'] });
  });
});

describe('the track context menu', () => {
  it('offers Paste, Rename, Colour, Add track, Duplicate track and Delete track', () => {
    const items = menuItems({ kind: 'track', track }, ctx);
    expect(labels(items)).toEqual([
      L.paste,
      L.rename,
      L.colour,
      L.addTrack,
      L.duplicateTrack,
      L.deleteTrack,
    ]);
    expect(byId(items, 'duplicateTrack')?.intent).toEqual({
      type: 'duplicateTrack',
      trackId: 't1',
    });
    expect(byId(items, 'deleteTrack')?.intent).toEqual({ type: 'removeTrack', trackId: 't1' });
  });

  it('keeps the track list as it is in one-track mode (edit mode)', () => {
    const items = menuItems({ kind: 'track', track }, { ...ctx, oneTrackMode: true });
    expect(labels(items)).toEqual([L.paste, L.rename, L.colour]);
  });
});
