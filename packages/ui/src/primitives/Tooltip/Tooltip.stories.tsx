import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { IconButton } from '../IconButton';
import * as Tooltip from './Tooltip';

const meta: Meta<typeof Tooltip.Simple> = {
  title: 'Primitives/Tooltip',
  component: Tooltip.Simple,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = <IconButton label="Info" icon="info" variant="secondary" />;

export const Closed: Story = {
  render: () => (
    <div style={{ padding: 48 }}>
      <Tooltip.Simple content="Shown on hover and focus.">{trigger}</Tooltip.Simple>
    </div>
  ),
};
export const Open: Story = {
  render: () => (
    <div style={{ padding: 48 }}>
      <Tooltip.Simple content="Shown on hover and focus." defaultOpen side="right">
        {trigger}
      </Tooltip.Simple>
    </div>
  ),
};

/** Keyboard focus on the trigger shows the tip as its description. */
export const OnFocus: Story = {
  render: () => (
    <div style={{ padding: 48 }}>
      <Tooltip.Simple content="Shown on hover and focus." side="right">
        {trigger}
      </Tooltip.Simple>
    </div>
  ),
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Shown on hover and focus.');
  },
};
