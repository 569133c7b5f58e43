import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent, within, expect } from 'storybook/test';
import {
  SONG_MENU_GROUP_LABELS,
  songMenuItems,
  type FlagSource,
  type SongMenuContext,
  type Viewer,
} from '@cadenza/sdk';
import { OTHER, OWNER, STAFF, songClip } from './fixtures/clips';
import { songMenuSections, trashMenuItems } from './menu-model';
import { SongContextMenu, SongMenuView } from './SongMenu';

const ALL_FLAGS: FlagSource = { studio: true, 'under-over-painting': true, 'profile-pins': true };

const sections = (
  clip = songClip(),
  viewer: Viewer = OWNER,
  flags: FlagSource = ALL_FLAGS,
  context: SongMenuContext = {},
) => songMenuSections(songMenuItems(clip, viewer, flags, context), trashMenuItems(clip, viewer));

const meta = {
  title: 'Song/SongMenu',
  component: SongMenuView,
  args: { label: 'Song actions', sections: sections(), onSelect: fn(), defaultOpen: true },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'center' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof SongMenuView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a submenu from the keyboard, as a user would. */
const openSubmenu = (label: string) => async () => {
  const trigger = await screen.findByRole('menuitem', { name: label });
  trigger.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(await screen.findAllByRole('menu')).toHaveLength(2);
};

export const Closed: Story = { args: { defaultOpen: false } };
/** The owner's menu on a complete song, every flag on. */
export const Owner: Story = {};
export const RemixSubmenu: Story = { play: openSubmenu(SONG_MENU_GROUP_LABELS.remix) };
export const CreateSubmenu: Story = { play: openSubmenu(SONG_MENU_GROUP_LABELS.create) };
export const DownloadSubmenu: Story = { play: openSubmenu(SONG_MENU_GROUP_LABELS.download) };
export const ShareSubmenu: Story = {
  args: {
    sections: sections(songClip(), OWNER, ALL_FLAGS, { currentTimeS: 42 }),
  },
  play: openSubmenu(SONG_MENU_GROUP_LABELS.share),
};
export const ReportSubmenu: Story = { play: openSubmenu(SONG_MENU_GROUP_LABELS.report) };
/** Most items are disabled until the clip is complete. */
export const Incomplete: Story = {
  args: { sections: sections(songClip({ status: 'streaming' })) },
};
/** Another user on the free plan: plan-gated items are marked and open the upsell. */
export const OtherUserFree: Story = {
  args: {
    sections: sections(songClip(), { ...OTHER, plan: 'free' }, ALL_FLAGS, { listing: 'on_repeat' }),
  },
  play: openSubmenu(SONG_MENU_GROUP_LABELS.remix),
};
export const Staff: Story = {
  args: { sections: sections(songClip(), STAFF) },
  play: openSubmenu(SONG_MENU_GROUP_LABELS.download),
};
export const Trashed: Story = { args: { sections: sections(songClip({ is_trashed: true })) } };
export const UploadLongClip: Story = {
  args: {
    sections: sections(
      songClip({
        major_model_version: 'V4',
        metadata: { type: 'upload', duration: 1000 },
      }),
    ),
  },
  play: openSubmenu(SONG_MENU_GROUP_LABELS.remix),
};
/** The same menu on right-click of a row. */
export const OnRightClick: Story = {
  render: (args) => (
    <SongContextMenu sections={args.sections} onSelect={args.onSelect}>
      <article aria-label="Midnight Drive" style={{ padding: 16 }}>
        Midnight Drive
      </article>
    </SongContextMenu>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article', { name: 'Midnight Drive' });
    await userEvent.pointer({ keys: '[MouseRight]', target: row });
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
/** Selecting an item reports it. */
export const SelectItem: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Song actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Song Radio' }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};
