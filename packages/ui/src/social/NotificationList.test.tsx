/**
 * The notifications panel (1-generation §3 Notification, §7) through its rendered view: every
 * type with its text, actors and target link, read and unread, the unread badge, mark all read,
 * suppress, follow back, and the 'delete' type ignored.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { DELETED, EVERY_TYPE, FOLLOW } from './fixtures/data';
import { NOTIFICATION_LABELS } from './labels';
import { NotificationList, type NotificationListProps } from './NotificationList';
import { notificationHref, notificationText } from './notification-view';

function mount(overrides: Partial<NotificationListProps> = {}) {
  const props: NotificationListProps = {
    notifications: EVERY_TYPE,
    status: 'ready',
    hasMore: false,
    onLoadOlder: vi.fn(),
    onRetry: vi.fn(),
    onNavigate: vi.fn(),
    onRead: vi.fn(),
    onMarkAllRead: vi.fn(),
    onSuppress: vi.fn(),
    onFollowBack: vi.fn(),
    ...overrides,
  };
  render(
    <ThemeProvider>
      <NotificationList {...props} />
    </ThemeProvider>,
  );
  return { props, user: userEvent.setup() };
}

describe('every notification type rendered with its text, actors and target link', () => {
  test.each(EVERY_TYPE.map((n) => [n.notification_type, n] as const))('%s', async (_type, n) => {
    const { props, user } = mount({ notifications: [n] });
    const item = screen.getByRole('listitem');
    expect(item.querySelector('p')?.textContent?.replace(/\s+/g, ' ')).toContain(
      notificationText(n),
    );
    for (const actor of n.user_profiles.slice(0, 2))
      expect(
        within(item).getByRole('link', { name: actor.display_name ?? `@${actor.handle}` }),
      ).toHaveAttribute('href', `/@${encodeURIComponent(actor.handle)}`);
    const href = notificationHref(n);
    if (href !== null && n.content_title && n.notification_type !== 'follow') {
      await user.click(within(item).getByRole('link', { name: n.content_title }));
      expect(props.onNavigate).toHaveBeenCalledWith(href);
      expect(props.onRead).toHaveBeenCalledTimes(n.is_read ? 0 : 1);
    }
  });
});

describe('read and unread, the unread badge', () => {
  test("unread ones are marked 'Unread' and counted in the heading", () => {
    mount();
    const unread = EVERY_TYPE.filter((n) => !n.is_read).length;
    expect(screen.getAllByText(NOTIFICATION_LABELS.unread)).toHaveLength(unread);
    expect(
      screen.getByRole('heading', { name: new RegExp(NOTIFICATION_LABELS.badge(unread)) }),
    ).toBeVisible();
  });

  test("'Mark all as read' calls onMarkAllRead; disabled when nothing is unread", async () => {
    const { props, user } = mount();
    await user.click(screen.getByRole('button', { name: NOTIFICATION_LABELS.markAllRead }));
    expect(props.onMarkAllRead).toHaveBeenCalledOnce();
  });

  test('nothing unread: the button is disabled', () => {
    mount({ notifications: EVERY_TYPE.map((n) => ({ ...n, is_read: true })) });
    expect(screen.getByRole('button', { name: NOTIFICATION_LABELS.markAllRead })).toBeDisabled();
  });
});

describe('suppress and follow back', () => {
  test("'Hide this notification' suppresses it", async () => {
    const { props, user } = mount({ notifications: [FOLLOW] });
    await user.click(screen.getByRole('button', { name: NOTIFICATION_LABELS.actions }));
    await user.click(await screen.findByRole('menuitem', { name: NOTIFICATION_LABELS.suppress }));
    expect(props.onSuppress).toHaveBeenCalledWith(FOLLOW);
  });

  test('follow back from a follow notification', async () => {
    const { props, user } = mount({ notifications: [FOLLOW] });
    await user.click(screen.getByRole('button', { name: NOTIFICATION_LABELS.followBack('bo') }));
    expect(props.onFollowBack).toHaveBeenCalledWith('bo');
  });

  test("followed back: 'Following', disabled", () => {
    mount({ notifications: [FOLLOW], followBack: { bo: 'done' } });
    expect(screen.getByRole('button', { name: NOTIFICATION_LABELS.following })).toBeDisabled();
  });
});

describe("the 'delete' type is ignored", () => {
  test('not shown and not counted', () => {
    mount({ notifications: [FOLLOW, DELETED] });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(
      screen.getByRole('heading', { name: new RegExp(NOTIFICATION_LABELS.badge(1)) }),
    ).toBeVisible();
  });
});
