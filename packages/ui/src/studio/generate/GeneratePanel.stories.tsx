import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTooShort, MESSAGES } from '@cadenza/studio-engine';
import { expect, fn, within } from 'storybook/test';
import { GeneratePanel } from './GeneratePanel';

const meta = {
  title: 'Studio/GeneratePanel',
  component: GeneratePanel,
  args: {
    selection: { generateMode: 'replace', seconds: 8, isEndSelection: false, blocked: null },
    replaceMode: 'smart_infill',
    endSelectionMode: 'replace',
    onReplaceModeChange: fn(),
    onEndSelectionModeChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 450, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GeneratePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Replace: Story = {};

export const ReplaceClassic: Story = { args: { replaceMode: 'infill' } };

export const EndSelection: Story = {
  args: {
    selection: { generateMode: 'extend', seconds: 7, isEndSelection: true, blocked: null },
    endSelectionMode: 'extend',
  },
};

export const Create: Story = {
  args: {
    selection: { generateMode: 'create', seconds: 6, isEndSelection: false, blocked: null },
  },
};

export const Blocked: Story = {
  args: {
    selection: {
      generateMode: 'create',
      seconds: 1,
      isEndSelection: false,
      blocked: createTooShort(1),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toBe(createTooShort(1));
  },
};

export const EmptyTrack: Story = {
  args: {
    selection: {
      generateMode: 'replace',
      seconds: 4,
      isEndSelection: false,
      blocked: MESSAGES.emptyTrack,
    },
  },
};

export const NoSelection: Story = { args: { selection: null } };

export const ContextWindow: Story = {
  args: {
    contextWindow: { visible: true, beats: 32, onVisibleChange: fn(), onBeatsChange: fn() },
  },
};
