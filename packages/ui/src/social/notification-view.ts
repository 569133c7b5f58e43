/**
 * What a notification shows (1-generation §3 Notification): one table row per type gives its
 * sentence and what it links to; the actors are named (two at most, then 'N others'), each
 * linking to their profile; a follow offers 'Follow back' while the viewer does not follow them.
 * The 'delete' type is ignored (the SDK's isIgnoredNotification).
 */
import { hookPagePath, isIgnoredNotification, songPath, type components } from '@cadenza/sdk';
import { NOTIFICATION_LABELS, NOTIFICATION_PHRASES } from './labels';
import { personaPath, playlistPath, profilePath } from './routes';

export type Notification = components['schemas']['Notification'];
export type NotificationActor = components['schemas']['NotificationUserProfile'];
type ShownType = Exclude<Notification['notification_type'], 'delete'>;

/** What a notification's content_id points at. */
export type NotificationTargetKind = 'song' | 'playlist' | 'persona' | 'hook' | 'actor' | 'none';

const HOOK_VARIANTS = [
  'like',
  'comment',
  'comment_reply',
  'comment_mention',
  'comment_like',
] as const;
const hookRows = (prefix: 'hook' | 'video_cover_hook') =>
  Object.fromEntries(HOOK_VARIANTS.map((variant) => [`${prefix}_${variant}`, 'hook'])) as Record<
    `${typeof prefix}_${(typeof HOOK_VARIANTS)[number]}`,
    'hook'
  >;

/** Every shown type and its target; comment types refer to the song they were written on. */
export const NOTIFICATION_TARGETS: Readonly<Record<ShownType, NotificationTargetKind>> = {
  announcement: 'none',
  clip_like: 'song',
  scene_like: 'song',
  playlist_like: 'playlist',
  follow: 'actor',
  persona_follow: 'persona',
  persona_favorite: 'persona',
  persona_used: 'persona',
  clip_comment: 'song',
  scene_comment: 'song',
  comment_like: 'song',
  comment_reply: 'song',
  clip_create_followee: 'song',
  clip_remix: 'song',
  comment_mention: 'song',
  caption_mention: 'song',
  ...hookRows('hook'),
  ...hookRows('video_cover_hook'),
};

export const SHOWN_NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TARGETS) as ShownType[];

const PATHS: Readonly<
  Record<Exclude<NotificationTargetKind, 'actor' | 'none'>, (id: string) => string>
> = {
  song: (id) => songPath(id),
  playlist: playlistPath,
  persona: personaPath,
  hook: hookPagePath,
};

const isShown = (type: string): type is ShownType => type in NOTIFICATION_TARGETS;

/** Where the notification leads: its content's page, the actor's profile for a follow, or none. */
export function notificationHref(notification: Notification): string | null {
  const type = notification.notification_type;
  if (!isShown(type)) return null;
  const kind = NOTIFICATION_TARGETS[type];
  if (kind === 'none') return null;
  if (kind === 'actor') {
    const actor = notification.user_profiles[0];
    return actor ? profilePath(actor.handle) : null;
  }
  const id = notification.content_id;
  return id == null || id === '' ? null : PATHS[kind](id);
}

const ACTORS_NAMED = 2;

/** The actors named in the sentence and how many more there are ('and N others'). */
export function notificationActors(notification: Notification): {
  readonly named: readonly NotificationActor[];
  readonly others: number;
} {
  const named = notification.user_profiles.slice(0, ACTORS_NAMED);
  const total = Math.max(
    notification.total_user_profiles ?? notification.user_profiles.length,
    notification.user_profiles.length,
  );
  return { named, others: total - named.length };
}

/** The display name of an actor: their name, else @handle. */
export const actorName = (actor: NotificationActor): string =>
  actor.display_name != null && actor.display_name.trim() !== ''
    ? actor.display_name
    : `@${actor.handle}`;

/** 'A', 'A and B', 'A, B and 3 others'. */
export function actorsText(notification: Notification): string {
  const { named, others } = notificationActors(notification);
  const names = named.map(actorName);
  if (others > 0) names.push(NOTIFICATION_LABELS.others(others));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${NOTIFICATION_LABELS.and} ${names[names.length - 1] ?? ''}`;
}

/** The verb phrase of a type ('liked your song'); the announcement's text for announcements. */
export function notificationPhrase(notification: Notification): string {
  const type = notification.notification_type;
  if (type === 'announcement') return notification.announcement_text ?? '';
  return isShown(type) ? NOTIFICATION_PHRASES[type] : '';
}

/** The whole sentence as read aloud: 'A and B liked your song'. */
export function notificationText(notification: Notification): string {
  if (notification.notification_type === 'announcement') return notificationPhrase(notification);
  return `${actorsText(notification)} ${notificationPhrase(notification)}`;
}

/** The handle to follow back: a follow whose (first) actor the viewer does not follow yet. */
export function followBackHandle(notification: Notification): string | null {
  if (notification.notification_type !== 'follow') return null;
  const actor = notification.user_profiles[0];
  return actor && !actor.is_following ? actor.handle : null;
}

/** The notifications a list shows: 'delete' ones dropped. */
export const shownNotifications = <N extends Notification>(notifications: readonly N[]): N[] =>
  notifications.filter((item) => !isIgnoredNotification(item));
