/**
 * The connected clip browser against MSW (3-library-social §2 Clip browser, §3 Clip filters,
 * §4 Clip browser behaviour and Trash, §7 Feed and library, §8 'Error fetching clips'):
 * infinite mode through POST /api/feed/v3 by cursor, page mode through GET /api/feed/v2 with
 * page counts, filters sent after the 350 ms debounce and kept per path, sort, the trashed
 * view with restore, empty states, errors, and play from a row.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FILTER_DEBOUNCE_MS, LIBRARY_MESSAGES, SONG_ACTION_MESSAGES } from '@cadenza/sdk';
import type { Clip, KeyValueStorage } from '@cadenza/sdk/store';
import { useCadenzaCalls } from '@cadenza/sdk/react';
import { createMemoryStorage } from '@cadenza/sdk/testing';
import { renderConnected, serveMock, TEST_BASE as BASE } from '../../testing';
import { FIRST_PAGE, LIBRARY_CLIPS, TRASHED_CLIPS } from '../fixtures/clips';
import { ClipRowFixture } from '../fixtures/ClipRowFixture';
import { createLibraryServer } from '../fixtures/library-handlers';
import { BROWSER_LABELS, FILTER_LABELS, SORT_LABELS } from '../labels';
import { ClipBrowser } from './ClipBrowser';

const server = serveMock();

/** Moves a clip to the trash through the store, as a song row's menu does. */
function TrashButton({ clip }: { readonly clip: Clip }) {
  const calls = useCadenzaCalls();
  return (
    <button
      type="button"
      onClick={() => {
        calls
          .mutate('trashClips', { body: { trash: true, clip_ids: [clip.id] } })
          .catch(() => undefined);
      }}
    >{`Trash ${clip.title}`}</button>
  );
}

function mount(
  options: {
    path?: string;
    storage?: KeyValueStorage;
    clips?: readonly Clip[];
    fail?: boolean;
    mode?: 'infinite' | 'page';
    holdTrash?: () => Promise<void>;
    refuseTrash?: boolean;
  } = {},
) {
  const library = createLibraryServer({
    baseUrl: BASE,
    ...(options.clips ? { clips: options.clips } : {}),
    ...(options.fail ? { fail: true } : {}),
    ...(options.holdTrash ? { holdTrash: options.holdTrash } : {}),
    ...(options.refuseTrash ? { refuseTrash: true } : {}),
  });
  const { clock, store, view, user } = renderConnected(
    server,
    <ClipBrowser
      path={options.path ?? '/me'}
      defaultMode={options.mode ?? 'infinite'}
      renderClip={(clip, row) => (
        <div>
          <ClipRowFixture clip={clip} />
          <button type="button" onClick={row.play}>{`Play ${clip.title}`}</button>
          <TrashButton clip={clip} />
        </div>
      )}
    />,
    {
      handlers: library.handlers,
      ...(options.storage ? { storage: options.storage } : {}),
      user: { advanceTimers: () => undefined },
    },
  );
  return { clock, store, library, view, user };
}

const rows = async (name: string = BROWSER_LABELS.list) =>
  within(await screen.findByRole('list', { name })).getAllByRole('article');

const lastRequest = (library: ReturnType<typeof createLibraryServer>, id: string) =>
  library.requests.filter((r) => r.id === id).at(-1)?.args;

