import { describe, expect, it } from 'vitest';
import type { PlanKey } from './constants';
import { wireClip, type WireClip } from './fixtures/wire-clip';
import type { Upsell, Viewer } from './permissions';
import {
  SONG_MENU_GROUPS,
  SONG_MENU_ITEM_IDS,
  isRemasterableVersion,
  songMenuItems,
  visibleSongMenu,
  type SongMenuContext,
  type SongMenuItem,
  type SongMenuItemId,
} from './song-menu';

const ALL_FLAGS = [
  'studio',
  'under-over-painting',
  'profile-pins',
  'remaster-modal',
  'remix-contest-disable-downloads',
  'personas-audio-upload',
];

const item = (items: readonly SongMenuItem[], id: SongMenuItemId): SongMenuItem => {
  const found = items.find((i) => i.id === id);
  if (found === undefined) throw new Error(`no item ${id}`);
  return found;
};

const menu = (
  clip: WireClip,
  viewer: Viewer = { id: 'owner', plan: 'pro' },
  flags: readonly string[] = ALL_FLAGS,
  context: SongMenuContext = {},
) => songMenuItems(clip, viewer, flags, context);

describe('1-generation §4 Song context menu: the items', () => {
  it('models every item of the menu, in menu order, with its label verbatim', () => {
    const items = menu(wireClip());
    expect(items.map((i) => i.id)).toEqual(SONG_MENU_ITEM_IDS);
    expect(items.map((i) => i.label)).toEqual([
      'Open in Editor',
      'Open in Studio',
      'Cover',
      'Extend',
      'Use Styles & Lyrics',
      'Get Full Song',
      'Confirm Section',
      'Crop',
      'Replace Section',
      'Add Vocal',
      'Add Instrumental',
      'Adjust Speed',
      'Get Stems',
      'Create Variations',
      'Remaster',
      'Make Persona',
      'Use Persona',
      'Add to Queue',
      'Add to Playlist',
      'Move to Workspace',
      'Remove from Playlist',
      'Publish',
      'Song Details',
      'Song Radio',
      'MP3',
      'WAV',
      'Video',
      'Sample Pack (beta)',
      'Share Asset',
      'Copy Link',
      'Copy Link at Current Time',
      'Copy embed code',
      'Share to...',
      'Allow Comments',
      'Allow Remixes',
      'Pin to Profile',
      'Show in Hooks Feed',
      'Describe Clip',
      'Orpheus chat',
      'Not Interested',
      'Inappropriate',
      'Bug',
      'Copyright Infringement',
    ]);
  });

  it('groups them: remix & edit, create, library, Download, Share, settings, more, Report', () => {
    expect(SONG_MENU_GROUPS.map((g) => [g.id, g.label])).toEqual([
      ['remix', 'Remix'],
      ['create', 'Create'],
      ['library', null],
      ['download', 'Download'],
      ['share', 'Share'],
      ['settings', null],
      ['more', null],
      ['report', 'Report'],
    ]);
    const byGroup = (group: string) =>
      menu(wireClip())
        .filter((i) => i.group === group)
        .map((i) => i.label);
    expect(byGroup('download')).toEqual([
      'MP3',
      'WAV',
      'Video',
      'Sample Pack (beta)',
      'Share Asset',
    ]);
    expect(byGroup('share')).toEqual([
      'Copy Link',
      'Copy Link at Current Time',
      'Copy embed code',
      'Share to...',
    ]);
    expect(byGroup('report')).toEqual(['Inappropriate', 'Bug', 'Copyright Infringement']);
  });

  it('visibleSongMenu keeps the visible items by group, dropping empty groups', () => {
    const remixable = wireClip({
      metadata: { can_remix: true },
      persona: { id: 'p', name: 'P', is_owned: false, is_public: true },
    });
    const sections = visibleSongMenu(menu(remixable, { id: 'other', plan: 'free' }, []));
    expect(sections.map((s) => s.group.id)).toEqual([
      'remix',
      'create',
      'library',
      'download',
      'share',
      'more',
      'report',
    ]);
    expect(visibleSongMenu(menu(wireClip(), { id: 'other' }, [])).map((s) => s.group.id)).toEqual([
      'library',
      'download',
      'share',
      'more',
      'report',
    ]);
    expect(sections.flatMap((s) => s.items).every((i) => i.visible)).toBe(true);
  });
});

