import type { Meta, StoryObj } from '@storybook/react-vite';
import { SELECTION_PREP_ERROR } from '@cadenza/sdk';
import { STUDIO_ERRORS, studioRenderModerationError } from '@cadenza/studio-engine';
import { expect, fn, within } from 'storybook/test';
import { SelectionCondition } from './SelectionCondition';

const range = { startBeats: 8, endBeats: 24, trackId: 't1' };

const meta = {
  title: 'Studio/SelectionCondition',
  component: SelectionCondition,
  args: { state: { kind: 'idle' }, enabled: true, onUse: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 450, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectionCondition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Overpaint' }).click();
    await expect(args.onUse).toHaveBeenCalledWith('overpaint');
  },
};

export const NoSelection: Story = { args: { enabled: false } };

export const Preparing: Story = { args: { state: { kind: 'preparing', type: 'cover' } } };

export const Ready: Story = {
  args: {
    state: { kind: 'ready', type: 'cover', clipId: 'r1', title: 'Night Drive (Selection)', range },
  },
};

export const RenderFailed: Story = {
  args: { state: { kind: 'failed', type: 'extend', title: STUDIO_ERRORS.renderFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toBe(
      'Something went wrong, try again',
    );
  },
};

export const ModerationError: Story = {
  args: {
    state: {
      kind: 'failed',
      type: 'cover',
      title: studioRenderModerationError("The text contains 'forbidden-word'."),
    },
  },
};

export const PreparationFailed: Story = {
  args: {
    state: {
      kind: 'failed',
      type: 'underpaint',
      title: SELECTION_PREP_ERROR.title,
      description: SELECTION_PREP_ERROR.description,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toBe(
      'Error preparing selection for edit' + 'Please try again.',
    );
  },
};
