import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CopyrightFlagModal, FlagClipModal } from './ReportClipModal';

const meta = {
  title: 'Modals/ReportClipModal',
  component: FlagClipModal,
  args: { open: true, onClose: fn(), details: '', onDetailsChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof FlagClipModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Report: Bug. */
export const Bug: Story = {};
/** 'Error flagging song.' */
export const BugFailed: Story = { args: { details: 'The audio stops at 1:20', failed: true } };
/** Report: Copyright Infringement. */
export const Copyright: Story = { render: (args) => <CopyrightFlagModal {...args} /> };
export const CopyrightSending: Story = {
  args: { details: 'This copies my song', busy: true },
  render: (args) => <CopyrightFlagModal {...args} />,
};