// ------------------------------------------------------------------------------------------------
// The visibility / enable matrix: viewer (owner, other user, staff) × plan (free, pro) × status
// (submitted, streaming, complete, error) × trashed × flags (none, all) = 96 scenarios × 42 items.
// The expectations restate 1-generation §4 'Song context menu' and §5/§6 item by item.
// ------------------------------------------------------------------------------------------------

type Who = 'anyone' | 'owner' | 'ownerOrStaff' | 'staff' | 'nonOwner';
interface Expectation {
  readonly who: Who;
  /** Shown only with every flag on (the flag named in the spec). */
  readonly flag?: true;
  /** Hidden in the matrix (needs a clip shape or a context the matrix clip lacks). */
  readonly hidden?: true;
  readonly before?: true;
  readonly download?: true;
  readonly upsell?: Upsell;
}

// prettier-ignore
const EXPECTED: Readonly<Record<SongMenuItemId, Expectation>> = {
  open_in_editor: { who: 'ownerOrStaff', upsell: 'EditMode' }, // owner or staff, non-trashed, Pro
  open_in_studio: { who: 'anyone', flag: true, upsell: 'Studio' }, // studio flag and Pro
  cover: { who: 'anyone' },
  extend: { who: 'anyone' },
  use_styles_lyrics: { who: 'anyone' },
  get_full_song: { who: 'owner', hidden: true }, // needs an extended clip
  confirm_section: { who: 'owner', hidden: true }, // needs an infill clip
  crop: { who: 'owner', upsell: 'EditMode' },
  replace_section: { who: 'owner', upsell: 'EditMode' },
  add_vocal: { who: 'anyone', flag: true },
  add_instrumental: { who: 'anyone', flag: true },
  adjust_speed: { who: 'anyone' },
  get_stems: { who: 'owner', upsell: 'GetStems' }, // owner, complete
  create_variations: { who: 'owner', upsell: 'VariationRemaster' },
  remaster: { who: 'owner', flag: true, upsell: 'Remaster' }, // a V5 clip: the modal variant
  make_persona: { who: 'owner', upsell: 'Persona' },
  use_persona: { who: 'anyone', upsell: 'Persona' },
  add_to_queue: { who: 'anyone' },
  add_to_playlist: { who: 'anyone', before: true },
  move_to_workspace: { who: 'owner', before: true }, // owner only
  remove_from_playlist: { who: 'anyone', hidden: true, before: true }, // needs an owned playlist
  publish: { who: 'owner' },
  song_details: { who: 'owner', before: true },
  song_radio: { who: 'anyone' },
  download_mp3: { who: 'anyone', download: true },
  download_wav: { who: 'ownerOrStaff', download: true, upsell: 'PaidPlan' }, // owner or staff, Pro
  download_video: { who: 'anyone', download: true, upsell: 'GenerateSongVideo' },
  download_sample_pack: { who: 'owner' },
  download_share_asset: { who: 'staff' }, // 'Share Asset (staff)'; §6 staff: on others' clips too (issue 31 item 13)
  copy_link: { who: 'anyone', before: true },
  copy_link_at_time: { who: 'anyone', hidden: true }, // needs the clip in the player
  copy_embed_code: { who: 'anyone' }, // public songs (the matrix clip is public)
  share_to: { who: 'anyone', before: true },
  allow_comments: { who: 'owner' },
  allow_remixes: { who: 'owner' }, // Allow Remixes (owner)
  pin_to_profile: { who: 'owner', flag: true }, // flag profile-pins, owner
  show_in_hooks_feed: { who: 'owner' },
  describe_clip: { who: 'anyone' }, // no role named
  orpheus_chat: { who: 'staff' },
  not_interested: { who: 'nonOwner', hidden: true, before: true }, // only on /on_repeat
  report_inappropriate: { who: 'anyone', before: true },
  report_bug: { who: 'owner', before: true }, // Bug (owner only)
  report_copyright: { who: 'anyone', before: true },
};

const VIEWERS = [
  ['owner', { id: 'owner' }],
  ['other user', { id: 'other' }],
  ['staff', { id: 'staff', isStaff: true }],
] as const;
const PLANS: readonly PlanKey[] = ['free', 'pro'];
const STATUSES = ['submitted', 'streaming', 'complete', 'error'] as const;
const TRASHED = [false, true] as const;
const FLAG_SETS = [
  ['no flags', [] as string[]],
  ['all flags', ALL_FLAGS],
] as const;

