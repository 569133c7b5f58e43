import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudioTransport } from './StudioTransport';

const meta = {
  title: 'Studio/StudioTransport',
  component: StudioTransport,
  args: {
    playing: false,
    positionBeats: 0,
    positionSeconds: 0,
    beatsPerBar: 4,
    loop: false,
    metronome: false,
    following: false,
    masterVolume: 1,
    onTogglePlay: fn(),
    onStop: fn(),
    onToggleLoop: fn(),
    onToggleMetronome: fn(),
    onToggleFollow: fn(),
    onMasterVolumeChange: fn(),
    onMasterVolumeCommit: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StudioTransport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stopped at the start: 1:1 and 0:00; Play reports the press. */
export const Stopped: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Position in bars and beats')).toHaveTextContent('1:1');
    await expect(c.getByLabelText('Position in minutes and seconds')).toHaveTextContent('0:00');
    await userEvent.click(c.getByRole('button', { name: 'Play' }));
    await expect(args.onTogglePlay).toHaveBeenCalledOnce();
  },
};

/** Playing in bar 4 with the loop, the metronome and follow on, the master at −6 dB. */
export const Playing: Story = {
  args: {
    playing: true,
    positionBeats: 13.5,
    positionSeconds: 6.75,
    loop: true,
    metronome: true,
    following: true,
    masterVolume: 0.5,
    level: 0.6,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Position in bars and beats')).toHaveTextContent('4:2');
    await expect(c.getByLabelText('Position in minutes and seconds')).toHaveTextContent('0:06');
    await expect(c.getByRole('button', { name: 'Loop' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('meter', { name: 'Output level' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await userEvent.click(c.getByRole('button', { name: 'Pause' }));
    await expect(args.onTogglePlay).toHaveBeenCalledOnce();
    await userEvent.click(c.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** No project yet: nothing to play; follow stays available. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Follow playhead (Ctrl+F)' })).toBeEnabled();
  },
};
