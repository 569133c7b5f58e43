import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CopyrightWarningDialog } from './CopyrightWarningDialog';

const meta = {
  title: 'Create/CopyrightWarningDialog',
  component: CopyrightWarningDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof CopyrightWarningDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
