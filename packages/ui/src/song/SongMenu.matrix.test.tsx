/**
 * The song context menu's visibility and enable matrix (1-generation §4 Song context menu, §5,
 * §6): for owner, other user and staff × plan × status × flags × clip variants, the RENDERED
 * menu (opened from its trigger, every submenu opened) shows exactly the items `songMenuItems`
 * decides are visible, each disabled, checked and plan-gated as it decides; the trash items
 * follow the owner rules.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup } from '@testing-library/react';
import {
  SONG_MENU_ITEM_IDS,
  songMenuItems,
  type FlagSource,
  type SongMenuContext,
  type Viewer,
} from '@cadenza/sdk';
import { ThemeProvider } from '../theme';
import { OTHER, OWNER, STAFF, songClip } from './fixtures/clips';
import { songMenuSections, trashMenuItems } from './menu-model';
import { SongMenuView } from './SongMenu';

afterEach(cleanup);

const WHO: readonly [string, Viewer][] = [
  ['owner', OWNER],
  ['other user', OTHER],
  ['staff', STAFF],
];
const PLANS = ['free', 'pro'] as const;
const STATUSES = ['submitted', 'streaming', 'complete'] as const;
const FLAG_SETS: readonly [string, FlagSource][] = [
  ['no flags', {}],
  [
    'all flags',
    {
      studio: true,
      'under-over-painting': true,
      'profile-pins': true,
      'remaster-modal': true,
      'remix-contest-disable-downloads': true,
    },
  ],
];
type Variant = { readonly clip: ReturnType<typeof songClip>; readonly context: SongMenuContext };
const VARIANTS: readonly [string, (status: string) => Variant][] = [
  ['plain', (status) => ({ clip: songClip({ status: status as 'complete' }), context: {} })],
  [
    'contest remix with persona, in a playlist, playing',
    (status) => ({
      clip: songClip({
        status: status as 'complete',
        is_pinned: true,
        video_url: 'https://cadenza.test/media/video/clip-1',
        download_disabled_reason: 'contest',
        persona: { id: 'p-1', name: 'Nova', is_owned: false, is_public: true },
        metadata: {
          is_remix: true,
          history: [{ id: 'clip-0', type: 'gen' }],
          contest_ids: ['contest-1'],
          opt_out_video_cover_hook: true,
        },
        is_contest_base_clip: true,
      }),
      context: {
        playlist: { is_owned: true },
        currentTimeS: 42,
        listing: 'on_repeat',
        notInterested: true,
      },
    }),
  ],
  [
    'long upload, not remixable, infill',
    (status) => ({
      clip: songClip({
        status: status as 'complete',
        allow_comments: false,
        model_name: 'chirp-v4',
        major_model_version: 'V4',
        metadata: { type: 'upload', duration: 1000, can_remix: false, infill: true },
      }),
      context: { listing: 'on_repeat' },
    }),
  ],
  [
    'trashed',
    (status) => ({
      clip: songClip({ status: status as 'complete', is_trashed: true }),
      context: {},
    }),
  ],
];

interface Case {
  readonly name: string;
  readonly viewer: Viewer;
  readonly flags: FlagSource;
  readonly variant: Variant;
}

const CASES: Case[] = WHO.flatMap(([who, base]) =>
  PLANS.flatMap((plan) =>
    STATUSES.flatMap((status) =>
      FLAG_SETS.flatMap(([flagName, flags]) =>
        VARIANTS.map(([variantName, make]) => ({
          name: `${who} · ${plan} · ${status} · ${flagName} · ${variantName}`,
          viewer: { ...base, plan },
          flags,
          variant: make(status),
        })),
      ),
    ),
  ),
);

const collect = (items: Map<string, HTMLElement>) => {
  for (const el of document.querySelectorAll<HTMLElement>('[data-item]'))
    items.set(el.dataset['item'] ?? '', el);
};

/** Opens the menu from its trigger, then each submenu in turn; returns the items shown by id. */
function openMenu(): Map<string, HTMLElement> {
  const trigger = screen.getByRole('button', { name: 'Song actions' });
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  const items = new Map<string, HTMLElement>();
  collect(items);
  for (const sub of [...document.querySelectorAll<HTMLElement>('[data-submenu]')]) {
    act(() => {
      fireEvent.keyDown(sub, { key: 'ArrowRight' });
    });
    collect(items);
  }
  return items;
}

let cells = 0;

describe('song menu matrix: rendered menu matches songMenuItems', () => {
  test.each(CASES)('$name', ({ viewer, flags, variant }) => {
    const items = songMenuItems(variant.clip, viewer, flags, variant.context);
    const trash = trashMenuItems(variant.clip, viewer);
    render(
      <ThemeProvider>
        <SongMenuView
          label="Song actions"
          sections={songMenuSections(items, trash)}
          onSelect={() => undefined}
        />
      </ThemeProvider>,
    );
    const rendered = openMenu();
    for (const item of items) {
      const el = rendered.get(item.id);
      const actual =
        el === undefined
          ? { id: item.id, visible: false }
          : {
              id: item.id,
              visible: true,
              disabled: el.getAttribute('aria-disabled') === 'true',
              checked: el.hasAttribute('aria-checked')
                ? el.getAttribute('aria-checked') === 'true'
                : undefined,
              upsell: el.dataset['upsell'],
            };
      const expected = item.visible
        ? {
            id: item.id,
            visible: true,
            disabled: item.disabled,
            checked: item.checked,
            upsell: item.upsell,
          }
        : { id: item.id, visible: false };
      expect(actual).toEqual(expected);
      cells += 1;
    }
    for (const id of ['move_to_trash', 'restore_to_library', 'delete_permanently']) {
      expect(rendered.has(id)).toBe(trash.some((entry) => entry.id === id));
      cells += 1;
    }
  });

  test('the matrix checked every item of every case', () => {
    expect(CASES).toHaveLength(144);
    expect(cells).toBe(CASES.length * (SONG_MENU_ITEM_IDS.length + 3));
  });
});
