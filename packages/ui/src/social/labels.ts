/**
 * The social area's own wording: control labels and the notification sentences the spec names
 * (1-generation §3 Notification) but does not spell out, decided here once. The spec gives no
 * comment or notification message verbatim; its rules and limits come from @cadenza/sdk.
 */
import type { CommentOrder } from '@cadenza/sdk';

export const COMMENT_ORDER_LABELS: Readonly<Record<CommentOrder, string>> = {
  newest: 'Newest',
  oldest: 'Oldest',
  most_liked: 'Most liked',
};

export const COMMENT_LABELS = {
  section: 'Comments',
  count: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
  order: 'Sort comments',
  empty: 'No comments yet. Start the conversation.',
  loading: 'Loading comments…',
  loadFailed: 'Comments could not be loaded.',
  retry: 'Try again',
  loadMore: 'Load more comments',
  commentsOff: 'Comments are turned off for this song.',
  deleted: 'This comment was deleted.',
  deepLinked: 'Linked comment',
  byline: (handle: string) => `@${handle}`,
  atTime: 'at',
  /** Read before a seek link's time: 'Play from 1:23'. */
  seekPrefix: 'Play from ',
  seekTo: (time: string) => `Play from ${time}`,
  like: 'Like',
  dislike: 'Dislike',
  reply: 'Reply',
  replyTo: (handle: string) => `Reply to @${handle}`,
  showReplies: (n: number) => (n === 1 ? 'View 1 reply' : `View ${n} replies`),
  hideReplies: 'Hide replies',
  moreReplies: 'View more replies',
  actions: (handle: string) => `More actions for @${handle}'s comment`,
  delete: 'Delete',
  report: 'Report',
  block: (handle: string) => `Block @${handle}`,
  cancel: 'Cancel',
  deleteTitle: 'Delete comment?',
  deleteDescription: 'This comment will be removed for everyone.',
  reportTitle: 'Report comment',
  reportDescription: 'Tell us what is wrong with this comment.',
  reportReason: 'Reason',
  sendReport: 'Send report',
  reported: 'Thanks, the comment was reported.',
  blockTitle: (handle: string) => `Block @${handle}?`,
  blockDescription: 'You can unblock them again from the notice that follows.',
  blocked: (handle: string) => `@${handle} is blocked.`,
  unblock: 'Undo',
  unblocked: (handle: string) => `@${handle} is unblocked.`,
  failed: 'Something went wrong. Please try again.',
} as const;

export const COMPOSER_LABELS = {
  field: 'Add a comment',
  replyField: (handle: string) => `Reply to @${handle}`,
  placeholder: 'Say something about this song… use @handle to mention someone',
  attachTime: (time: string) => `Comment at ${time}`,
  send: 'Post',
  sending: 'Posting…',
  cancel: 'Cancel',
  signIn: 'Sign in to comment.',
} as const;

/** The verb phrase of each notification kind; hook variants say 'hook' instead of 'song'. */
export const NOTIFICATION_PHRASES = {
  clip_like: 'liked your song',
  scene_like: 'liked your scene',
  playlist_like: 'liked your playlist',
  follow: 'started following you',
  persona_follow: 'followed your persona',
  persona_favorite: 'loved your persona',
  persona_used: 'made a song with your persona',
  clip_comment: 'commented on your song',
  scene_comment: 'commented on your scene',
  comment_like: 'liked your comment',
  comment_reply: 'replied to your comment',
  clip_create_followee: 'released a new song',
  clip_remix: 'remixed your song',
  comment_mention: 'mentioned you in a comment',
  caption_mention: 'mentioned you in a caption',
  hook_like: 'liked your hook',
  hook_comment: 'commented on your hook',
  hook_comment_reply: 'replied to your comment on a hook',
  hook_comment_mention: 'mentioned you in a comment on a hook',
  hook_comment_like: 'liked your comment on a hook',
  video_cover_hook_like: 'liked your video cover hook',
  video_cover_hook_comment: 'commented on your video cover hook',
  video_cover_hook_comment_reply: 'replied to your comment on a video cover hook',
  video_cover_hook_comment_mention: 'mentioned you in a comment on a video cover hook',
  video_cover_hook_comment_like: 'liked your comment on a video cover hook',
} as const;

export const NOTIFICATION_LABELS = {
  panel: 'Notifications',
  empty: 'You are all caught up.',
  loading: 'Loading notifications…',
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  loadOlder: 'Load older notifications',
  markAllRead: 'Mark all as read',
  unread: 'Unread',
  announcement: 'Announcement',
  and: 'and',
  others: (n: number) => (n === 1 ? '1 other' : `${n} others`),
  followBack: (handle: string) => `Follow back @${handle}`,
  followBackShort: 'Follow back',
  following: 'Following',
  open: 'Open',
  suppress: 'Hide this notification',
  actions: 'Notification actions',
  badge: (n: number) =>
    n === 0
      ? 'No unread notifications'
      : n === 1
        ? '1 unread notification'
        : `${n} unread notifications`,
} as const;

/** The profile header and its follower / following lists. */
export const PROFILE_LABELS = {
  follow: 'Follow',
  unfollow: 'Unfollow',
  followHandle: (handle: string) => `Follow @${handle}`,
  unfollowHandle: (handle: string) => `Unfollow @${handle}`,
  followers: (n: number) => (n === 1 ? '1 follower' : `${n} followers`),
  following: (n: number) => `${n} following`,
  followersTitle: (handle: string) => `Followers of @${handle}`,
  followingTitle: (handle: string) => `Followed by @${handle}`,
  noFollowers: 'No followers yet.',
  noFollowing: 'Not following anyone yet.',
  loadMore: 'Load more',
  loading: 'Loading…',
  loadFailed: 'The list could not be loaded.',
  followFailed: 'Something went wrong. Please try again.',
  handle: (handle: string) => `@${handle}`,
} as const;
