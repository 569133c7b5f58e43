/**
 * The song context menu (1-generation §4 Song context menu, §5, §6; 2-studio §5, §6) as data:
 * every item with its label, group, and whether it is visible, disabled, checked or gated
 * behind a plan feature (the upsell to open). A UI renders `songMenuItems(...)` directly.
 */
import { downloadBlockReason } from './downloads';
import { modelTier } from './models';
import {
  SONG_MENU_DISABLED_MESSAGES,
  SONG_MENU_GROUP_LABELS,
  SONG_MENU_LABELS,
} from './messages/song-menu';
import { isStemClip, personaSourceProblem } from './personas';
import {
  belongsToContest,
  canRemix,
  gateFeature,
  gatePaidPlan,
  hasFlag,
  isOwner,
  isStaff,
  type FeatureFlag,
  type FlagSource,
  type Gate,
  type PlanFeature,
  type Upsell,
  type Viewer,
} from './permissions';
import { remasterProblem } from './remaster';
import { speedAdjustProblem } from './remix';

/**
 * Items the spec's menu has no label for, with the wording decided in openapi/DECISIONS.md
 * ("Song menu: Copy embed code"); the spec's labels stay in messages, verbatim.
 */
const DECIDED_ITEM_LABELS = { copy_embed_code: 'Copy embed code' } as const;
const ITEM_LABELS = { ...SONG_MENU_LABELS, ...DECIDED_ITEM_LABELS };

export type SongMenuItemId = keyof typeof ITEM_LABELS;

export type SongMenuGroupId =
  'remix' | 'create' | 'library' | 'download' | 'share' | 'settings' | 'more' | 'report';

/** The menu's groups in order; a submenu has a label, a flat section none. */
export const SONG_MENU_GROUPS: readonly {
  readonly id: SongMenuGroupId;
  readonly submenu: boolean;
  readonly label: string | null;
}[] = [
  { id: 'remix', submenu: true, label: SONG_MENU_GROUP_LABELS.remix },
  { id: 'create', submenu: true, label: SONG_MENU_GROUP_LABELS.create },
  { id: 'library', submenu: false, label: null },
  { id: 'download', submenu: true, label: SONG_MENU_GROUP_LABELS.download },
  { id: 'share', submenu: true, label: SONG_MENU_GROUP_LABELS.share },
  { id: 'settings', submenu: false, label: null },
  { id: 'more', submenu: false, label: null },
  { id: 'report', submenu: true, label: SONG_MENU_GROUP_LABELS.report },
];

/** Why a visible item is disabled. */
export type SongMenuDisabledReason =
  | 'incomplete'
  | 'remaster_too_long'
  | 'remaster_contest'
  | 'speed_upload'
  | 'persona_audio_upload'
  | 'persona_source'
  | 'downloads_disabled'
  | 'contest_locked';

/** One item of the menu, ready to render. */
export interface SongMenuItem {
  readonly id: SongMenuItemId;
  readonly label: string;
  readonly group: SongMenuGroupId;
  readonly visible: boolean;
  readonly disabled: boolean;
  readonly reason?: SongMenuDisabledReason;
  /** The disabled reason's text, where the spec (or the server) words it. */
  readonly message?: string;
  /** Clicking opens this upsell instead of the action. */
  readonly upsell?: Upsell;
  /** Toggle items: the current state. */
  readonly checked?: boolean;
}

/** A clip as the menu needs it; the wire Clip is assignable. */
export interface SongMenuClip {
  readonly id: string;
  readonly user_id?: string | null;
  readonly status?: string | null;
  readonly is_trashed?: boolean | null;
  readonly is_public?: boolean | null;
  readonly is_pinned?: boolean | null;
  readonly allow_comments?: boolean | null;
  readonly model_name?: string | null;
  readonly major_model_version?: string | null;
  readonly video_url?: string | null;
  readonly download_disabled_reason?: string | null;
  readonly is_contest_clip?: boolean | null;
  readonly is_contest_base_clip?: boolean | null;
  readonly persona?: {
    readonly id: string;
    readonly is_owned?: boolean | null;
    readonly is_public?: boolean | null;
  } | null;
  readonly metadata?: {
    readonly type?: string | null;
    readonly task?: string | null;
    readonly duration?: number | null;
    readonly has_vocal?: boolean | null;
    readonly infill?: boolean | null;
    readonly history?: readonly { readonly type?: string | null }[] | null;
    readonly can_remix?: boolean | null;
    readonly contest_ids?: readonly string[] | null;
    readonly opt_out_video_cover_hook?: boolean | null;
    readonly video_is_stale?: boolean | null;
  } | null;
}

