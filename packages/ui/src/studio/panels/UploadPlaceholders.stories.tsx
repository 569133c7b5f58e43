import type { Meta, StoryObj } from '@storybook/react-vite';
import { UPLOAD_MESSAGES } from '@cadenza/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { droppedUpload, PlaceholdersHarness } from '../fixtures/PlaceholdersHarness';
import { STUDIO_PANEL_LABELS as L } from './labels';

/**
 * Files dropped into the studio while they upload (2-studio.md §3 "Studio upload status per
 * clip: uploading, completed, failed with an error"): each on its lane from its drop position; a
 * failed one with its message, Retry and Remove (§4 "A failed studio upload can be retried").
 */
const meta = {
  title: 'Studio/Upload placeholders',
  component: PlaceholdersHarness,
  args: { uploads: [droppedUpload()], onRetry: fn(), onRemove: fn(), onIntent: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlaceholdersHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dropped file on its way: striped, named, at the beat it was dropped on. */
export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: L.uploadingFile('guitar-take.wav') }),
    ).toBeVisible();
  },
};

/** Its upload failed: the message, Retry (the same file to the same place) and Remove. */
export const Failed: Story = {
  args: {
    uploads: [droppedUpload({ state: 'failed', message: UPLOAD_MESSAGES.fetchParamsFailed })],
  },
  play: async ({ canvasElement, args }) => {
    const failed = within(canvasElement).getByRole('group', {
      name: L.uploadFailed('guitar-take.wav'),
    });
    await expect(within(failed).getByText(UPLOAD_MESSAGES.fetchParamsFailed)).toBeVisible();
    await userEvent.click(within(failed).getByRole('button', { name: L.retryUpload }));
    await expect(args.onRetry).toHaveBeenCalledWith('drop-1');
    await userEvent.click(
      within(failed).getByRole('button', { name: L.removeUpload('guitar-take.wav') }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('drop-1');
  },
};
