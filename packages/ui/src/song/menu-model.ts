/**
 * The song menu as the UI renders it (1-generation §2 routes, §4 Song context menu, Trash,
 * publish): the SDK's `songMenuItems` grouped by `visibleSongMenu`, plus the trash items the SDK
 * list does not hold (move to trash, restore, permanent delete, from the permission rules), and
 * what each item does: open a modal, navigate to a route, or make a call.
 *
 * Decided here (the SDK has no route helpers): the route of each navigation item, taken from the
 * routes table of 1-generation §2.
 */
import {
  SONG_MENU_GROUPS,
  canDeletePermanently,
  canRestore,
  canTrash,
  visibleSongMenu,
  type ActionClip,
  type PinPlan,
  type RemixType,
  type SongMenuGroupId,
  type SongMenuItem,
  type SongMenuItemId,
  type Upsell,
  type Viewer,
} from '@cadenza/sdk';
import { TRASH_MENU_LABELS } from './labels';
import { EDIT_ROUTES } from '../edit/routes';

/** Modals the song menu opens; another folder (modals/) renders them. */
export type SongModalKind =
  | 'upsell'
  | 'pin_confirm'
  | 'stems'
  | 'variations'
  | 'remaster'
  | 'create_persona'
  | 'add_to_playlist'
  | 'add_to_workspace'
  | 'song_details'
  | 'download_mp3'
  | 'download_wav'
  | 'download_video'
  | 'download_sample_pack'
  | 'download_share_asset'
  | 'share'
  | 'orpheus_chat'
  | 'flag_bug'
  | 'copyright_flag'
  | 'delete';

/** What each modal is opened with beyond the clip. */
export type SongModalDetails = {
  readonly [K in SongModalKind]: K extends 'upsell'
    ? { readonly upsell: Upsell }
    : K extends 'pin_confirm'
      ? { readonly plan: Extract<PinPlan, { action: 'pin' }> }
      : undefined;
};

/** Modals opened with the clip alone. */
export type PlainSongModalKind = Exclude<SongModalKind, 'upsell' | 'pin_confirm'>;

export type TrashItemId = keyof typeof TRASH_MENU_LABELS;
export type MenuItemId = SongMenuItemId | TrashItemId;

/** Calls the connected menu makes itself. */
export type SongCallId =
  | 'get_full_song'
  | 'confirm_section'
  | 'add_to_queue'
  | 'remove_from_playlist'
  | 'publish'
  | 'copy_link'
  | 'copy_link_at_time'
  | 'copy_embed_code'
  | 'allow_comments'
  | 'allow_remixes'
  | 'pin_to_profile'
  | 'show_in_hooks_feed'
  | 'not_interested'
  | 'report_inappropriate'
  | 'move_to_trash'
  | 'restore_to_library';

export type SongMenuAction =
  | { readonly type: 'modal'; readonly modal: PlainSongModalKind }
  | {
      readonly type: 'navigate';
      /** `wid`: the ?wid= of a link into edit mode (editWorkspaceParam), null without projects. */
      readonly href: (clipId: string, wid?: string | null) => string;
      /** Opened in a new tab (Describe Clip). */
      readonly newTab?: true;
    }
  | { readonly type: 'call'; readonly call: SongCallId };

const q = encodeURIComponent;

/** /create prefilled for a remix of the clip. */
export const remixHref = (clipId: string, type: RemixType): string =>
  `/create?remix_clip=${q(clipId)}&remix_type=${type}`;

/** The routes of 1-generation §2 the menu navigates to. */
export const SONG_ROUTES = {
  /** Edit mode, with ?wid={projectId or default} when projects are enabled (1 §2). */
  editor: (clipId: string, wid?: string | null) => EDIT_ROUTES.edit(clipId, undefined, wid),
  /** Edit mode with a tool ready (2-studio: crop handles shown; a selection ready to replace). */
  editorCrop: (clipId: string, wid?: string | null) => EDIT_ROUTES.edit(clipId, 'crop', wid),
  editorReplace: (clipId: string, wid?: string | null) => EDIT_ROUTES.edit(clipId, 'replace', wid),
  studio: (clipId: string) => `/studio?for_clip_id=${q(clipId)}`,
  radio: (clipId: string) => `/radio/song/${q(clipId)}`,
  usePersona: (clipId: string) => `/create?use_persona=${q(clipId)}`,
  describeClip: (clipId: string) => `/b-side/describe-clip?clipId=${q(clipId)}`,
} as const;

