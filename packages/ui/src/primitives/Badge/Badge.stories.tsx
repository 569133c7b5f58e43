import type { Meta, StoryObj } from '@storybook/react-vite';
import { CREATE_FORM_PERSONA_PICKER } from '@cadenza/sdk';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: CREATE_FORM_PERSONA_PICKER.badge },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Beta: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'V4.5+' } };
export const Info: Story = { args: { tone: 'info', children: 'Pro' } };
export const Danger: Story = { args: { tone: 'danger', children: '0 credits' } };
