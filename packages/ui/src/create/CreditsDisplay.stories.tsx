import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditsDisplay } from './CreditsDisplay';

const meta = {
  title: 'Create/CreditsDisplay',
  component: CreditsDisplay,
  args: { credits: 500 },
} satisfies Meta<typeof CreditsDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Credits: Story = {};
export const NoCredits: Story = { args: { credits: 0 } };
export const Loading: Story = { args: { credits: null } };
