// Notifications: created when someone acts on a user's content or follows them, stored, and
// pushed on the recipient's realtime channel.
import { NOTIFICATION_EXCERPT_MAX_CHARS, type components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { NotificationRecord } from '../db/notifications';
import type { User } from '../db/users';
import { isoAt } from '../clock';
import { newId } from '../db/ids';

type Schemas = components['schemas'];
export type NotificationType = Schemas['NotificationType'];

export interface NotificationContent {
  actorId?: string | null;
  contentId?: string | null;
  contentTitle?: string | null;
  contentImageUrl?: string | null;
  commentContent?: string | null;
  announcementText?: string | null;
}

export function serializeNotification(
  ctx: ServerContext,
  record: NotificationRecord,
  viewer: User,
): Schemas['Notification'] {
  const actors = ctx.repos.users.getMany(record.actor_ids);
  return {
    id: record.id,
    notification_type: record.notification_type as NotificationType,
    updated_at: isoAt(record.updated_at),
    is_read: record.is_read,
    user_profiles: record.actor_ids.flatMap((id) => {
      const user = actors.get(id);
      return user
        ? [
            {
              handle: user.handle,
              is_following: ctx.repos.users.isFollowing(viewer.id, user.id),
              user_id: user.id,
              display_name: user.display_name,
              avatar_image_url: user.avatar_image_url,
            },
          ]
        : [];
    }),
    total_user_profiles: record.actor_ids.length,
    content_id: record.content_id,
    content_title: record.content_title,
    content_image_url: record.content_image_url,
    comment_content: record.comment_content,
    announcement_text: record.announcement_text,
  };
}

/** Notifies a user (never about their own action) and pushes it to them. */
export function notify(
  ctx: ServerContext,
  recipientId: string,
  type: NotificationType,
  content: NotificationContent = {},
): NotificationRecord | null {
  if (content.actorId != null && content.actorId === recipientId) return null;
  const record: NotificationRecord = {
    id: newId(),
    user_id: recipientId,
    notification_type: type,
    actor_ids: content.actorId ? [content.actorId] : [],
    content_id: content.contentId ?? null,
    content_title: content.contentTitle ?? null,
    content_image_url: content.contentImageUrl ?? null,
    // A bounded excerpt, so one long comment is not copied whole into every event (issue 32).
    comment_content:
      content.commentContent == null
        ? null
        : content.commentContent.slice(0, NOTIFICATION_EXCERPT_MAX_CHARS),
    announcement_text: content.announcementText ?? null,
    is_read: false,
    is_suppressed: false,
    updated_at: ctx.clock.now(),
  };
  ctx.repos.notifications.insert(record);
  const recipient = ctx.repos.users.get(recipientId);
  if (recipient)
    ctx.bus.publish(recipientId, 'notification', {
      notification: serializeNotification(ctx, record, recipient),
    });
  return record;
}
