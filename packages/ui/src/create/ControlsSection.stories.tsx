import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CreateFormState } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { ControlsSection } from './ControlsSection';
import { emptyForm } from './fixtures/data';
import { editCustom } from './form-edit';

const form = emptyForm('custom');
const painting: CreateFormState = {
  ...form,
  global: {
    ...form.global,
    timedCondition: { type: 'overpaint', clipId: 'clip-night', startSeconds: 0, endSeconds: 30 },
  },
};

const meta = {
  title: 'Create/ControlsSection',
  component: ControlsSection,
  args: { form, slidersSupported: true, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ControlsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Adjusted: Story = {
  args: {
    form: editCustom(form, {
      weirdness: 80,
      styleInfluence: 20,
      audioInfluence: 60,
      durationSeconds: 240,
      vocalGender: 'female',
      maxMode: true,
    }),
  },
};
/** With a painting set, audio influence reads 75. */
export const WithPainting: Story = { args: { form: painting } };
/** Models before V4.5 take no sliders. */
export const NoSliders: Story = { args: { slidersSupported: false } };