const modal = (kind: PlainSongModalKind): SongMenuAction => ({ type: 'modal', modal: kind });
const go = (href: (clipId: string, wid?: string | null) => string): SongMenuAction => ({
  type: 'navigate',
  href,
});
const goNewTab = (href: (clipId: string) => string): SongMenuAction => ({
  type: 'navigate',
  href,
  newTab: true,
});
const call = (id: SongCallId): SongMenuAction => ({ type: 'call', call: id });
const remix = (type: RemixType) => go((id) => remixHref(id, type));

/** What every item does. */
export const SONG_MENU_ACTIONS: Readonly<Record<MenuItemId, SongMenuAction>> = {
  open_in_editor: go(SONG_ROUTES.editor),
  open_in_studio: go(SONG_ROUTES.studio),
  cover: remix('cover'),
  extend: remix('extend'),
  use_styles_lyrics: remix('reuse'),
  get_full_song: call('get_full_song'),
  confirm_section: call('confirm_section'),
  crop: go(SONG_ROUTES.editorCrop),
  replace_section: go(SONG_ROUTES.editorReplace),
  add_vocal: remix('add_vocal'),
  add_instrumental: remix('add_instrumental'),
  adjust_speed: remix('speed'),
  get_stems: modal('stems'),
  create_variations: modal('variations'),
  remaster: modal('remaster'),
  make_persona: modal('create_persona'),
  use_persona: go(SONG_ROUTES.usePersona),
  add_to_queue: call('add_to_queue'),
  add_to_playlist: modal('add_to_playlist'),
  move_to_workspace: modal('add_to_workspace'),
  remove_from_playlist: call('remove_from_playlist'),
  publish: call('publish'),
  song_details: modal('song_details'),
  song_radio: go(SONG_ROUTES.radio),
  download_mp3: modal('download_mp3'),
  download_wav: modal('download_wav'),
  download_video: modal('download_video'),
  download_sample_pack: modal('download_sample_pack'),
  download_share_asset: modal('download_share_asset'),
  copy_link: call('copy_link'),
  copy_link_at_time: call('copy_link_at_time'),
  copy_embed_code: call('copy_embed_code'),
  share_to: modal('share'),
  allow_comments: call('allow_comments'),
  allow_remixes: call('allow_remixes'),
  pin_to_profile: call('pin_to_profile'),
  show_in_hooks_feed: call('show_in_hooks_feed'),
  describe_clip: goNewTab(SONG_ROUTES.describeClip),
  orpheus_chat: modal('orpheus_chat'),
  not_interested: call('not_interested'),
  report_inappropriate: call('report_inappropriate'),
  report_bug: modal('flag_bug'),
  report_copyright: modal('copyright_flag'),
  move_to_trash: call('move_to_trash'),
  restore_to_library: call('restore_to_library'),
  delete_permanently: modal('delete'),
};

/** One rendered item: the SDK's, or a trash item. */
export interface MenuEntry extends Omit<SongMenuItem, 'id' | 'group'> {
  readonly id: MenuItemId;
  readonly group: SongMenuGroupId | 'trash';
}

export interface MenuSection {
  readonly id: SongMenuGroupId | 'trash';
  /** A submenu's label; null for a flat section. */
  readonly submenu: string | null;
  readonly items: readonly MenuEntry[];
}

const TRASH_RULES: readonly {
  readonly id: TrashItemId;
  readonly allowed: (clip: ActionClip, viewer: Viewer) => boolean;
}[] = [
  { id: 'move_to_trash', allowed: canTrash },
  { id: 'restore_to_library', allowed: canRestore },
  { id: 'delete_permanently', allowed: canDeletePermanently },
];

/** Trash, restore and permanent delete for the owner (1-generation §4 Trash, publish; §6). */
export function trashMenuItems(clip: ActionClip, viewer: Viewer): MenuEntry[] {
  return TRASH_RULES.filter((rule) => rule.allowed(clip, viewer)).map((rule) => ({
    id: rule.id,
    label: TRASH_MENU_LABELS[rule.id],
    group: 'trash',
    visible: true,
    disabled: false,
  }));
}

/** The menu's sections in order: the SDK's visible groups, then the trash section. */
export function songMenuSections(
  items: readonly SongMenuItem[],
  trashItems: readonly MenuEntry[],
): MenuSection[] {
  const sections: MenuSection[] = visibleSongMenu(items).map(({ group, items: entries }) => ({
    id: group.id,
    submenu: group.submenu ? group.label : null,
    items: entries,
  }));
  return trashItems.length > 0
    ? [...sections, { id: 'trash', submenu: null, items: trashItems }]
    : sections;
}

/** The submenu groups in order (for stories that open one). */
export const SONG_SUBMENU_GROUPS: readonly SongMenuGroupId[] = SONG_MENU_GROUPS.filter(
  (group) => group.submenu,
).map((group) => group.id);
