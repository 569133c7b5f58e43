/**
 * Remix lists, connected (3-library-social §4 'Remix lists: direct children (page size 20),
 * remixes inspired by a profile'; §7 direct_children with clip_id, page, page_size 20): the first
 * page is asked for with page 0 and page_size 20, 'Load more' asks for the next page, and it
 * stops when every remix is listed.
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { LIBRARY_CLIPS } from '../../library/fixtures/clips';
import * as kit from '../../testing';
import { REMIX_LABELS as L } from '../labels';
import { ProfileRemixes, SongRemixes } from './RemixLists';

const server = kit.serveMock();
const REMIXES = LIBRARY_CLIPS.slice(0, 25);

const pageOf = (call: kit.RecordedCall) => {
  const page = Number(call.url.searchParams.get('page'));
  const size = Number(call.url.searchParams.get('page_size'));
  return HttpResponse.json({
    clips: REMIXES.slice(page * size, (page + 1) * size),
    num_total_results: REMIXES.length,
    current_page: page,
  });
};

describe('remix lists', () => {
  test("a song's direct children: 20 a page from page 0, 'Load more' until all are listed", async () => {
    const children = kit.record('getDirectChildren', pageOf);
    const { user } = kit.renderConnected(
      server,
      <SongRemixes clipId="clip-1" renderClip={(clip) => clip.title} />,
      { handlers: [children.handler] },
    );
    const list = await screen.findByRole('list', { name: L.directChildren });
    expect(list.querySelectorAll('li')).toHaveLength(20);
    expect(children.calls[0]?.url.searchParams.get('clip_id')).toBe('clip-1');
    expect(children.calls[0]?.url.searchParams.get('page')).toBe('0');
    expect(children.calls[0]?.url.searchParams.get('page_size')).toBe('20');
    await user.click(screen.getByRole('button', { name: L.loadMore }));
    await vi.waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(25));
    expect(children.calls.at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: L.loadMore })).toBeNull();
  });

  test('a profile with no inspired remixes says so', async () => {
    const inspired = kit.record('getRemixesInspired', () =>
      HttpResponse.json({ clips: [], num_total_results: 0, current_page: 0 }),
    );
    kit.renderConnected(server, <ProfileRemixes handle="pro" renderClip={(c) => c.title} />, {
      handlers: [inspired.handler],
    });
    expect(await screen.findByText(L.noInspired)).toBeInTheDocument();
    expect(inspired.calls[0]?.url.pathname).toBe('/api/profiles/pro/remixes-inspired/');
  });
});
