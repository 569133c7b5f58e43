import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CreateFormState, TimedCondition } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { ReferenceChips } from './ReferenceChips';
import { FIXTURE_CHIP_CLIPS, emptyForm } from './fixtures/data';
import { editCustom, editUntimed } from './form-edit';
import { referenceChips } from './reference-chips';

const base = emptyForm('custom');
const timed = (condition: TimedCondition): CreateFormState => ({
  ...base,
  global: { ...base.global, timedCondition: condition },
});
const chipsOf = (form: CreateFormState) => referenceChips(form, FIXTURE_CHIP_CLIPS);
const persona = {
  personaId: 'persona-basso',
  rootClipId: 'clip-sun',
  clipId: 'clip-sun',
  startSeconds: 0,
  endSeconds: 120,
  personaName: 'Basso',
  personaImageUrl: null,
};

const meta = {
  title: 'Create/ReferenceChips',
  component: ReferenceChips,
  args: { chips: [], onRemove: fn(), onExtendFrom: fn() },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ReferenceChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {
  args: { chips: chipsOf(editUntimed(base, { cover: { clipId: 'clip-night' } })) },
};
export const Extend: Story = {
  args: {
    chips: chipsOf(
      timed({
        type: 'extend',
        clipId: 'clip-night',
        startSeconds: 120,
        clipDurationSeconds: 184,
        isUploadSource: false,
      }),
    ),
  },
};
export const ExtendUpload: Story = {
  args: {
    chips: chipsOf(
      timed({
        type: 'extend',
        clipId: 'clip-upload',
        startSeconds: 30,
        clipDurationSeconds: 42,
        isUploadSource: true,
      }),
    ),
  },
};
export const Infill: Story = {
  args: {
    chips: chipsOf(
      timed({
        type: 'infill',
        kind: 'infill',
        clipId: 'clip-night',
        startSeconds: 30,
        endSeconds: 45,
        contextStartSeconds: null,
        contextEndSeconds: null,
        lyrics: null,
      }),
    ),
  },
};
export const Overpaint: Story = {
  args: {
    chips: chipsOf(
      timed({ type: 'overpaint', clipId: 'clip-upload', startSeconds: 0, endSeconds: 30 }),
    ),
  },
};
export const Underpaint: Story = {
  args: {
    chips: chipsOf(
      timed({ type: 'underpaint', clipId: 'clip-night', startSeconds: 0, endSeconds: 30 }),
    ),
  },
};
export const Persona: Story = {
  args: { chips: chipsOf(editUntimed(base, { personas: [persona] })) },
};
export const Playlist: Story = {
  args: {
    chips: chipsOf(
      editUntimed(base, { playlist: { playlistId: 'playlist-road', name: 'Road trip' } }),
    ),
  },
};
export const InspirationClips: Story = {
  args: { chips: chipsOf(editUntimed(base, { inspirationClipIds: ['clip-night', 'clip-sun'] })) },
};
export const ReusedStylesAndLyrics: Story = {
  args: { chips: chipsOf(editCustom(base, { reusedFromClipId: 'clip-sun' })) },
};
export const VoicePersona: Story = {
  args: {
    chips: chipsOf(editUntimed(base, { personas: [persona], voxPersona: { enabled: true } })),
  },
};
export const Chameleon: Story = {
  args: { chips: chipsOf(editUntimed(base, { chameleon: { enabled: true } })) },
};
