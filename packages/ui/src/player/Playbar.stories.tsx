import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  FIXTURE_QUEUE,
  LONG_TITLE_SONG,
  NEON_NIGHTS,
  PREVIEW_SONG,
  STREAMING_SONG,
} from './fixtures/clips';
import { QUEUE_LABELS } from './labels';
import { PlaybarView } from './Playbar';

const meta = {
  title: 'Player/Playbar',
  component: PlaybarView,
  args: {
    clip: NEON_NIGHTS,
    status: 'paused',
    positionS: 42,
    durationS: 184,
    hasNext: true,
    repeat: false,
    volume: 0.8,
    muted: false,
    queue: { clips: FIXTURE_QUEUE, index: 0, shuffle: false },
    onTogglePlay: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onSeek: fn(),
    onRepeatChange: fn(),
    onVolumeChange: fn(),
    onToggleMute: fn(),
    onQueueJump: fn(),
    onQueueRemove: fn(),
    onQueueClear: fn(),
    onShuffleChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlaybarView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing queued yet: the transport is disabled. */
export const Empty: Story = {
  args: {
    clip: null,
    positionS: 0,
    durationS: null,
    hasNext: false,
    queue: { clips: [], index: 0, shuffle: false },
  },
};

export const Paused: Story = {};

export const Playing: Story = { args: { status: 'playing', positionS: 95 } };

/** The last clip of the queue: Next is disabled. */
export const LastInQueue: Story = {
  args: {
    status: 'playing',
    hasNext: false,
    queue: { clips: FIXTURE_QUEUE, index: 2, shuffle: false },
  },
};

export const RepeatOn: Story = { args: { status: 'playing', repeat: true } };

/** Volume 0 implies muted. */
export const Muted: Story = { args: { muted: true } };

/** A streaming clip without a known length: 60 s assumed, shown as unknown. */
export const Streaming: Story = {
  args: {
    clip: STREAMING_SONG,
    status: 'playing',
    positionS: 12,
    durationS: 60,
    durationAssumed: true,
  },
};

/** Preview clips stop at preview_seconds. */
export const Preview: Story = {
  args: { clip: PREVIEW_SONG, durationS: 120, positionS: 30 },
};

/** Titles are shown cut at 100 characters (and ellipsised to fit). */
export const LongTitle: Story = { args: { clip: LONG_TITLE_SONG, durationS: 95 } };

export const QueueOpen: Story = {
  args: { status: 'playing', queue: { clips: FIXTURE_QUEUE, index: 1, shuffle: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Queue/ }));
    await expect(await screen.findByRole('list', { name: QUEUE_LABELS.title })).toBeVisible();
  },
};

export const QueueOpenEmpty: Story = {
  args: { clip: null, hasNext: false, queue: { clips: [], index: 0, shuffle: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Queue/ }));
    await expect(await screen.findByText(QUEUE_LABELS.empty)).toBeVisible();
  },
};
