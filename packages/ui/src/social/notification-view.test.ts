/**
 * 1-generation §3 Notification: every type rendered with its text, actors and target link; the
 * 'delete' type ignored; follow back from a follow notification.
 */
import { describe, expect, test } from 'vitest';
import { EVERY_TYPE, DELETED, FOLLOW, notificationFixture } from './fixtures/data';
import { NOTIFICATION_PHRASES } from './labels';
import {
  NOTIFICATION_TARGETS,
  SHOWN_NOTIFICATION_TYPES,
  actorsText,
  followBackHandle,
  notificationHref,
  notificationText,
  shownNotifications,
} from './notification-view';

const EXPECTED_TYPES = [
  'announcement',
  'clip_like',
  'scene_like',
  'playlist_like',
  'follow',
  'persona_follow',
  'persona_favorite',
  'persona_used',
  'clip_comment',
  'scene_comment',
  'comment_like',
  'comment_reply',
  'clip_create_followee',
  'clip_remix',
  'comment_mention',
  'caption_mention',
  'hook_like',
  'hook_comment',
  'hook_comment_reply',
  'hook_comment_mention',
  'hook_comment_like',
  'video_cover_hook_like',
  'video_cover_hook_comment',
  'video_cover_hook_comment_reply',
  'video_cover_hook_comment_mention',
  'video_cover_hook_comment_like',
];

describe('every notification type rendered with its text, actors and target link', () => {
  test('the table holds every type of the spec except delete', () => {
    expect([...SHOWN_NOTIFICATION_TYPES].sort()).toEqual([...EXPECTED_TYPES].sort());
    expect(SHOWN_NOTIFICATION_TYPES).not.toContain('delete');
  });

  const HREF_BY_KIND = {
    song: '/song/clip-1',
    playlist: '/playlist/clip-1',
    persona: '/persona/clip-1',
    hook: '/hook/clip-1',
  } as const;

  test.each(EXPECTED_TYPES.filter((type) => type !== 'announcement' && type !== 'follow'))(
    '%s names its actor, says what happened and links to its content',
    (type) => {
      const item = notificationFixture({ notification_type: type as never });
      const kind = NOTIFICATION_TARGETS[type as keyof typeof NOTIFICATION_TARGETS];
      expect(notificationText(item)).toBe(
        `Ana Lux ${NOTIFICATION_PHRASES[type as keyof typeof NOTIFICATION_PHRASES]}`,
      );
      expect(notificationHref(item)).toBe(HREF_BY_KIND[kind as keyof typeof HREF_BY_KIND]);
    },
  );

  test('a follow links to the follower; an announcement shows its text and links nowhere', () => {
    expect(notificationHref(FOLLOW)).toBe('/@bo');
    expect(notificationText(FOLLOW)).toBe('Bo started following you');
    const announcement = EVERY_TYPE.find((n) => n.notification_type === 'announcement');
    expect(announcement && notificationText(announcement)).toBe(
      'Version 5 is here for every plan.',
    );
    expect(announcement && notificationHref(announcement)).toBeNull();
  });

  test('actors: two named, then the rest counted from total_user_profiles; no name → @handle', () => {
    const three = notificationFixture({
      user_profiles: [
        { handle: 'ana', display_name: 'Ana', is_following: true },
        { handle: 'bo', display_name: null, is_following: true },
        { handle: 'cy', display_name: 'Cy', is_following: true },
      ],
      total_user_profiles: 7,
    });
    expect(actorsText(three)).toBe('Ana, @bo and 5 others');
    expect(actorsText(notificationFixture({ total_user_profiles: 2 }))).toBe('Ana Lux and 1 other');
  });

  test('no content id: no link', () => {
    expect(notificationHref(notificationFixture({ content_id: null }))).toBeNull();
  });
});

describe("the 'delete' type is ignored", () => {
  test('it is dropped from the list', () => {
    expect(shownNotifications([FOLLOW, DELETED]).map((n) => n.id)).toEqual(['n-follow']);
  });
});

describe('follow back from a follow notification', () => {
  test('offered while the viewer does not follow the actor', () => {
    expect(followBackHandle(FOLLOW)).toBe('bo');
    const followed = { ...FOLLOW, user_profiles: [{ handle: 'bo', is_following: true }] };
    expect(followBackHandle(followed)).toBeNull();
    expect(followBackHandle(notificationFixture())).toBeNull();
  });
});
