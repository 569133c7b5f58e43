/**
 * The connected notifications panel against the SDK's MSW handlers (1-generation §7):
 * POST /api/notification/v2/read {all, before_datetime_utc} and {ids}, POST
 * /api/notification/suppress {ids}, follow back through POST /api/profiles/follow, changes shown
 * at once and reverted when the call fails, and the unread badge.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { handle } from '@cadenza/sdk/testing';
import { DELETED, EVERY_TYPE, FIXTURE_NOW, FOLLOW, notificationFixture } from '../fixtures/data';
import { NOTIFICATION_LABELS } from '../labels';
import { ConnectedNotificationBadge } from './ConnectedNotificationBadge';
import { ConnectedNotificationList } from './ConnectedNotificationList';
import { serveMock } from '../../testing';
import { BASE, mountConnected, sentTo } from './test-kit';

const server = serveMock();

const panel = (onNavigate = vi.fn()) => <ConnectedNotificationList onNavigate={onNavigate} />;
const loaded = () => screen.findByRole('list', { name: NOTIFICATION_LABELS.panel });
const unread = EVERY_TYPE.filter((n) => !n.is_read);

describe('mark all read before a time', () => {
  test('sends {all: true, before_datetime_utc: now} and shows everything read at once', async () => {
    const { sent, user } = mountConnected(server, panel());
    await loaded();
    expect(screen.getAllByText(NOTIFICATION_LABELS.unread)).toHaveLength(unread.length);
    await user.click(screen.getByRole('button', { name: NOTIFICATION_LABELS.markAllRead }));
    expect(screen.queryByText(NOTIFICATION_LABELS.unread)).toBeNull();
    await waitFor(() =>
      expect(sentTo(sent, '/api/notification/v2/read')[0]?.body).toEqual({
        all: true,
        before_datetime_utc: new Date(FIXTURE_NOW).toISOString(),
      }),
    );
  });

  test('a failed call puts the unread ones back', async () => {
    const { user } = mountConnected(
      server,
      panel(),
      {},
      handle(
        'markNotificationsRead',
        () => HttpResponse.json({ detail: 'No.' }, { status: 400 }),
        BASE,
      ),
    );
    await loaded();
    await user.click(screen.getByRole('button', { name: NOTIFICATION_LABELS.markAllRead }));
    await waitFor(() =>
      expect(screen.getAllByText(NOTIFICATION_LABELS.unread)).toHaveLength(unread.length),
    );
  });
});

describe('opening a notification', () => {
  test('navigates to its target and marks it read by id', async () => {
    const onNavigate = vi.fn();
    const clipLike = notificationFixture({ id: 'n-like', notification_type: 'clip_like' });
    const { sent, user } = mountConnected(server, panel(onNavigate), { notifications: [clipLike] });
    await loaded();
    await user.click(screen.getByRole('link', { name: clipLike.content_title ?? '' }));
    expect(onNavigate).toHaveBeenCalledWith('/song/clip-1');
    await waitFor(() =>
      expect(sentTo(sent, '/api/notification/v2/read')[0]?.body).toEqual({ ids: [clipLike.id] }),
    );
  });
});

describe('suppress and follow back', () => {
  test("'Hide this notification' sends {ids} and the item leaves", async () => {
    const { sent, user } = mountConnected(server, panel(), { notifications: [FOLLOW] });
    await loaded();
    await user.click(screen.getByRole('button', { name: NOTIFICATION_LABELS.actions }));
    await user.click(await screen.findByRole('menuitem', { name: NOTIFICATION_LABELS.suppress }));
    expect(await screen.findByText(NOTIFICATION_LABELS.empty)).toBeInTheDocument();
    await waitFor(() =>
      expect(sentTo(sent, '/api/notification/suppress')[0]?.body).toEqual({ ids: [FOLLOW.id] }),
    );
  });

  test('follow back sends {handle, unfollow: false} and reads Following', async () => {
    const { sent, user } = mountConnected(server, panel(), { notifications: [FOLLOW] });
    await loaded();
    await user.click(screen.getByRole('button', { name: NOTIFICATION_LABELS.followBack('bo') }));
    expect(
      await screen.findByRole('button', { name: NOTIFICATION_LABELS.following }),
    ).toBeDisabled();
    expect(sentTo(sent, '/api/profiles/follow')[0]?.body).toEqual({
      handle: 'bo',
      unfollow: false,
    });
  });
});

describe("the unread badge; the 'delete' type ignored", () => {
  test('counts unread notifications, never a delete one', async () => {
    mountConnected(server, <ConnectedNotificationBadge />, {
      notifications: [FOLLOW, DELETED],
    });
    expect(await screen.findByText(NOTIFICATION_LABELS.badge(1))).toBeInTheDocument();
    expect(within(document.body).queryByText(NOTIFICATION_LABELS.badge(2))).toBeNull();
  });
});
