import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, within } from 'storybook/test';
import { arrangedProject } from '../fixtures/projects';
import { fixturePeaks } from '../fixtures/peaks';
import { harnessArgs } from '../fixtures/harness-args';
import { TimelineHarness } from '../fixtures/TimelineHarness';

const ready = fixturePeaks();

const meta = {
  title: 'Studio/Context menus',
  component: TimelineHarness,
  args: {
    project: arrangedProject(3, 2),
    heightPx: 420,
    pxPerBeat: 40,
    ...harnessArgs(ready),
    playheadBeats: 4,
    clipboardClips: 1,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TimelineHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A right-click at view px (x, y) of the lanes. */
function rightClickLanes(canvasElement: HTMLElement, x: number, y: number) {
  const lanes = within(canvasElement).getByRole('group', { name: 'Track lanes' });
  const box = lanes.getBoundingClientRect();
  fireEvent.contextMenu(lanes, { clientX: box.left + x, clientY: box.top + y, button: 2 });
}

/** A clip's menu: Split (the playhead is inside it), Duplicate, the clipboard, Mute, Rename, Colour, Delete. */
export const ClipMenu: Story = {
  play: async ({ canvasElement, args }) => {
    rightClickLanes(canvasElement, 120, 50);
    const menu = await screen.findByRole('menu', { name: 'Clip Lead Vocal 1' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      'SplitCtrl+E',
      'DuplicateCtrl+D',
      'CopyCtrl+C',
      'CutCtrl+X',
      'PasteCtrl+V',
      'Mute0',
      'Rename…',
      'Colour',
      'DeleteDel',
    ]);
    await expect(args.onIntent).toHaveBeenCalledWith({
      phase: 'commit',
      intent: { type: 'selectClip', clipId: 'clip-0-0', trackId: 'track-0', additive: false },
    });
  },
};

/** The track's menu from its header: Paste, Rename, Colour, Add track, Duplicate track, Delete track. */
export const TrackMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const headers = within(canvasElement).getByRole('list', { name: 'Tracks' });
    const box = headers.getBoundingClientRect();
    fireEvent.contextMenu(headers, { clientX: box.left + 150, clientY: box.top + 130, button: 2 });
    const menu = await screen.findByRole('menu', { name: 'Track Backing Vocals' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate track' }));
    await expect(args.onIntent).toHaveBeenCalledWith({
      phase: 'commit',
      intent: { type: 'duplicateTrack', trackId: 'track-1' },
    });
  },
};

/** Rename from a clip's menu opens a dialog with its name. */
export const RenameClip: Story = {
  play: async ({ canvasElement, args }) => {
    rightClickLanes(canvasElement, 120, 50);
    const menu = await screen.findByRole('menu', { name: 'Clip Lead Vocal 1' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename clip' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(field).toHaveValue('Lead Vocal 1');
    await userEvent.clear(field);
    await userEvent.type(field, 'Hook take');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onIntent).toHaveBeenCalledWith({
      phase: 'commit',
      intent: { type: 'renameClip', clipId: 'clip-0-0', name: 'Hook take' },
    });
  },
};
