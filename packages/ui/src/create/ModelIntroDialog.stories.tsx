import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModelIntroDialog } from './ModelIntroDialog';

const meta = {
  title: 'Create/ModelIntroDialog',
  component: ModelIntroDialog,
  args: { intro: 'crow', modelName: 'v5', onTry: fn(), onClose: fn() },
} satisfies Meta<typeof ModelIntroDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The crow modal: chirp-crow (V5). */
export const Crow: Story = {};
/** The bluejay modal: chirp-bluejay (V4.5+). */
export const Bluejay: Story = { args: { intro: 'bluejay', modelName: 'v4.5+' } };
export const Closed: Story = { args: { intro: null } };