const matrixClip = (status: WireClip['status'], isTrashed: boolean): WireClip =>
  wireClip({
    status,
    is_trashed: isTrashed,
    major_model_version: 'V5',
    model_name: 'chirp-crow',
    download_disabled_reason: 'Contest entry',
    video_url: null,
    persona: { id: 'p', name: 'P', is_owned: false, is_public: true },
    metadata: { can_remix: true, has_vocal: false, history: [], infill: false, contest_ids: [] },
  });

const SCENARIOS = VIEWERS.flatMap(([viewerName, viewer]) =>
  PLANS.flatMap((plan) =>
    STATUSES.flatMap((status) =>
      TRASHED.flatMap((isTrashed) =>
        FLAG_SETS.map(([flagName, flags]) => ({
          name: `${viewerName}, ${plan}, ${status}${isTrashed ? ', trashed' : ''}, ${flagName}`,
          viewer: { ...viewer, plan } as Viewer,
          isOwner: viewer.id === 'owner',
          isStaff: viewer.id === 'staff',
          status,
          isTrashed,
          flagsOn: flags.length > 0,
          flags,
        })),
      ),
    ),
  ),
);

type Scenario = (typeof SCENARIOS)[number];

const WHO: Readonly<Record<Who, (s: Scenario) => boolean>> = {
  anyone: () => true,
  owner: (s) => s.isOwner,
  ownerOrStaff: (s) => s.isOwner || s.isStaff,
  staff: (s) => s.isStaff,
  nonOwner: (s) => !s.isOwner,
};

function expectedItem(id: SongMenuItemId, s: Scenario) {
  const e = EXPECTED[id];
  const visible =
    !s.isTrashed && WHO[e.who](s) && (e.flag !== true || s.flagsOn) && e.hidden !== true;
  if (!visible) return { id, visible: false, disabled: true, upsell: undefined };
  const incomplete = e.before !== true && s.status !== 'complete';
  const downloadBlocked = e.download === true && !s.isOwner && s.flagsOn;
  return {
    id,
    visible: true,
    disabled: incomplete || downloadBlocked,
    upsell: s.viewer.plan === 'free' ? e.upsell : undefined,
  };
}

describe('1-generation §4 Song context menu: visibility and enable matrix', () => {
  it('covers 3 viewers × 2 plans × 4 statuses × 2 trashed states × 2 flag sets, 43 items each', () => {
    expect(SCENARIOS).toHaveLength(96);
    expect(Object.keys(EXPECTED)).toHaveLength(SONG_MENU_ITEM_IDS.length);
    expect(SONG_MENU_ITEM_IDS).toHaveLength(43);
  });

  it.each(SCENARIOS)('$name', (s) => {
    const actual = menu(matrixClip(s.status, s.isTrashed), s.viewer, s.flags).map((i) => ({
      id: i.id,
      visible: i.visible,
      disabled: i.disabled,
      upsell: i.upsell,
    }));
    expect(actual).toEqual(SONG_MENU_ITEM_IDS.map((id) => expectedItem(id, s)));
  });
});