/** Where the menu is opened, for the items that depend on it. */
export interface SongMenuContext {
  /** The playlist being shown; Remove from Playlist needs one the viewer owns. */
  readonly playlist?: { readonly is_owned?: boolean | null } | null;
  /** The clip's position in the player, when it is the one loaded there. */
  readonly currentTimeS?: number | null;
  /** The listing the menu is opened from; Not Interested appears on 'on_repeat'. */
  readonly listing?: string | null;
  /** The viewer marked the clip Not Interested. */
  readonly notInterested?: boolean;
}

interface MenuInput {
  readonly clip: SongMenuClip;
  readonly viewer: Viewer;
  readonly flags: FlagSource;
  readonly context: SongMenuContext;
  readonly owner: boolean;
}

type Who = 'anyone' | 'owner' | 'ownerOrStaff' | 'staff' | 'nonOwner';
type Block = { readonly reason: SongMenuDisabledReason; readonly message?: string };

/** One item's rule, as data. */
interface ItemRule {
  readonly id: SongMenuItemId;
  readonly group: SongMenuGroupId;
  readonly who?: Who;
  /** A feature flag the item needs to show. */
  readonly flag?: FeatureFlag;
  /** Remix actions: shown only when the viewer may remix the clip. */
  readonly remix?: boolean;
  /** Usable before the clip is complete (most items are not). */
  readonly beforeComplete?: boolean;
  /** Download items: blocked for non-owners by the contest download rule. */
  readonly download?: boolean;
  readonly show?: (input: MenuInput) => boolean;
  readonly gate?: (input: MenuInput) => Gate;
  readonly block?: (input: MenuInput) => Block | null;
  readonly checked?: (input: MenuInput) => boolean;
}

const feature =
  (name: PlanFeature) =>
  ({ viewer }: MenuInput): Gate =>
    gateFeature(viewer, name);

const hasHistory = ({ clip }: MenuInput): boolean => (clip.metadata?.history?.length ?? 0) > 0;
const isInfill = ({ clip }: MenuInput): boolean => clip.metadata?.infill === true;

/** Speed adjustment is not allowed for uploads (and their derivatives) or vocal clips. */
const speedBlock = ({ clip }: MenuInput): Block | null => {
  const message = speedAdjustProblem(clip);
  return message === null ? null : { reason: 'speed_upload', message };
};

/** Remaster is disabled over 960 s and for contest base clips (remaster.ts holds the rule). */
const remasterBlock = ({ clip }: MenuInput): Block | null => {
  const message = remasterProblem(clip);
  if (message === null) return null;
  const tooLong = message === SONG_MENU_DISABLED_MESSAGES.remasterTooLong;
  return { reason: tooLong ? 'remaster_too_long' : 'remaster_contest', message };
};

const personaBlock = ({ clip, viewer, flags }: MenuInput): Block | null => {
  const problem = personaSourceProblem(clip, viewer, flags);
  if (problem === null) return null;
  const reason = problem.code === 'audio_upload' ? 'persona_audio_upload' : 'persona_source';
  return { reason, message: problem.message };
};

/** Video: downloading an existing video is free; generating or regenerating one is gated. */
const videoGate = (input: MenuInput): Gate =>
  input.clip.video_url != null && input.clip.metadata?.video_is_stale !== true
    ? { allowed: true }
    : gateFeature(input.viewer, 'GenerateSongVideo');

/** Remaster shows for V4 and V4.5+ songs (by major_model_version, else the model name). */
export const REMASTER_TIERS: readonly string[] = ['V4', 'V4.5+'];

export function isRemasterableVersion(
  clip: Pick<SongMenuClip, 'major_model_version' | 'model_name'>,
): boolean {
  const tier =
    clip.major_model_version ?? (clip.model_name != null ? modelTier(clip.model_name) : null);
  return tier !== null && REMASTER_TIERS.includes(tier);
}

