/**
 * The connected profile header against the SDK's MSW handlers (3-library-social §3 Profile, §7
 * Profiles): Follow / Unfollow through POST /api/profiles/follow {handle, unfollow}, shown at
 * once and put back when the call fails; the followers list 20 a page with Load more.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { PROFILES_PAGE_SIZE } from '@cadenza/sdk';
import { handle } from '@cadenza/sdk/testing';
import { OWNER } from '../fixtures/data';
import { PROFILE_LABELS } from '../labels';
import { ConnectedProfileHeader } from './ConnectedProfileHeader';
import { serveMock } from '../../testing';
import { BASE, mountConnected, sentTo } from './test-kit';

const server = serveMock();

const PROFILE = {
  user_id: OWNER.id,
  handle: OWNER.handle,
  is_following: false,
  num_followers: 3,
  num_following: 7,
};

const follower = (n: number) => ({
  user_id: `f${n}`,
  handle: `fan${n}`,
  is_following: false,
});

const mount = (...extra: Parameters<typeof mountConnected>[3][]) =>
  mountConnected(
    server,
    <ConnectedProfileHeader profile={PROFILE} onNavigate={vi.fn()} />,
    {},
    ...extra,
  );

describe('Follow / Unfollow', () => {
  test('Follow sends {handle, unfollow: false} and shows Unfollow with one more follower at once', async () => {
    const { sent, user } = mount();
    expect(screen.getByText('7')).toBeVisible();
    await user.click(
      await screen.findByRole('button', { name: PROFILE_LABELS.followHandle(OWNER.handle) }),
    );
    expect(
      screen.getByRole('button', { name: PROFILE_LABELS.unfollowHandle(OWNER.handle) }),
    ).toBeVisible();
    expect(screen.getByText('4')).toBeVisible();
    await waitFor(() =>
      expect(sentTo(sent, '/api/profiles/follow')[0]?.body).toEqual({
        handle: OWNER.handle,
        unfollow: false,
      }),
    );
  });

  test('a failed follow is put back, with an error toast', async () => {
    const { user } = mount(
      handle('followProfile', () => HttpResponse.json({ detail: 'no' }, { status: 500 }), BASE),
    );
    await user.click(
      await screen.findByRole('button', { name: PROFILE_LABELS.followHandle(OWNER.handle) }),
    );
    expect(await screen.findByText(PROFILE_LABELS.followFailed)).toBeVisible();
    expect(
      screen.getByRole('button', { name: PROFILE_LABELS.followHandle(OWNER.handle) }),
    ).toBeVisible();
    expect(screen.getByText('3')).toBeVisible();
  });
});

describe('the followers list', () => {
  test('opens from the count, 20 a page, and Load more asks for the next page', async () => {
    const { sent, user } = mount(
      handle(
        'getFollowers',
        ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
          const count = page === 0 ? PROFILES_PAGE_SIZE : 1;
          return HttpResponse.json({
            profiles: Array.from({ length: count }, (_, i) =>
              follower(page * PROFILES_PAGE_SIZE + i),
            ),
            num_total_profiles: PROFILES_PAGE_SIZE + 1,
          });
        },
        BASE,
      ),
    );
    await user.click(screen.getByText(PROFILE_LABELS.followers(3).split(' ')[1]!));
    const dialog = await screen.findByRole('dialog', {
      name: PROFILE_LABELS.followersTitle(OWNER.handle),
    });
    await within(dialog).findByRole('link', { name: '@fan0' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(PROFILES_PAGE_SIZE);
    await user.click(within(dialog).getByRole('button', { name: PROFILE_LABELS.loadMore }));
    await within(dialog).findByRole('link', { name: '@fan20' });
    expect(within(dialog).queryByRole('button', { name: PROFILE_LABELS.loadMore })).toBeNull();
    const asked = sentTo(sent, '/api/profiles/followers').map((r) => r.search.get('page'));
    expect(asked).toEqual(['0', '1']);
    expect(sentTo(sent, '/api/profiles/followers')[0]?.search.get('handle')).toBe(OWNER.handle);
  });
});
