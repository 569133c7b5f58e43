/**
 * The connected song row and menu against the SDK's MSW handlers in Node (1-generation §4
 * Reactions and preferences, Pin, Trash, Song context menu; §8 Other messages; 3-library-social
 * §4 Sharing): optimistic likes and remix permission revert when the call fails, every kind
 * of item reaches its SDK call, modal or route with the spec's toasts, and trash and restore
 * offer their undo in the toast.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import {
  type components,
  PIN_MESSAGES,
  SHARE_MESSAGES,
  SONG_ACTION_MESSAGES,
  SONG_MENU_GROUP_LABELS,
  SONG_MENU_LABELS,
} from '@cadenza/sdk';
import { handle, type DeepPartial } from '@cadenza/sdk/testing';
import { findToast, renderConnected, serveMock, TEST_BASE as BASE } from '../../testing';
import { songClip } from '../fixtures/clips';
import { CachedSong, type CachedSongProps } from '../fixtures/connected';
import { SONG_LABELS, SONG_TOASTS, TRASH_MENU_LABELS } from '../labels';
import type { SongUndo } from './trash-undo';

const server = serveMock();

type Session = components['schemas']['Session'];
const OWNER_SESSION: DeepPartial<Session> = { flags: { 'profile-pins': true } };
const FREE_OTHER: DeepPartial<Session> = {
  user: { id: 'user-2' },
  plan: 'free',
  plan_features: [],
};

function mount(
  options: {
    clip?: components['schemas']['Clip'];
    session?: DeepPartial<Session>;
    overrides?: ReturnType<typeof handle>[];
    props?: Partial<CachedSongProps>;
  } = {},
) {
  const clip = options.clip ?? songClip();
  const onOpenModal = vi.fn();
  const onNavigate = vi.fn();
  const { state, user } = renderConnected(
    server,
    <CachedSong
      clipId={clip.id}
      onOpenModal={onOpenModal}
      onNavigate={onNavigate}
      pinnedIds={[]}
      origin="https://cadenza.app"
      {...options.props}
    />,
    {
      session: options.session ?? OWNER_SESSION,
      clips: [clip],
      handlers: options.overrides ?? [],
    },
  );
  return { clip, state, onOpenModal, onNavigate, user };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, submenu?: string) {
  await user.click(
    await screen.findByRole('button', { name: SONG_LABELS.moreActions('Midnight Drive') }),
  );
  if (submenu !== undefined)
    act(() => {
      fireEvent.keyDown(screen.getByRole('menuitem', { name: submenu }), { key: 'ArrowRight' });
    });
}

/** A handler that fails with 4xx once released. */
function failing(id: Parameters<typeof handle>[0]) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = handle(
    id,
    async () => {
      await gate;
      return HttpResponse.json({ detail: 'nope' }, { status: 400 });
    },
    BASE,
  );
  return { handler, release };
}

