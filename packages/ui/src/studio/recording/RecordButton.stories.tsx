import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUDIO_MESSAGES } from '@cadenza/studio-engine';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordButton } from './RecordButton';

const levels = Array.from({ length: 60 }, (_, i) => 0.2 + 0.7 * Math.abs(Math.sin(i / 4)));

const meta = {
  title: 'Studio/RecordButton',
  component: RecordButton,
  args: {
    state: { status: 'ready', error: null },
    elapsedSeconds: 0,
    levels: [],
    armedTrackName: 'Vocals',
    onStart: fn(),
    onStop: fn(),
  },
} satisfies Meta<typeof RecordButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready with an armed track: Record starts. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Ready');
    await userEvent.click(c.getByRole('button', { name: 'Record' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** No track armed: nothing to record into. */
export const NoArmedTrack: Story = {
  args: { armedTrackName: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Record' })).toBeDisabled();
  },
};

/** The microphone is opening. */
export const Preparing: Story = {
  args: { state: { status: 'preparing', error: null } },
};

/** Recording: the timer and the live waveform; the button stops. */
export const Recording: Story = {
  args: { state: { status: 'recording', error: null }, elapsedSeconds: 12.4, levels },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Recording time')).toHaveTextContent('0:12');
    await userEvent.click(c.getByRole('button', { name: 'Stop recording' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** The microphone could not be opened: back to Ready with 'Error accessing audio inputs.'. */
export const MicrophoneError: Story = {
  args: {
    state: {
      status: 'ready',
      error: { title: AUDIO_MESSAGES.microphoneError, description: AUDIO_MESSAGES.microphoneHint },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error accessing audio inputs.',
    );
  },
};