// Each test mounts the whole store and lists 20+ rows: give it room on a shared machine.
describe('connected clip browser', { timeout: 20_000 }, () => {
  test('infinite mode lists the library newest first, 20 at a time, and loads more by cursor', async () => {
    const { library, user } = mount();
    const first = await rows();
    expect(first).toHaveLength(20);
    expect(first[0]).toHaveAccessibleName(FIRST_PAGE[0]?.title);
    expect(lastRequest(library, 'postFeedV3')).toMatchObject({
      cursor: null,
      limit: 20,
      filters: { sort: { sortBy: 'created_at', sortDirection: 'desc' } },
    });
    await user.click(screen.getByRole('button', { name: BROWSER_LABELS.loadMore }));
    await waitFor(async () => expect(await rows()).toHaveLength(40));
    expect(lastRequest(library, 'postFeedV3')).toMatchObject({ cursor: '20' });
  });

  test('a clip with status error is hidden from lists', async () => {
    const errored = LIBRARY_CLIPS.find((clip) => clip.status === 'error');
    const ok = FIRST_PAGE.slice(0, 2);
    mount({ clips: [...ok, { ...(errored as Clip), created_at: '2030-01-01T00:00:00Z' }] });
    const listed = await rows();
    expect(listed.map((row) => row.getAttribute('aria-label'))).toEqual(ok.map((c) => c.title));
    expect(screen.getByText(BROWSER_LABELS.end)).toBeInTheDocument();
  });

  test('filters are sent after the 350 ms filter debounce and kept per path and per user', async () => {
    const storage = createMemoryStorage();
    const first = mount({ storage });
    await rows();
    await first.user.click(screen.getByRole('button', { name: FILTER_LABELS.liked }));
    expect(lastRequest(first.library, 'postFeedV3')).not.toMatchObject({
      filters: { liked: true },
    });
    await act(() => first.clock.advance(FILTER_DEBOUNCE_MS));
    await waitFor(() =>
      expect(lastRequest(first.library, 'postFeedV3')).toMatchObject({ filters: { liked: true } }),
    );
    const liked = await rows();
    expect(liked.length).toBeGreaterThan(0);
    first.view.unmount();

    const again = mount({ storage });
    expect(
      await screen.findByRole('button', { name: FILTER_LABELS.liked, pressed: true }),
    ).toBeInTheDocument();
    again.view.unmount();

    mount({ storage, path: '/me/other' });
    expect(
      await screen.findByRole('button', { name: FILTER_LABELS.liked, pressed: false }),
    ).toBeInTheDocument();
  }, 20_000);

  test('sort Oldest sends created_at ascending and lists the oldest first', async () => {
    const { clock, library, user } = mount();
    await rows();
    await user.click(screen.getByRole('combobox', { name: BROWSER_LABELS.sort }));
    await user.click(await screen.findByRole('option', { name: SORT_LABELS.oldest }));
    await act(() => clock.advance(FILTER_DEBOUNCE_MS));
    await waitFor(() =>
      expect(lastRequest(library, 'postFeedV3')).toMatchObject({
        filters: { sort: { sortBy: 'created_at', sortDirection: 'asc' } },
      }),
    );
    const oldest = LIBRARY_CLIPS.filter((c) => !c.is_trashed && c.status !== 'error').at(-1);
    await waitFor(async () => expect((await rows())[0]).toHaveAccessibleName(oldest?.title));
  });

  test('page mode: GET /api/feed/v2 by page, the page count from num_total_results', async () => {
    const { library, user } = mount({ mode: 'page' });
    expect(await rows()).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: BROWSER_LABELS.pager });
    const listable = LIBRARY_CLIPS.filter((c) => !c.is_trashed && c.status !== 'error').length;
    expect(
      within(pager).getByText(BROWSER_LABELS.pageOf(1, Math.ceil(listable / 20))),
    ).toBeInTheDocument();
    expect(lastRequest(library, 'getFeedV2')).toMatchObject({ page: '0' });
    await user.click(within(pager).getByRole('button', { name: BROWSER_LABELS.nextPage }));
    await waitFor(() => expect(lastRequest(library, 'getFeedV2')).toMatchObject({ page: '1' }));
    expect(
      await screen.findByText(BROWSER_LABELS.pageOf(2, Math.ceil(listable / 20))),
    ).toBeInTheDocument();
  });

  test('the trashed view lists trashed clips; Restore sends trash false and the clip leaves', async () => {
    const { clock, library, user } = mount();
    await rows();
    await user.click(screen.getByRole('radio', { name: BROWSER_LABELS.trash }));
    await act(() => clock.advance(FILTER_DEBOUNCE_MS));
    const trashed = await rows(BROWSER_LABELS.trashList);
    expect(trashed).toHaveLength(TRASHED_CLIPS.length);
    const target = TRASHED_CLIPS[0] as Clip;
    await user.click(screen.getByRole('button', { name: BROWSER_LABELS.restore(target.title) }));
    await waitFor(() =>
      expect(lastRequest(library, 'trashClips')).toEqual({ trash: false, clip_ids: [target.id] }),
    );
    await waitFor(async () =>
      expect(await rows(BROWSER_LABELS.trashList)).toHaveLength(TRASHED_CLIPS.length - 1),
    );
  });

  test(`a refused restore leaves the song in Trash and says '${SONG_ACTION_MESSAGES.errorUpdatingPreferences}'`, async () => {
    const { clock, user } = mount({ refuseTrash: true });
    await rows();
    await user.click(screen.getByRole('radio', { name: BROWSER_LABELS.trash }));
    await act(() => clock.advance(FILTER_DEBOUNCE_MS));
    await rows(BROWSER_LABELS.trashList);
    const target = TRASHED_CLIPS[0] as Clip;
    await user.click(screen.getByRole('button', { name: BROWSER_LABELS.restore(target.title) }));
    expect(await screen.findByText(SONG_ACTION_MESSAGES.errorUpdatingPreferences)).toBeVisible();
    expect(await rows(BROWSER_LABELS.trashList)).toHaveLength(TRASHED_CLIPS.length);
  });

  test('empty states: an empty library, no match for the filters (with reset), an empty trash', async () => {
    const { clock, user } = mount({ clips: [] });
    expect(await screen.findByText(BROWSER_LABELS.emptyLibrary)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FILTER_LABELS.public }));
    await act(() => clock.advance(FILTER_DEBOUNCE_MS));
    expect(await screen.findByText(BROWSER_LABELS.emptyFiltered)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: BROWSER_LABELS.trash }));
    await act(() => clock.advance(FILTER_DEBOUNCE_MS));
    expect(await screen.findByText(BROWSER_LABELS.emptyTrash)).toBeInTheDocument();
  });

  test("a failing library call shows 'Error fetching clips' with a retry", async () => {
    mount({ fail: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LIBRARY_MESSAGES.errorFetchingClips)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: BROWSER_LABELS.retry })).toBeInTheDocument();
  });

  test('play from a row queues the listed clips in the library context and plays', async () => {
    const { store, user } = mount();
    await rows();
    const second = FIRST_PAGE[1] as Clip;
    await user.click(screen.getByRole('button', { name: `Play ${second.title}` }));
    const player = store.getState().player;
    expect(player.status).toBe('playing');
    expect(player.queue.context).toEqual({ type: 'library' });
    expect(player.queue.clips[player.queue.index]?.id).toBe(second.id);
    expect(player.queue.clips).toHaveLength(20);
  });
});

