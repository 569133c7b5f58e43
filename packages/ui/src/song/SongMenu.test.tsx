/**
 * The song menu view (1-generation §4 Song context menu): items grouped in submenus, disabled
 * until complete with the SDK's reason, toggles checked, selection reported; and the same menu
 * on right-click.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SONG_MENU_DISABLED_MESSAGES, SONG_MENU_LABELS, songMenuItems } from '@cadenza/sdk';
import { ThemeProvider } from '../theme';
import { OWNER, songClip } from './fixtures/clips';
import { songMenuSections, trashMenuItems } from './menu-model';
import { SongContextMenu, SongMenuView } from './SongMenu';

const sectionsFor = (clip = songClip()) =>
  songMenuSections(songMenuItems(clip, OWNER, {}), trashMenuItems(clip, OWNER));

describe('song menu', () => {
  test('selecting an item reports it', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <SongMenuView label="Song actions" sections={sectionsFor()} onSelect={onSelect} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Song actions' }));
    await user.click(screen.getByRole('menuitem', { name: SONG_MENU_LABELS.song_radio }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'song_radio' }));
  });

  test(`most items are disabled until the clip is complete ('${SONG_MENU_DISABLED_MESSAGES.incomplete}')`, async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <SongMenuView
          label="Song actions"
          sections={sectionsFor(songClip({ status: 'streaming' }))}
          onSelect={() => undefined}
        />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Song actions' }));
    const radio = screen.getByRole('menuitem', {
      name: `${SONG_MENU_LABELS.song_radio} ${SONG_MENU_DISABLED_MESSAGES.incomplete}`,
    });
    expect(radio).toHaveAttribute('aria-disabled', 'true');
    expect(radio).toHaveTextContent(SONG_MENU_DISABLED_MESSAGES.incomplete);
    expect(
      screen.getByRole('menuitem', { name: SONG_MENU_LABELS.song_details }),
    ).not.toHaveAttribute('aria-disabled');
  });

  test('toggles show their state', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <SongMenuView label="Song actions" sections={sectionsFor()} onSelect={() => undefined} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Song actions' }));
    expect(
      screen.getByRole('menuitemcheckbox', { name: SONG_MENU_LABELS.allow_comments }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  test('the same menu opens on right-click', () => {
    render(
      <ThemeProvider>
        <SongContextMenu sections={sectionsFor()} onSelect={() => undefined}>
          <article aria-label="Midnight Drive">Midnight Drive</article>
        </SongContextMenu>
      </ThemeProvider>,
    );
    fireEvent.contextMenu(screen.getByRole('article', { name: 'Midnight Drive' }));
    expect(screen.getByRole('menuitem', { name: SONG_MENU_LABELS.song_radio })).toBeInTheDocument();
  });
});