describe('optimistic rollback on a failing call', () => {
  test('like adjusts the count at once and reverts on error, with the preferences toast', async () => {
    const fail = failing('updateReactionType');
    const { user } = mount({ overrides: [fail.handler] });
    const row = await screen.findByRole('article', { name: 'Midnight Drive' });
    const count = () => row.querySelector('[data-like-count]')?.textContent;
    expect(count()).toBe('12');
    await user.click(within(row).getByRole('button', { name: SONG_LABELS.like }));
    await waitFor(() => expect(count()).toBe('13'));
    expect(within(row).getByRole('button', { name: SONG_LABELS.like })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fail.release();
    await waitFor(() => expect(count()).toBe('12'));
    expect(within(row).getByRole('button', { name: SONG_LABELS.like })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await findToast(SONG_ACTION_MESSAGES.errorUpdatingPreferences);
  });

  test('Allow Remixes toggles at once and reverts on failure', async () => {
    const fail = failing('setRemixType');
    const { user } = mount({ overrides: [fail.handler] });
    await openMenu(user);
    const item = () =>
      screen.getByRole('menuitemcheckbox', { name: SONG_MENU_LABELS.allow_remixes });
    expect(item()).toHaveAttribute('aria-checked', 'true');
    await user.click(item());
    await openMenu(user);
    await waitFor(() => expect(item()).toHaveAttribute('aria-checked', 'false'));
    fail.release();
    await waitFor(() => expect(item()).toHaveAttribute('aria-checked', 'true'));
    await findToast(SONG_ACTION_MESSAGES.errorUpdatingPreferences);
  });
});

describe('menu items reach their call, modal or route', () => {
  test('remix actions navigate to /create?remix_clip=..&remix_type=..', async () => {
    const { user, onNavigate } = mount();
    await openMenu(user, SONG_MENU_GROUP_LABELS.remix);
    await user.click(await screen.findByRole('menuitem', { name: SONG_MENU_LABELS.cover }));
    expect(onNavigate).toHaveBeenCalledWith('/create?remix_clip=clip-1&remix_type=cover');
  });

  test('Song Radio navigates to /radio/song/{id}', async () => {
    const { user, onNavigate } = mount();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: SONG_MENU_LABELS.song_radio }));
    expect(onNavigate).toHaveBeenCalledWith('/radio/song/clip-1');
  });

  test('modal items hand the clip to onOpenModal (Song Details)', async () => {
    const { user, onOpenModal, clip } = mount();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: SONG_MENU_LABELS.song_details }));
    expect(onOpenModal).toHaveBeenCalledWith(
      'song_details',
      expect.objectContaining({ id: clip.id }),
      undefined,
    );
  });

  test('a plan-gated item opens the upsell instead (Get Stems without a plan)', async () => {
    const clip = songClip({ user_id: 'user-2' });
    const { user, onOpenModal } = mount({ clip, session: FREE_OTHER });
    await openMenu(user, SONG_MENU_GROUP_LABELS.create);
    await user.click(await screen.findByRole('menuitem', { name: SONG_MENU_LABELS.get_stems }));
    expect(onOpenModal).toHaveBeenCalledWith('upsell', expect.anything(), { upsell: 'GetStems' });
  });

  test(`Copy Link without a clipboard: '${SHARE_MESSAGES.clipboardNotSupported}'`, async () => {
    const alert = vi.fn();
    const { user } = mount({ props: { clipboard: null, alert } });
    await openMenu(user, SONG_MENU_GROUP_LABELS.share);
    await user.click(await screen.findByRole('menuitem', { name: SONG_MENU_LABELS.copy_link }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(SHARE_MESSAGES.clipboardNotSupported));
  });

  test('Copy Link writes the song link', async () => {
    const writeText = vi.fn(async () => undefined);
    const { user } = mount({ props: { clipboard: { writeText } } });
    await openMenu(user, SONG_MENU_GROUP_LABELS.share);
    await user.click(await screen.findByRole('menuitem', { name: SONG_MENU_LABELS.copy_link }));
    await findToast(SONG_TOASTS.linkCopied);
    expect(writeText).toHaveBeenCalledWith('https://cadenza.app/song/clip-1');
  });

  test(`Pin to Profile pins a public song: '${PIN_MESSAGES.pinnedToast}'`, async () => {
    const { user, state } = mount();
    await openMenu(user);
    await user.click(
      screen.getByRole('menuitemcheckbox', { name: SONG_MENU_LABELS.pin_to_profile }),
    );
    await findToast(PIN_MESSAGES.pinnedToast);
    expect(state.requestsOf('pinClip')).toHaveLength(1);
  });

  test(`pinning a private song asks first ('${PIN_MESSAGES.privateSongTitle}')`, async () => {
    const { user, onOpenModal } = mount({ clip: songClip({ is_public: false }) });
    await openMenu(user);
    await user.click(
      screen.getByRole('menuitemcheckbox', { name: SONG_MENU_LABELS.pin_to_profile }),
    );
    expect(onOpenModal).toHaveBeenCalledWith(
      'pin_confirm',
      expect.anything(),
      expect.objectContaining({
        plan: expect.objectContaining({
          confirmations: [expect.objectContaining({ kind: 'private_song' })],
        }),
      }),
    );
  });

  test(`Report › Inappropriate flags the song: '${SONG_ACTION_MESSAGES.songFlagged}'`, async () => {
    const { user, state } = mount();
    await openMenu(user, SONG_MENU_GROUP_LABELS.report);
    await user.click(
      await screen.findByRole('menuitem', { name: SONG_MENU_LABELS.report_inappropriate }),
    );
    await findToast(SONG_ACTION_MESSAGES.songFlagged);
    expect(state.requestsOf('flagClip')).toHaveLength(1);
  });

  test(`Not Interested on On Repeat: '${SONG_ACTION_MESSAGES.feedbackThanks}'`, async () => {
    const clip = songClip({ user_id: 'user-1' });
    const { user, state } = mount({ clip, session: FREE_OTHER, props: { listing: 'on_repeat' } });
    await openMenu(user);
    await user.click(
      screen.getByRole('menuitemcheckbox', { name: SONG_MENU_LABELS.not_interested }),
    );
    await findToast(SONG_ACTION_MESSAGES.feedbackThanks);
    expect(state.requestsOf('markNotInterested')).toHaveLength(1);
  });
});