/** Trash answers the test lets through when it chooses (no real sleeps); the first `free` pass. */
function heldAnswer(free = 0) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  return {
    hold: () => (calls++ < free ? Promise.resolve() : held),
    release: () => act(async () => release()),
  };
}

/** Records whether the row named `title` ever leaves the list `list` once it was listed there. */
function watchRow(title: string, list: string) {
  let seen = false;
  let left = false;
  const observer = new MutationObserver(() => {
    const shown = screen.queryByRole('list', { name: list });
    const present = shown !== null && within(shown).queryByRole('article', { name: title });
    if (present) seen = true;
    else if (seen) left = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    left: () => left,
    stop: () => observer.disconnect(),
  };
}

/** Waits until no query or mutation of the store is in flight (but those of `held` calls). */
const settled = (store: ReturnType<typeof mount>['store'], held: readonly string[] = []) =>
  waitFor(() => {
    const api = store.getState().cadenzaApi;
    const busy = [...Object.values(api.queries), ...Object.values(api.mutations)].filter(
      (entry) => entry?.status === 'pending' && !held.includes(entry.endpointName),
    );
    expect(busy).toEqual([]);
  });

async function showView(
  name: string,
  { clock, user }: Pick<ReturnType<typeof mount>, 'clock' | 'user'>,
) {
  await user.click(screen.getByRole('radio', { name }));
  await act(() => clock.advance(FILTER_DEBOUNCE_MS));
}

const titles = async (name?: string) =>
  (await rows(name)).map((row) => row.getAttribute('aria-label'));

describe(
  'trash and restore while switching views (1-generation §4 Trash)',
  { timeout: 20_000 },
  () => {
    const [target, earlier] = TRASHED_CLIPS as [Clip, Clip];
    const song = FIRST_PAGE[0] as Clip;

    /** Lists Songs, then opens the trash view. */
    async function inTrash(mode: 'infinite' | 'page', hold?: () => Promise<void>) {
      const mounted = mount({ mode, ...(hold ? { holdTrash: hold } : {}) });
      await rows();
      await showView(BROWSER_LABELS.trash, mounted);
      await rows(BROWSER_LABELS.trashList);
      return mounted;
    }

    async function restore(clip: Clip, { library, user }: ReturnType<typeof mount>) {
      await user.click(screen.getByRole('button', { name: BROWSER_LABELS.restore(clip.title) }));
      await waitFor(() =>
        expect(lastRequest(library, 'trashClips')).toEqual({ trash: false, clip_ids: [clip.id] }),
      );
    }

    test.each([
      { mode: 'infinite', songs: 'cached', lands: 'after Songs is listed' },
      { mode: 'infinite', songs: 'cached', lands: 'within the filter debounce' },
      { mode: 'infinite', songs: 'evicted by an earlier restore', lands: 'after Songs is listed' },
      { mode: 'page', songs: 'cached', lands: 'after Songs is listed' },
      { mode: 'page', songs: 'evicted by an earlier restore', lands: 'after Songs is listed' },
    ] as const)(
      'restore, then Songs before the answer ($mode mode, Songs $songs, answer $lands): the restored song appears and stays',
      async ({ mode, songs, lands }) => {
        const evicted = songs !== 'cached';
        const answer = heldAnswer(evicted ? 1 : 0);
        const mounted = await inTrash(mode, answer.hold);
        const { clock, store, user } = mounted;
        if (evicted) {
          await restore(earlier, mounted);
          await waitFor(async () =>
            expect(await titles(BROWSER_LABELS.trashList)).not.toContain(earlier.title),
          );
        }
        await restore(target, mounted);
        const watch = watchRow(target.title, BROWSER_LABELS.list);
        await user.click(screen.getByRole('radio', { name: BROWSER_LABELS.songs }));
        if (lands === 'within the filter debounce') await answer.release();
        await act(() => clock.advance(FILTER_DEBOUNCE_MS));
        if (lands === 'after Songs is listed') {
          await settled(store, ['trashClips']);
          expect(await titles()).not.toContain(target.title);
          await answer.release();
        }
        await waitFor(async () => expect(await titles()).toContain(target.title));
        await settled(store);
        expect(await titles()).toContain(target.title);
        if (evicted) expect(await titles()).toContain(earlier.title);
        expect(watch.left()).toBe(false);
        watch.stop();
      },
    );

    test.each(['infinite', 'page'] as const)(
      'move to trash from Songs, then Trash before the answer (%s mode): the song is listed there and stays, and leaves Songs',
      async (mode) => {
        const answer = heldAnswer();
        const mounted = await inTrash(mode, answer.hold);
        const { library, store, user } = mounted;
        expect(await titles(BROWSER_LABELS.trashList)).not.toContain(song.title);
        await showView(BROWSER_LABELS.songs, mounted);
        await user.click(await screen.findByRole('button', { name: `Trash ${song.title}` }));
        await waitFor(() =>
          expect(lastRequest(library, 'trashClips')).toEqual({ trash: true, clip_ids: [song.id] }),
        );
        const watch = watchRow(song.title, BROWSER_LABELS.trashList);
        await showView(BROWSER_LABELS.trash, mounted);
        await settled(store, ['trashClips']);
        expect(await titles(BROWSER_LABELS.trashList)).not.toContain(song.title);

        await answer.release();
        await waitFor(async () =>
          expect(await titles(BROWSER_LABELS.trashList)).toContain(song.title),
        );
        await settled(store);
        expect(await titles(BROWSER_LABELS.trashList)).toContain(song.title);
        expect(watch.left()).toBe(false);
        watch.stop();
        await showView(BROWSER_LABELS.songs, mounted);
        await waitFor(async () => expect(await titles()).not.toContain(song.title));
      },
    );

    test('switching between Songs and Trash shows the loading state until the debounced view is listed, never the other view under its name', async () => {
      const { clock, user } = mount();
      await rows();
      await user.click(screen.getByRole('radio', { name: BROWSER_LABELS.trash }));
      expect(screen.getByRole('status', { name: BROWSER_LABELS.loading })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: BROWSER_LABELS.trashList })).toBeNull();
      await act(() => clock.advance(FILTER_DEBOUNCE_MS));
      expect(await titles(BROWSER_LABELS.trashList)).toEqual(TRASHED_CLIPS.map((c) => c.title));
      await user.click(screen.getByRole('radio', { name: BROWSER_LABELS.songs }));
      expect(screen.getByRole('status', { name: BROWSER_LABELS.loading })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: BROWSER_LABELS.list })).toBeNull();
    });

    test('restore answered before switching: the song leaves Trash, then Songs lists it', async () => {
      const mounted = await inTrash('infinite');
      await restore(target, mounted);
      await waitFor(async () =>
        expect(await titles(BROWSER_LABELS.trashList)).not.toContain(target.title),
      );
      const watch = watchRow(target.title, BROWSER_LABELS.list);
      await showView(BROWSER_LABELS.songs, mounted);
      await waitFor(async () => expect(await titles()).toContain(target.title));
      await settled(mounted.store);
      expect(await titles()).toContain(target.title);
      expect(watch.left()).toBe(false);
      watch.stop();
    });
  },
);
