/**
 * The add menu on the SDK's rules (1-generation §4 conflict rules, §9; 3-library-social §2
 * Persona picker): inspiration clips picked from the Inspo panel's Songs tab, unique and at most
 * 4, removing the persona with 'Persona removed'; the following tab and its empty text.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import {
  CREATE_FORM_NOTICES,
  CREATE_FORM_PERSONA_PICKER,
  INFO_NOTICE_MS,
  INFO_NOTICE_VOX_HINT_MS,
  INSPIRATION_CLIPS_MAX,
} from '@cadenza/sdk';
import { ThemeProvider } from '../theme';
import { PersonaPicker } from './PersonaPicker';
import { LocalCreateForm } from './fixtures/LocalCreateForm';
import {
  FIXTURE_INSPIRATION_CLIPS,
  FIXTURE_PERSONAS,
  emptyForm,
  fixtureContext,
} from './fixtures/data';
import { ADD_MENU_LABELS, CHIP_LABELS, FORM_LABELS, INSPIRATION_CLIP_LABELS } from './labels';

function renderForm(flags: Record<string, boolean> = {}) {
  const user = userEvent.setup();
  const ctx = fixtureContext({ flags: { 'playlist-condition': true, ...flags } });
  render(
    <ThemeProvider>
      <LocalCreateForm ctx={ctx} initial={emptyForm('custom')} />
    </ThemeProvider>,
  );
  return user;
}

async function openSongs(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: ADD_MENU_LABELS.trigger }));
  await user.click(await screen.findByRole('button', { name: new RegExp(ADD_MENU_LABELS.inspo) }));
  await user.click(await screen.findByRole('tab', { name: INSPIRATION_CLIP_LABELS.songsTab }));
}

const song = (index: number) => FIXTURE_INSPIRATION_CLIPS[index]!.title;

// Each test renders the whole form: give it room on a shared machine.
const SLOW = { timeout: 20_000 };

describe('inspiration clips (1-generation §4: unique, capped at 4)', SLOW, () => {
  test('a picked song shows as an inspiration chip and is counted', async () => {
    const user = renderForm();
    await openSongs(user);
    await user.click(await screen.findByRole('button', { name: song(1) }));
    expect(screen.getByRole('button', { name: song(1) })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText(INSPIRATION_CLIP_LABELS.picked(1, INSPIRATION_CLIPS_MAX)),
    ).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: FORM_LABELS.references });
    expect(within(chips).getByText(CHIP_LABELS.inspirationClip)).toBeInTheDocument();
  });

  test('picking a picked song again removes it', async () => {
    const user = renderForm();
    await openSongs(user);
    await user.click(await screen.findByRole('button', { name: song(1) }));
    await user.click(screen.getByRole('button', { name: song(1) }));
    expect(screen.getByRole('button', { name: song(1) })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('list', { name: FORM_LABELS.references })).not.toBeInTheDocument();
  });

  test('with 4 songs picked the others cannot be picked', async () => {
    const user = renderForm();
    await openSongs(user);
    for (const index of [0, 1, 2, 3])
      await user.click(await screen.findByRole('button', { name: song(index) }));
    expect(screen.getByText(INSPIRATION_CLIP_LABELS.picked(4, 4))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: song(4) })).toBeDisabled();
  });

  async function personaThenSong(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: ADD_MENU_LABELS.trigger }));
    await user.click(
      await screen.findByRole('button', { name: new RegExp(ADD_MENU_LABELS.personas) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Basso' }));
    await user.click(screen.getByRole('button', { name: ADD_MENU_LABELS.back }));
    await user.click(
      await screen.findByRole('button', { name: new RegExp(ADD_MENU_LABELS.inspo) }),
    );
    await user.click(await screen.findByRole('tab', { name: INSPIRATION_CLIP_LABELS.songsTab }));
    await user.click(await screen.findByRole('button', { name: song(1) }));
    return screen.findAllByText(CREATE_FORM_NOTICES.personaRemoved);
  }
  const lasting = (notices: HTMLElement[], ms: number) =>
    notices.some((n) => n.closest('li')?.dataset['duration'] === String(ms));

  test("adding inspiration clips removes the persona: 'Persona removed' (info, 3 s)", async () => {
    const notices = await personaThenSong(renderForm());
    expect(lasting(notices, INFO_NOTICE_MS)).toBe(true);
  });

  test("with the voice persona hint (flag vox-persona) 'Persona removed' lasts 10 s", async () => {
    const notices = await personaThenSong(renderForm({ 'vox-persona': true }));
    expect(lasting(notices, INFO_NOTICE_VOX_HINT_MS)).toBe(true);
  });
});

describe('persona picker tabs (3-library-social §2: a following list also exists)', () => {
  const props = {
    search: '',
    onSearchChange: vi.fn(),
    onTabChange: vi.fn(),
    mine: FIXTURE_PERSONAS,
    favorites: [],
    onSelect: vi.fn(),
    onCreateNew: vi.fn(),
    onToggleLove: vi.fn(),
    onPlayPreview: vi.fn(),
    personaHref: (id: string) => `/persona/${id}`,
  };

  test("no followed personas: 'Follow a Persona to see it here.'", () => {
    render(<PersonaPicker {...props} tab="following" following={[]} />);
    expect(screen.getByText(CREATE_FORM_PERSONA_PICKER.noFollowed)).toBeInTheDocument();
  });

  test('the following tab lists the followed personas', () => {
    render(<PersonaPicker {...props} tab="following" following={FIXTURE_PERSONAS.slice(1)} />);
    expect(screen.getByRole('button', { name: 'Basso' })).toBeInTheDocument();
  });

  test('without persona search My Personas has no search box', () => {
    render(<PersonaPicker {...props} tab="mine" searchable={false} />);
    expect(
      screen.queryByRole('searchbox', { name: ADD_MENU_LABELS.searchPersonas }),
    ).not.toBeInTheDocument();
  });
});