/** Every item of 1-generation §4 'Song context menu', in menu order. */
const ITEM_RULES: readonly ItemRule[] = [
  { id: 'open_in_editor', group: 'remix', who: 'ownerOrStaff', gate: feature('EditMode') },
  { id: 'open_in_studio', group: 'remix', flag: 'studio', gate: feature('Studio') },
  { id: 'cover', group: 'remix', remix: true },
  { id: 'extend', group: 'remix', remix: true },
  { id: 'use_styles_lyrics', group: 'remix', remix: true },
  { id: 'get_full_song', group: 'remix', who: 'owner', show: (i) => hasHistory(i) && !isInfill(i) },
  { id: 'confirm_section', group: 'remix', who: 'owner', show: isInfill },
  { id: 'crop', group: 'remix', who: 'owner', gate: feature('EditMode') },
  { id: 'replace_section', group: 'remix', who: 'owner', gate: feature('EditMode') },
  { id: 'add_vocal', group: 'remix', remix: true, flag: 'under-over-painting' },
  { id: 'add_instrumental', group: 'remix', remix: true, flag: 'under-over-painting' },
  { id: 'adjust_speed', group: 'remix', remix: true, block: speedBlock },
  {
    id: 'get_stems',
    group: 'create',
    who: 'owner',
    show: ({ clip }) => !isStemClip(clip),
    gate: feature('GetStems'),
  },
  { id: 'create_variations', group: 'create', who: 'owner', gate: feature('VariationRemaster') },
  {
    id: 'remaster',
    group: 'create',
    who: 'owner',
    show: ({ clip, flags }) => isRemasterableVersion(clip) || hasFlag(flags, 'remaster-modal'),
    gate: feature('Remaster'),
    block: remasterBlock,
  },
  {
    id: 'make_persona',
    group: 'create',
    who: 'owner',
    gate: feature('Persona'),
    block: personaBlock,
  },
  {
    id: 'use_persona',
    group: 'create',
    show: ({ clip }) =>
      clip.persona != null && (clip.persona.is_public === true || clip.persona.is_owned === true),
    gate: feature('Persona'),
  },
  { id: 'add_to_queue', group: 'library' },
  { id: 'add_to_playlist', group: 'library', beforeComplete: true },
  { id: 'move_to_workspace', group: 'library', who: 'owner', beforeComplete: true },
  {
    id: 'remove_from_playlist',
    group: 'library',
    beforeComplete: true,
    show: ({ context }) => context.playlist?.is_owned === true,
  },
  { id: 'publish', group: 'library', who: 'owner', checked: ({ clip }) => clip.is_public === true },
  { id: 'song_details', group: 'library', who: 'owner', beforeComplete: true },
  { id: 'song_radio', group: 'library' },
  { id: 'download_mp3', group: 'download', download: true },
  {
    id: 'download_wav',
    group: 'download',
    who: 'ownerOrStaff',
    download: true,
    gate: ({ viewer }) => gatePaidPlan(viewer),
  },
  { id: 'download_video', group: 'download', download: true, gate: videoGate },
  { id: 'download_sample_pack', group: 'download', who: 'owner' },
  // 'Share Asset (staff)' (1 §4): staff only, on their own clips and, by §6, on others' too; a
  // Pro owner who is not staff is not offered it (issue 31 item 13).
  { id: 'download_share_asset', group: 'download', who: 'staff' },
  { id: 'copy_link', group: 'share', beforeComplete: true },
  { id: 'copy_link_at_time', group: 'share', show: ({ context }) => context.currentTimeS != null },
  // The embed player (/embed/{id}) is for public songs.
  { id: 'copy_embed_code', group: 'share', show: ({ clip }) => clip.is_public === true },
  { id: 'share_to', group: 'share', beforeComplete: true },
  {
    id: 'allow_comments',
    group: 'settings',
    who: 'owner',
    checked: ({ clip }) => clip.allow_comments !== false,
  },
  {
    id: 'allow_remixes',
    group: 'settings',
    who: 'owner',
    checked: ({ clip }) => clip.metadata?.can_remix === true,
    block: ({ clip }) => (belongsToContest(clip) ? { reason: 'contest_locked' } : null),
  },
  {
    id: 'pin_to_profile',
    group: 'settings',
    who: 'owner',
    flag: 'profile-pins',
    checked: ({ clip }) => clip.is_pinned === true,
  },
  {
    id: 'show_in_hooks_feed',
    group: 'settings',
    who: 'owner',
    checked: ({ clip }) => clip.metadata?.opt_out_video_cover_hook !== true,
  },
  // The spec names no role for Describe Clip (it opens /b-side/describe-clip in a new tab).
  { id: 'describe_clip', group: 'more' },
  { id: 'orpheus_chat', group: 'more', who: 'staff' },
  {
    id: 'not_interested',
    group: 'more',
    who: 'nonOwner',
    beforeComplete: true,
    show: ({ context }) => context.listing === 'on_repeat',
    checked: ({ context }) => context.notInterested === true,
  },
  { id: 'report_inappropriate', group: 'report', beforeComplete: true },
  { id: 'report_bug', group: 'report', who: 'owner', beforeComplete: true },
  { id: 'report_copyright', group: 'report', beforeComplete: true },
];

