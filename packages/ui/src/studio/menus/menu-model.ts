// The clip and track context menus as data: which items show, which are disabled, and the intent
// each one asks for. Split needs the playhead inside the clip, Paste a filled clipboard; Delete
// track and Duplicate track and Add track are not there in one-track mode (edit mode keeps its
// one track). Rename and Colour open their own choosers, so they carry no intent here.
import type { StudioClip, Track } from '@cadenza/studio-engine';
import type { MenuIntent } from '../gestures/intents';
import { STUDIO_MENU_LABELS as L } from '../labels';

/** What was right-clicked: a clip on a track, or a track (its header or an empty stretch). */
export type MenuTarget =
  { kind: 'clip'; clip: StudioClip; track: Track } | { kind: 'track'; track: Track };

export interface MenuContext {
  playheadBeats: number;
  /** Clips on the clipboard. */
  clipboardClips: number;
  /** Edit mode: the track list cannot change. */
  oneTrackMode: boolean;
}

export type MenuItemId =
  | 'split'
  | 'duplicate'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'delete'
  | 'mute'
  | 'rename'
  | 'colour'
  | 'addTrack'
  | 'duplicateTrack'
  | 'deleteTrack';

export interface MenuItem {
  id: MenuItemId;
  label: string;
  shortcut?: string;
  disabled: boolean;
  /** The intent to run; none for Rename and Colour (they open a chooser). */
  intent: MenuIntent | null;
  /** Begins a new group (a separator above it). */
  group: number;
}

const item = (
  id: MenuItemId,
  label: string,
  group: number,
  intent: MenuIntent | null,
  disabled = false,
  shortcut?: string,
): MenuItem => ({ id, label, group, intent, disabled, ...(shortcut ? { shortcut } : {}) });

function clipItems(clip: StudioClip, ctx: MenuContext): MenuItem[] {
  const S = L.shortcut;
  const inside = clip.startBeats < ctx.playheadBeats && ctx.playheadBeats < clip.endBeats;
  const ids = [clip.id];
  return [
    item('split', L.split, 0, { type: 'clip/split' }, !inside, S.split),
    item('duplicate', L.duplicate, 0, { type: 'duplicateClips', clipIds: ids }, false, S.duplicate),
    item('copy', L.copy, 1, { type: 'clipboard/copy' }, false, S.copy),
    item('cut', L.cut, 1, { type: 'clipboard/cut' }, false, S.cut),
    item('paste', L.paste, 1, { type: 'clipboard/paste' }, ctx.clipboardClips === 0, S.paste),
    item(
      'mute',
      clip.mute ? L.unmute : L.mute,
      2,
      { type: 'setClipMute', clipIds: ids },
      false,
      S.mute,
    ),
    item('rename', L.rename, 2, null),
    item('colour', L.colour, 2, null),
    item('delete', L.delete, 3, { type: 'deleteClips', clipIds: ids }, false, S.delete),
  ];
}

function trackItems(track: Track, ctx: MenuContext): MenuItem[] {
  const items = [
    item(
      'paste',
      L.paste,
      0,
      { type: 'clipboard/paste' },
      ctx.clipboardClips === 0,
      L.shortcut.paste,
    ),
    item('rename', L.rename, 1, null),
    item('colour', L.colour, 1, null),
  ];
  if (ctx.oneTrackMode) return items;
  return [
    ...items,
    item('addTrack', L.addTrack, 2, { type: 'addTrack' }),
    item('duplicateTrack', L.duplicateTrack, 2, { type: 'duplicateTrack', trackId: track.id }),
    item('deleteTrack', L.deleteTrack, 3, { type: 'removeTrack', trackId: track.id }),
  ];
}

/** The items of the menu of `target`. */
export const menuItems = (target: MenuTarget, ctx: MenuContext): MenuItem[] =>
  target.kind === 'clip' ? clipItems(target.clip, ctx) : trackItems(target.track, ctx);
