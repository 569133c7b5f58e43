/**
 * The playbar view (3-library-social §2 Player: play/pause, next/previous, repeat, volume,
 * queue): the now-playing clip, each control calling its handler, nothing playable while the
 * queue is empty, and the queue panel with its list, remove and clear.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { FIXTURE_QUEUE, NEON_NIGHTS, PREVIEW_SONG } from './fixtures/clips';
import { PLAYBAR_LABELS, QUEUE_LABELS } from './labels';
import { PlaybarView, type PlaybarViewProps } from './Playbar';

function setup(overrides: Partial<PlaybarViewProps> = {}) {
  const props: PlaybarViewProps = {
    clip: NEON_NIGHTS,
    status: 'paused',
    positionS: 42,
    durationS: 184,
    hasNext: true,
    repeat: false,
    volume: 0.8,
    muted: false,
    queue: { clips: FIXTURE_QUEUE, index: 0, shuffle: false },
    onTogglePlay: vi.fn(),
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onSeek: vi.fn(),
    onRepeatChange: vi.fn(),
    onVolumeChange: vi.fn(),
    onToggleMute: vi.fn(),
    onQueueJump: vi.fn(),
    onQueueRemove: vi.fn(),
    onQueueClear: vi.fn(),
    onShuffleChange: vi.fn(),
    ...overrides,
  };
  render(
    <ThemeProvider>
      <PlaybarView {...props} />
    </ThemeProvider>,
  );
  return { props, user: userEvent.setup() };
}

describe('playbar view', () => {
  test('shows the now-playing clip: cover, title and artist', () => {
    setup();
    const bar = screen.getByRole('region', { name: PLAYBAR_LABELS.region });
    expect(
      within(bar).getByRole('img', { name: PLAYBAR_LABELS.cover(NEON_NIGHTS.title) }),
    ).toBeInTheDocument();
    expect(within(bar).getByText(NEON_NIGHTS.title)).toBeInTheDocument();
    expect(within(bar).getByText('Cadenza')).toBeInTheDocument();
  });

  test('play/pause, previous, next and repeat call their handlers', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.play }));
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.previous }));
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.next }));
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.repeat }));
    expect(props.onTogglePlay).toHaveBeenCalledOnce();
    expect(props.onPrevious).toHaveBeenCalledOnce();
    expect(props.onNext).toHaveBeenCalledOnce();
    expect(props.onRepeatChange).toHaveBeenCalledWith(true);
  });

  test('a playing clip offers Pause; repeat on shows pressed', () => {
    setup({ status: 'playing', repeat: true });
    expect(screen.getByRole('button', { name: PLAYBAR_LABELS.pause })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PLAYBAR_LABELS.repeat })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an empty queue shows nothing playing and disables the transport', () => {
    setup({ clip: null, hasNext: false, queue: { clips: [], index: 0, shuffle: false } });
    expect(screen.getByText(PLAYBAR_LABELS.nothingPlaying)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PLAYBAR_LABELS.play })).toBeDisabled();
    expect(screen.getByRole('button', { name: PLAYBAR_LABELS.next })).toBeDisabled();
  });

  test('next is disabled on the last clip of the queue', () => {
    setup({ hasNext: false });
    expect(screen.getByRole('button', { name: PLAYBAR_LABELS.next })).toBeDisabled();
  });

  test('preview clips say where they stop', () => {
    setup({ clip: PREVIEW_SONG });
    expect(screen.getByText(PLAYBAR_LABELS.previewHint(30))).toBeInTheDocument();
  });

  test('volume moves in 0..1 and the mute button toggles mute', async () => {
    const { props, user } = setup();
    const volume = screen.getByRole('slider', { name: PLAYBAR_LABELS.volume });
    expect(volume).toHaveAttribute('aria-valuenow', '80');
    volume.focus();
    await user.keyboard('{ArrowRight}');
    expect(props.onVolumeChange).toHaveBeenCalledWith(0.81);
    await user.click(screen.getByRole('button', { name: PLAYBAR_LABELS.mute }));
    expect(props.onToggleMute).toHaveBeenCalledOnce();
  });

  test('a muted player shows volume 0 and offers Unmute', () => {
    setup({ muted: true });
    expect(screen.getByRole('slider', { name: PLAYBAR_LABELS.volume })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('button', { name: PLAYBAR_LABELS.unmute })).toBeInTheDocument();
  });

  test('the queue panel lists the queue; items play and remove; clear and shuffle', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: /^Queue/ }));
    const list = await screen.findByRole('list', { name: QUEUE_LABELS.title });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    const second = FIXTURE_QUEUE[1]?.title ?? '';
    await user.click(within(list).getByRole('button', { name: QUEUE_LABELS.playItem(second) }));
    expect(props.onQueueJump).toHaveBeenCalledWith(1);
    await user.click(within(list).getByRole('button', { name: QUEUE_LABELS.removeItem(second) }));
    expect(props.onQueueRemove).toHaveBeenCalledWith(FIXTURE_QUEUE[1]?.id);
    await user.click(screen.getByRole('switch', { name: QUEUE_LABELS.shuffle }));
    expect(props.onShuffleChange).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: QUEUE_LABELS.clear }));
    expect(props.onQueueClear).toHaveBeenCalledOnce();
  });
});
