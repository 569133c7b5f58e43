/**
 * The connected contest page (3-library-social §3 Contest, §4 Contests; 1-generation §7
 * set_visibility {is_public, submit_to_contest}): base songs and entries, open or ended by the
 * end time, entering a song publishes it with submit_to_contest, a refused entry shows the
 * server's detail, an unknown contest its own page.
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Clip } from '@cadenza/sdk/store';
import { handle, makeClip, type FakeClock } from '@cadenza/sdk/testing';
import { renderConnected, serveMock } from '../../testing';
import { TEST_BASE } from '../../testing/server';
import { CONTEST_LABELS } from '../labels';
import { ContestPage } from './ContestPage';

const server = serveMock();

const song = (id: string, title: string) =>
  makeClip({ id, title, status: 'complete', is_public: false }) as Clip;
const BASE = song('base-1', 'Desert Heart');
const ENTRY = song('entry-1', 'Midnight Line (Acoustic)');
const MINE = song('mine-1', 'Desert Heart (Synth)');

function mount(opts: { endsInMs?: number; status?: number; refuse?: string } = {}) {
  const sent: unknown[] = [];
  let clock: FakeClock | null = null;
  const contest = handle(
    'getContest',
    () =>
      opts.status
        ? HttpResponse.json({ detail: 'Contest not found.' }, { status: opts.status })
        : HttpResponse.json({
            contest: {
              id: 'c1',
              name: 'Remix Challenge',
              description: 'Cover or extend one of the base songs.',
              end_time: new Date(clock!.now() + (opts.endsInMs ?? 86_400_000)).toISOString(),
              base_clip_ids: [BASE.id],
            },
            base_clips: [BASE],
            entries: [ENTRY],
            num_total_results: 1,
            enterable_clips: sent.length > 0 ? [] : [MINE],
          }),
    TEST_BASE,
  );
  const visibility = handle(
    'setClipVisibility',
    async ({ request }) => {
      if (opts.refuse) return HttpResponse.json({ detail: opts.refuse }, { status: 400 });
      sent.push(await request.json());
      return HttpResponse.json({ is_public: true, contest_ids: ['c1'] });
    },
    TEST_BASE,
  );
  const rendered = renderConnected(
    server,
    <ContestPage
      contestId="c1"
      notFound={<p>No such contest</p>}
      renderSongs={(clips, label) => (
        <ul aria-label={label}>
          {clips.map((c) => (
            <li key={c.id}>{c.title}</li>
          ))}
        </ul>
      )}
    />,
    { handlers: [contest, visibility] },
  );
  clock = rendered.clock;
  return { ...rendered, sent };
}

describe('contest page', () => {
  test('shows the contest open, its base songs and entries', async () => {
    mount();
    expect(await screen.findByRole('heading', { name: 'Remix Challenge' })).toBeInTheDocument();
    expect(screen.getByText(CONTEST_LABELS.active)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: CONTEST_LABELS.baseTitle })).toHaveTextContent(
      BASE.title!,
    );
    expect(screen.getByText(ENTRY.title!)).toBeInTheDocument();
  });

  test('Enter publishes the song with submit_to_contest and says so', async () => {
    const t = mount();
    const button = await screen.findByRole('button', { name: `Enter ${MINE.title}` });
    await t.user.click(button);
    expect(
      await screen.findByText(`“${MINE.title}” was entered in Remix Challenge.`),
    ).toBeInTheDocument();
    expect(t.sent).toEqual([{ is_public: true, submit_to_contest: true }]);
  });

  test('a refused entry shows the server’s detail', async () => {
    const t = mount({ refuse: 'Only complete songs can be published.' });
    await t.user.click(await screen.findByRole('button', { name: `Enter ${MINE.title}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only complete songs can be published.',
    );
  });

  test('a contest whose end time has passed is ended and closed to entries', async () => {
    mount({ endsInMs: -1000 });
    expect(await screen.findByText(CONTEST_LABELS.ended)).toBeInTheDocument();
    expect(screen.getByText(CONTEST_LABELS.enterClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Enter / })).toBeNull();
  });

  test('an unknown contest shows its own not-found page', async () => {
    mount({ status: 404 });
    expect(await screen.findByText('No such contest')).toBeInTheDocument();
  });
});
