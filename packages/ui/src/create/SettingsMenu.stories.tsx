import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SettingsMenu } from './SettingsMenu';

const meta = {
  title: 'Create/SettingsMenu',
  component: SettingsMenu,
  args: {
    settings: { showSuggestions: true, advancedMode: false, voxPersona: false, chameleon: false },
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ paddingLeft: 240 }}>{Story()}</div>],
} satisfies Meta<typeof SettingsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const AllOn: Story = {
  args: {
    defaultOpen: true,
    settings: { showSuggestions: true, advancedMode: true, voxPersona: true, chameleon: true },
  },
};