describe('1-generation §4 Song context menu: item rules', () => {
  it("most items are disabled until the clip is complete ('Clip is not complete')", () => {
    const cover = item(menu(wireClip({ status: 'streaming' })), 'cover');
    expect(cover).toMatchObject({
      visible: true,
      disabled: true,
      reason: 'incomplete',
      message: 'Clip is not complete',
    });
    expect(item(menu(wireClip({ status: 'streaming' })), 'copy_link').disabled).toBe(false);
  });

  it('remix actions need a remixable clip: can_remix and not trashed (the owner’s own always)', () => {
    const locked = wireClip({ metadata: { can_remix: false } });
    expect(item(menu(locked, { id: 'other', plan: 'pro' }), 'cover').visible).toBe(false);
    expect(item(menu(locked, { id: 'other', plan: 'pro' }), 'add_vocal').visible).toBe(false);
    expect(item(menu(locked), 'cover').visible).toBe(true);
  });

  it.each([
    ['V4', null, [], true],
    ['V4.5+', null, [], true],
    ['V4.5', null, [], false],
    ['V5', null, [], false],
    ['V5', null, ['remaster-modal'], true],
    [null, 'chirp-v4', [], true],
    [null, 'chirp-bluejay', [], true],
    [null, null, [], false],
  ] as const)(
    'Remaster shows for v4, v4.5+, or the modal variant (%s / %s, flags %o → %s)',
    (version, modelName, flags, visible) => {
      const clip = wireClip({ major_model_version: version, model_name: modelName });
      expect(isRemasterableVersion(clip)).toBe(visible && flags.length === 0);
      expect(item(menu(clip, undefined, flags), 'remaster').visible).toBe(visible);
    },
  );

  it('Remaster on a clip still without a duration is not blocked by length', () => {
    const clip = wireClip({ major_model_version: 'V4', metadata: { duration: null } });
    expect(item(menu(clip), 'remaster').disabled).toBe(false);
  });

  it.each([
    [
      { metadata: { duration: 961 } },
      'remaster_too_long',
      'Cannot remaster songs longer than 16 minutes',
    ],
    [{ is_contest_base_clip: true }, 'remaster_contest', 'Contest songs cannot be remastered'],
  ] as const)('Remaster is disabled: %o → %s', (overrides, reason, message) => {
    const clip = wireClip({ major_model_version: 'V4', ...overrides });
    expect(item(menu(clip), 'remaster')).toMatchObject({
      visible: true,
      disabled: true,
      reason,
      message,
    });
    expect(
      item(menu(wireClip({ major_model_version: 'V4', metadata: { duration: 960 } })), 'remaster')
        .disabled,
    ).toBe(false);
  });

  it.each([
    [
      'an audio upload',
      { metadata: { type: 'upload' as const } },
      [],
      'persona_audio_upload',
      'Personas from audio uploads are disabled at this time.',
    ],
    [
      'a stem',
      { model_name: 'chirp-crow-stem' },
      ALL_FLAGS,
      'persona_source',
      'A Persona cannot be created from this clip.',
    ],
    [
      'an infill',
      { metadata: { infill: true } },
      ALL_FLAGS,
      'persona_source',
      'A Persona cannot be created from this clip.',
    ],
    [
      'a song over 4 minutes',
      { metadata: { duration: 241 } },
      ALL_FLAGS,
      'persona_source',
      'A Persona cannot be created from this clip.',
    ],
  ] as const)('Make Persona is disabled for %s', (_case, overrides, flags, reason, message) => {
    expect(item(menu(wireClip(overrides), undefined, flags), 'make_persona')).toMatchObject({
      disabled: true,
      reason,
      message,
    });
  });

  it('Make Persona from an audio upload is allowed for staff or with personas-audio-upload', () => {
    const upload = wireClip({ metadata: { type: 'upload' } });
    expect(item(menu(upload, undefined, ['personas-audio-upload']), 'make_persona').disabled).toBe(
      false,
    );
    expect(
      item(menu(upload, { id: 'owner', plan: 'pro', isStaff: true }, []), 'make_persona').disabled,
    ).toBe(false);
  });

  it.each([
    [{ metadata: { type: 'upload' as const } }],
    [{ metadata: { task: 'upload_extend' as const } }],
    [{ metadata: { history: [{ id: 'x', type: 'upload' }] } }],
    [{ metadata: { has_vocal: true } }],
  ])(
    "Adjust Speed: 'Cannot adjust speed of uploaded audio and its derivatives' (%o)",
    (overrides) => {
      expect(item(menu(wireClip(overrides)), 'adjust_speed')).toMatchObject({
        disabled: true,
        reason: 'speed_upload',
        message: 'Cannot adjust speed of uploaded audio and its derivatives',
      });
    },
  );

  it('Get Stems is not offered on a stem (model name containing -stem)', () => {
    expect(item(menu(wireClip({ model_name: 'chirp-v4-stem' })), 'get_stems').visible).toBe(false);
    expect(item(menu(wireClip({ metadata: { type: 'stem' } })), 'get_stems').visible).toBe(false);
  });

  it('Get Full Song shows on an extension, Confirm Section on an infill (owner)', () => {
    const extended = wireClip({ metadata: { history: [{ id: 'src' }] } });
    const infill = wireClip({ metadata: { history: [{ id: 'src' }], infill: true } });
    expect([
      item(menu(extended), 'get_full_song').visible,
      item(menu(extended), 'confirm_section').visible,
    ]).toEqual([true, false]);
    expect([
      item(menu(infill), 'get_full_song').visible,
      item(menu(infill), 'confirm_section').visible,
    ]).toEqual([false, true]);
  });

  it('Use Persona needs a persona the viewer may use (public or own)', () => {
    const privateOther = wireClip({
      persona: { id: 'p', name: 'P', is_owned: false, is_public: false },
    });
    const own = wireClip({ persona: { id: 'p', name: 'P', is_owned: true, is_public: false } });
    expect(item(menu(wireClip({ persona: null })), 'use_persona').visible).toBe(false);
    expect(item(menu(privateOther), 'use_persona').visible).toBe(false);
    expect(item(menu(own), 'use_persona').visible).toBe(true);
  });

  it("'Copy embed code' shows for public songs only (the embed player is for public songs)", () => {
    const other: Viewer = { id: 'other', plan: 'pro' };
    expect(item(menu(wireClip({ is_public: true }), other), 'copy_embed_code').visible).toBe(true);
    expect(item(menu(wireClip({ is_public: false }), other), 'copy_embed_code').visible).toBe(
      false,
    );
  });

  it('context items: Remove from Playlist, Copy Link at Current Time, Not Interested on /on_repeat', () => {
    const clip = wireClip();
    const other: Viewer = { id: 'other', plan: 'pro' };
    expect(
      item(menu(clip, other, [], { playlist: { is_owned: true } }), 'remove_from_playlist').visible,
    ).toBe(true);
    expect(
      item(menu(clip, other, [], { playlist: { is_owned: false } }), 'remove_from_playlist')
        .visible,
    ).toBe(false);
    expect(item(menu(clip, other, [], { currentTimeS: 12 }), 'copy_link_at_time').visible).toBe(
      true,
    );
    const onRepeat = item(
      menu(clip, other, [], { listing: 'on_repeat', notInterested: true }),
      'not_interested',
    );
    expect(onRepeat).toMatchObject({ visible: true, checked: true });
    expect(
      item(menu(clip, undefined, [], { listing: 'on_repeat' }), 'not_interested').visible,
    ).toBe(false);
  });

  it('downloads are blocked for non-owners when download_disabled_reason is set and the flag is on', () => {
    const clip = wireClip({ download_disabled_reason: 'Contest entry' });
    const other: Viewer = { id: 'other', plan: 'pro' };
    expect(
      item(menu(clip, other, ['remix-contest-disable-downloads']), 'download_mp3'),
    ).toMatchObject({
      disabled: true,
      reason: 'downloads_disabled',
      message: 'Contest entry',
    });
    expect(item(menu(clip, other, []), 'download_mp3').disabled).toBe(false);
    expect(
      item(menu(clip, undefined, ['remix-contest-disable-downloads']), 'download_mp3').disabled,
    ).toBe(false);
  });

  it('Video: an existing video downloads freely; (re)generating needs GenerateSongVideo', () => {
    const free: Viewer = { id: 'owner', plan: 'free' };
    expect(
      item(menu(wireClip({ video_url: 'v.mp4' }), free), 'download_video').upsell,
    ).toBeUndefined();
    expect(
      item(
        menu(wireClip({ video_url: 'v.mp4', metadata: { video_is_stale: true } }), free),
        'download_video',
      ).upsell,
    ).toBe('GenerateSongVideo');
  });

  it('Allow Remixes is locked when the clip belongs to contests', () => {
    const clip = wireClip({ metadata: { contest_ids: ['c1'], can_remix: true } });
    expect(item(menu(clip), 'allow_remixes')).toMatchObject({
      disabled: true,
      reason: 'contest_locked',
      checked: true,
    });
    expect(item(menu(clip), 'allow_remixes').message).toBeUndefined();
  });

  it('toggle items carry their state: Publish, Allow Comments, Allow Remixes, Pin to Profile, Show in Hooks Feed', () => {
    const on = wireClip({
      is_public: true,
      allow_comments: true,
      is_pinned: true,
      metadata: { can_remix: true },
    });
    const off = wireClip({
      is_public: false,
      allow_comments: false,
      is_pinned: false,
      metadata: { can_remix: false, opt_out_video_cover_hook: true },
    });
    const ids = [
      'publish',
      'allow_comments',
      'allow_remixes',
      'pin_to_profile',
      'show_in_hooks_feed',
    ] as const;
    expect(ids.map((id) => item(menu(on), id).checked)).toEqual([true, true, true, true, true]);
    expect(ids.map((id) => item(menu(off), id).checked)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