describe('1-generation §4 Song context menu: Describe Clip and Share Asset', () => {
  test('Describe Clip opens /b-side/describe-clip?clipId={clipId} in a new tab', async () => {
    const openTab = vi.fn();
    const { user, onNavigate } = mount({ props: { openTab } });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: SONG_MENU_LABELS.describe_clip }));
    expect(openTab).toHaveBeenCalledWith('/b-side/describe-clip?clipId=clip-1');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  test("'Share Asset (staff)': staff open the share asset download", async () => {
    const { user, onOpenModal } = mount({ session: { ...OWNER_SESSION, isStaff: true } });
    await openMenu(user, SONG_MENU_GROUP_LABELS.download);
    await user.click(
      await screen.findByRole('menuitem', { name: SONG_MENU_LABELS.download_share_asset }),
    );
    expect(onOpenModal).toHaveBeenCalledWith('download_share_asset', expect.anything(), undefined);
  });

  test("'Share Asset (staff)': an owner who is not staff is not offered it", async () => {
    const { user } = mount();
    await openMenu(user, SONG_MENU_GROUP_LABELS.download);
    await screen.findByRole('menuitem', { name: SONG_MENU_LABELS.download_mp3 });
    expect(
      screen.queryByRole('menuitem', { name: SONG_MENU_LABELS.download_share_asset }),
    ).toBeNull();
  });
});

describe('feedback on every action: a toast with the result, and the new state shown', () => {
  const checkbox = (name: string) => screen.getByRole('menuitemcheckbox', { name });

  test.each([
    [SONG_MENU_LABELS.publish, SONG_TOASTS.unpublished, 'setClipVisibility'],
    [SONG_MENU_LABELS.allow_comments, SONG_TOASTS.commentsOff, 'toggleClipComments'],
    [SONG_MENU_LABELS.allow_remixes, SONG_TOASTS.remixesOff, 'setRemixType'],
  ] as const)("%s toggled off: '%s', and the item shows it off", async (label, toast, call) => {
    const { user, state } = mount();
    await openMenu(user);
    expect(checkbox(label)).toHaveAttribute('aria-checked', 'true');
    await user.click(checkbox(label));
    await findToast(toast);
    expect(state.requestsOf(call)).toHaveLength(1);
    await openMenu(user);
    await waitFor(() => expect(checkbox(label)).toHaveAttribute('aria-checked', 'false'));
  });

  test.each([
    [SONG_MENU_LABELS.publish, SONG_TOASTS.published, { is_public: false }],
    [SONG_MENU_LABELS.allow_comments, SONG_TOASTS.commentsAllowed, { allow_comments: false }],
    [
      SONG_MENU_LABELS.allow_remixes,
      SONG_TOASTS.remixesAllowed,
      { metadata: { can_remix: false } },
    ],
  ] as const)("%s toggled on: '%s'", async (label, toast, overrides) => {
    const { user } = mount({ clip: songClip(overrides) });
    await openMenu(user);
    expect(checkbox(label)).toHaveAttribute('aria-checked', 'false');
    await user.click(checkbox(label));
    await findToast(toast);
    await openMenu(user);
    await waitFor(() => expect(checkbox(label)).toHaveAttribute('aria-checked', 'true'));
  });

  test(`Get Full Song starts the full song: '${SONG_TOASTS.fullSongStarted}'`, async () => {
    const clip = songClip({ metadata: { history: [{ id: 'clip-0', type: 'gen' }] } });
    const { user, state } = mount({ clip });
    await openMenu(user, SONG_MENU_GROUP_LABELS.remix);
    await user.click(await screen.findByRole('menuitem', { name: SONG_MENU_LABELS.get_full_song }));
    await findToast(SONG_TOASTS.fullSongStarted);
    expect(state.requestsOf('concatClip')).toHaveLength(1);
  });
});

/** The bodies of the trash calls this test sends, in order. */
function recordTrashBodies(): () => Promise<unknown[]> {
  const bodies: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/gen/trash/') bodies.push(request.clone().json());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return () => Promise.all(bodies);
}

const article = () => screen.getByRole('article', { name: 'Midnight Drive' });