const WHO: Readonly<Record<Who, (input: MenuInput) => boolean>> = {
  anyone: () => true,
  owner: ({ owner }) => owner,
  ownerOrStaff: ({ owner, viewer }) => owner || isStaff(viewer),
  staff: ({ viewer }) => isStaff(viewer),
  nonOwner: ({ owner }) => !owner,
};

function isVisible(rule: ItemRule, input: MenuInput): boolean {
  return (
    input.clip.is_trashed !== true &&
    WHO[rule.who ?? 'anyone'](input) &&
    (rule.flag === undefined || hasFlag(input.flags, rule.flag)) &&
    (rule.remix !== true || canRemix(input.clip, input.viewer)) &&
    (rule.show?.(input) ?? true)
  );
}

function blockOf(rule: ItemRule, input: MenuInput): Block | null {
  if (rule.beforeComplete !== true && input.clip.status !== 'complete')
    return { reason: 'incomplete', message: SONG_MENU_DISABLED_MESSAGES.incomplete };
  const own = rule.block?.(input) ?? null;
  if (own !== null || rule.download !== true) return own;
  const blocked = downloadBlockReason(input.clip, input.viewer, input.flags);
  return blocked === null ? null : { reason: 'downloads_disabled', message: blocked };
}

function evaluate(rule: ItemRule, input: MenuInput): SongMenuItem {
  const base = { id: rule.id, label: ITEM_LABELS[rule.id], group: rule.group };
  if (!isVisible(rule, input)) return { ...base, visible: false, disabled: true };
  const block = blockOf(rule, input);
  const gate = rule.gate?.(input) ?? { allowed: true };
  return {
    ...base,
    visible: true,
    disabled: block !== null,
    ...(block !== null ? { reason: block.reason } : {}),
    ...(block?.message !== undefined ? { message: block.message } : {}),
    ...(gate.allowed ? {} : { upsell: gate.upsell }),
    ...(rule.checked !== undefined ? { checked: rule.checked(input) } : {}),
  };
}

/** Every item id, in menu order. */
export const SONG_MENU_ITEM_IDS: readonly SongMenuItemId[] = ITEM_RULES.map((rule) => rule.id);

/**
 * Every item of the song context menu for a clip and a viewer, with its visible and disabled
 * state, its toggle state, and the upsell a plan-gated item opens. Hidden items are included
 * (visible false) so a UI or a test can see the whole menu.
 */
export function songMenuItems(
  clip: SongMenuClip,
  viewer: Viewer,
  flags: FlagSource,
  context: SongMenuContext = {},
): SongMenuItem[] {
  const input: MenuInput = { clip, viewer, flags, context, owner: isOwner(clip, viewer) };
  return ITEM_RULES.map((rule) => evaluate(rule, input));
}

/** The visible items only, grouped in menu order. */
export function visibleSongMenu(
  items: readonly SongMenuItem[],
): { readonly group: (typeof SONG_MENU_GROUPS)[number]; readonly items: SongMenuItem[] }[] {
  return SONG_MENU_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.visible && item.group === group.id),
  })).filter((section) => section.items.length > 0);
}
