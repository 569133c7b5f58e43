import type { Meta, StoryObj } from '@storybook/react-vite';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STUDIO_PANEL_LABELS as L } from './labels';
import { SessionPanelView } from './SessionPanel';

/**
 * The studio's session panel (key 3): the selected clip's stems (2-studio.md §4: made, then
 * placed on new tracks under it) and the versions this studio has seen (§3 "A save returns a
 * version_id"), each openable at that version.
 */
const HOUR = 3_600_000;
const versions = [
  { versionId: 'v-3', seenAt: 14 * HOUR + 42 * 60_000 },
  { versionId: 'v-2', seenAt: 14 * HOUR + 31 * 60_000 },
  { versionId: 'v-1', seenAt: 14 * HOUR + 5 * 60_000 },
];
const clip = { name: 'Night Drive', uploaded: true };

const meta = {
  title: 'Studio/Session panel',
  component: SessionPanelView,
  args: {
    clip,
    stems: { kind: 'idle' },
    onGetStems: fn(),
    versions,
    currentVersionId: 'v-3',
    onOpenVersion: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 368, height: 560, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: the panel says how to get stems; no saved version yet. */
export const NothingSelected: Story = {
  args: { clip: null, versions: [], currentVersionId: null },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText(L.selectClipForStems)).toBeVisible();
    await expect(panel.getByText(L.noVersions)).toBeVisible();
    await expect(panel.queryByRole('button', { name: L.getStems })).toBeNull();
  },
};

/** A clip selected: Get stems asks for them. */
export const StemsIdle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: L.getStems }));
    await expect(args.onGetStems).toHaveBeenCalledOnce();
  },
};

/** The stems are being made (the feed is asked every 2.5 s while some are missing). */
export const StemsInProgress: Story = {
  args: { stems: { kind: 'making', clipId: 'clip-1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(L.makingStems);
  },
};

/** The stems are on new tracks under the clip. */
export const StemsDone: Story = {
  args: { stems: { kind: 'placed', count: 4 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(L.stemsPlaced(4));
  },
};

/** The stems call failed: the server's detail, else the edit error of §8. */
export const StemsError: Story = {
  args: { stems: { kind: 'failed', message: STUDIO_ERRORS.editActionFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      STUDIO_ERRORS.editActionFailed,
    );
  },
};

/** A clip still uploading has no server clip yet: no stems until it has one. */
export const ClipStillUploading: Story = {
  args: { clip: { name: 'recording-1735689600000', uploaded: false } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText(L.uploadedOnly)).toBeVisible();
    await expect(panel.getByRole('button', { name: L.getStems })).toBeDisabled();
  },
};

/** The version list: newest first, the open one marked Current, the others open at that version. */
export const VersionList: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText(L.currentVersion)).toBeVisible();
    await userEvent.click(
      within(list).getByRole('button', { name: `${L.openVersion} ${L.versionLabel(1)}` }),
    );
    await expect(args.onOpenVersion).toHaveBeenCalledWith('v-1');
  },
};