/**
 * The Undo button of the toast with this title, once it takes clicks: Radix's toast region keeps
 * `pointer-events: none` until it has noticed its first toast (an effect later than the render).
 */
async function undoIn(title: string): Promise<HTMLElement> {
  const undo = within(await findToast(title)).getByRole('button', { name: SONG_TOASTS.undo });
  await waitFor(() => expect(undo.closest('[style*="pointer-events: none"]')).toBeNull());
  return undo;
}

describe('Trash, publish: move to trash and restore to library (undo available)', () => {
  test(`Move to Trash toasts '${SONG_TOASTS.movedToTrash}' with Undo, which restores the clip`, async () => {
    const bodies = recordTrashBodies();
    const { user, state } = mount();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: TRASH_MENU_LABELS.move_to_trash }));
    const undo = await undoIn(SONG_TOASTS.movedToTrash);
    expect(state.clip('clip-1')?.is_trashed).toBe(true);
    await waitFor(() => expect(article()).toHaveAttribute('data-trashed'));
    await user.click(undo);
    await findToast(SONG_TOASTS.restoredToLibrary);
    await waitFor(() => expect(article()).not.toHaveAttribute('data-trashed'));
    expect(await bodies()).toEqual([
      { trash: true, clip_ids: ['clip-1'] },
      { trash: false, clip_ids: ['clip-1'] },
    ]);
    expect(state.clip('clip-1')?.is_trashed).toBe(false);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: SONG_TOASTS.undo })).not.toBeInTheDocument(),
    );
  });

  test(`Restore to Library toasts '${SONG_TOASTS.restoredToLibrary}' with Undo, which trashes it again`, async () => {
    const bodies = recordTrashBodies();
    const { user, state } = mount({ clip: songClip({ is_trashed: true }) });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: TRASH_MENU_LABELS.restore_to_library }));
    const undo = await undoIn(SONG_TOASTS.restoredToLibrary);
    expect(state.clip('clip-1')?.is_trashed).toBe(false);
    await user.click(undo);
    await findToast(SONG_TOASTS.movedToTrash);
    expect(await bodies()).toEqual([
      { trash: false, clip_ids: ['clip-1'] },
      { trash: true, clip_ids: ['clip-1'] },
    ]);
    expect(state.clip('clip-1')?.is_trashed).toBe(true);
  });

  test("the row's Restore button toasts with Undo too", async () => {
    const { user, state } = mount({ clip: songClip({ is_trashed: true }) });
    await user.click(await screen.findByRole('button', { name: SONG_LABELS.restore }));
    await user.click(await undoIn(SONG_TOASTS.restoredToLibrary));
    await findToast(SONG_TOASTS.movedToTrash);
    expect(state.requestsOf('trashClips')).toHaveLength(2);
    expect(state.clip('clip-1')?.is_trashed).toBe(true);
  });

  test(`a failing undo shows '${SONG_ACTION_MESSAGES.errorUpdatingPreferences}' and the clip stays trashed`, async () => {
    const { user, state } = mount();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: TRASH_MENU_LABELS.move_to_trash }));
    const undo = await undoIn(SONG_TOASTS.movedToTrash);
    server.use(
      handle('trashClips', () => HttpResponse.json({ detail: 'nope' }, { status: 400 }), BASE),
    );
    await user.click(undo);
    await findToast(SONG_ACTION_MESSAGES.errorUpdatingPreferences);
    expect(state.clip('clip-1')?.is_trashed).toBe(true);
    expect(article()).toHaveAttribute('data-trashed');
    expect(screen.queryByText(SONG_TOASTS.restoredToLibrary)).not.toBeInTheDocument();
  });

  test("a host taking the undo (onUndoable) gets it instead of the toast's Undo", async () => {
    const onUndoable = vi.fn<(undo: SongUndo) => void>();
    const { user, state } = mount({ props: { onUndoable } });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: TRASH_MENU_LABELS.move_to_trash }));
    const toast = await findToast(SONG_TOASTS.movedToTrash);
    expect(within(toast).queryByRole('button', { name: SONG_TOASTS.undo })).toBeNull();
    expect(onUndoable).toHaveBeenCalledWith(
      expect.objectContaining({ message: SONG_TOASTS.movedToTrash }),
    );
    await act(() => onUndoable.mock.calls[0]![0].undo());
    await findToast(SONG_TOASTS.restoredToLibrary);
    expect(state.clip('clip-1')?.is_trashed).toBe(false);
  });
});
