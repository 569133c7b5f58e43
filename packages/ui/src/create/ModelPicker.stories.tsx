import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModelPicker } from './ModelPicker';
import { FIXTURE_MODEL_OPTIONS } from './fixtures/data';

const meta = {
  title: 'Create/ModelPicker',
  component: ModelPicker,
  args: { value: 'chirp-crow', models: FIXTURE_MODEL_OPTIONS, onSelect: fn() },
} satisfies Meta<typeof ModelPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** Open: the model the plan cannot use is marked for upgrade. */
export const Open: Story = { args: { defaultOpen: true } };
export const OlderModel: Story = { args: { value: 'chirp-v3-5' } };
