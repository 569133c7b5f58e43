import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpsellDialog } from './UpsellDialog';

const meta = {
  title: 'Create/UpsellDialog',
  component: UpsellDialog,
  args: { reason: 'model', onClose: fn() },
} satisfies Meta<typeof UpsellDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Model: Story = {};
export const Concurrency: Story = { args: { reason: 'concurrency' } };
export const Feature: Story = { args: { reason: 'feature' } };
export const Closed: Story = { args: { reason: null } };
