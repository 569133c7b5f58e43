/**
 * The song row and card views (1-generation §3, §4, §5, §9; 3-library-social §4): both take the
 * same props, so each rule is checked on both.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CLIP_STUCK_MESSAGES, IMAGE_SIZES } from '@cadenza/sdk';
import { ThemeProvider } from '../theme';
import { OTHER, OWNER, SONG_STATES, songClip } from './fixtures/clips';
import { SONG_LABELS } from './labels';
import { SongCard } from './SongCard';
import type { SongItemProps } from './SongParts';
import { SongRow } from './SongRow';

const VIEWS = [
  ['SongRow', SongRow],
  ['SongCard', SongCard],
] as const;

function show(View: (props: SongItemProps) => React.ReactNode, props: SongItemProps) {
  const user = userEvent.setup();
  const result = render(<ThemeProvider>{View(props)}</ThemeProvider>);
  return { user, ...result };
}

describe.each(VIEWS)('%s', (_name, View) => {
  test('an error-status clip is hidden from lists', () => {
    const { container } = show(View, { clip: SONG_STATES.error });
    expect(container.querySelector('article')).toBeNull();
  });

  test('the cover image carries the srcset of sizes 100, 360, 720, 1024', () => {
    show(View, { clip: songClip({ image_url: 'https://cadenza.test/media/image/clip-1' }) });
    const img = screen.getByRole('img', { name: SONG_LABELS.cover('Midnight Drive') });
    const widths = img
      .getAttribute('srcset')
      ?.split(', ')
      .map((part) => part.split(' ')[1]);
    expect(widths).toEqual(IMAGE_SIZES.map((size) => `${size}w`));
  });

  test('title, styles, model tier, duration and the play-count label', () => {
    show(View, { clip: SONG_STATES.complete });
    const item = screen.getByRole('article', { name: 'Midnight Drive' });
    for (const text of ['synthwave, dreamy, female vocals', 'V5', '3:05', '340 PLAYS'])
      expect(within(item).getByText(text)).toBeInTheDocument();
  });

  test.each(['submitted', 'queued'] as const)('a %s clip shows its status', (status) => {
    show(View, { clip: songClip({ status }) });
    expect(screen.getByRole('status')).toHaveTextContent(SONG_LABELS.status[status]);
  });

  test('a streaming clip shows its progress', () => {
    show(View, { clip: SONG_STATES.streaming, progress: 0.5 });
    expect(
      screen.getByRole('progressbar', { name: SONG_LABELS.streamingProgress }),
    ).toHaveAttribute('aria-valuenow', '50');
  });

  test(`a stuck clip: '${CLIP_STUCK_MESSAGES.title}' with '${CLIP_STUCK_MESSAGES.description}' and retry`, async () => {
    const onRetry = vi.fn();
    const { user } = show(View, { clip: SONG_STATES.stuck, stuck: true, onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(CLIP_STUCK_MESSAGES.title);
    expect(alert).toHaveTextContent(CLIP_STUCK_MESSAGES.description);
    await user.click(within(alert).getByRole('button', { name: SONG_LABELS.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('a preview clip offers the unlock and tells where playback stops', async () => {
    const onUnlockPreview = vi.fn();
    const { user } = show(View, {
      clip: SONG_STATES.preview,
      previewUnlock: 'offered',
      onUnlockPreview,
    });
    expect(screen.getByText(SONG_LABELS.previewStop(30))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SONG_LABELS.unlockPreview }));
    expect(onUnlockPreview).toHaveBeenCalledTimes(1);
  });

  test('the title and the cover open /song/{id}: real links, a plain click handed to onNavigate', async () => {
    const onNavigate = vi.fn();
    const clip = songClip({ image_url: 'https://cadenza.test/media/image/clip-1' });
    const { user } = show(View, { clip, onNavigate });
    const title = screen.getByRole('link', { name: 'Midnight Drive' });
    const cover = screen.getByRole('link', { name: SONG_LABELS.cover('Midnight Drive') });
    expect(title).toHaveAttribute('href', `/song/${clip.id}`);
    expect(cover).toHaveAttribute('href', `/song/${clip.id}`);
    await user.click(title);
    await user.click(cover);
    expect(onNavigate.mock.calls).toEqual([[`/song/${clip.id}`], [`/song/${clip.id}`]]);
  });

  test('play and pause call onPlay; queued clips cannot play', async () => {
    const onPlay = vi.fn();
    const { user, rerender } = show(View, { clip: SONG_STATES.complete, onPlay });
    await user.click(screen.getByRole('button', { name: SONG_LABELS.play('Midnight Drive') }));
    rerender(
      <ThemeProvider>
        {View({ clip: SONG_STATES.complete, onPlay, isPlaying: true })}
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: SONG_LABELS.pause('Midnight Drive') }));
    expect(onPlay).toHaveBeenCalledTimes(2);
    rerender(<ThemeProvider>{View({ clip: SONG_STATES.queued, onPlay })}</ThemeProvider>);
    expect(screen.getByRole('button', { name: SONG_LABELS.play('Midnight Drive') })).toBeDisabled();
  });

  test('like sets LIKE, pressing a set like clears it, dislike sets DISLIKE', async () => {
    const onReact = vi.fn();
    const { user, rerender } = show(View, { clip: SONG_STATES.complete, onReact });
    await user.click(screen.getByRole('button', { name: SONG_LABELS.like }));
    await user.click(screen.getByRole('button', { name: SONG_LABELS.dislike }));
    rerender(<ThemeProvider>{View({ clip: SONG_STATES.liked, onReact })}</ThemeProvider>);
    expect(screen.getByRole('button', { name: SONG_LABELS.like })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: SONG_LABELS.like }));
    expect(onReact.mock.calls).toEqual([['LIKE'], ['DISLIKE'], [null]]);
  });

  test('pinned, persona, remix and contest badges', () => {
    show(View, { clip: SONG_STATES.badges, viewer: OTHER });
    for (const text of [
      SONG_LABELS.pinned,
      'A very long persona',
      SONG_LABELS.remix,
      SONG_LABELS.contest,
    ])
      expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
  });

  test('the hidden-remix hint for the owner on their own profile', () => {
    show(View, { clip: SONG_STATES.remixHidden, viewer: OWNER, onOwnProfile: true });
    expect(screen.getByText(SONG_LABELS.remixHiddenHint)).toBeInTheDocument();
    expect(screen.queryByText(SONG_LABELS.remix)).toBeNull();
  });

  test('a trashed clip is marked and offers restore', async () => {
    const onRestore = vi.fn();
    const { user } = show(View, { clip: SONG_STATES.trashed, onRestore });
    expect(screen.getByText(SONG_LABELS.trashed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SONG_LABELS.restore }));
    expect(onRestore).toHaveBeenCalledTimes(1);
  });
});
