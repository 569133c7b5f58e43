// @cadenza/ui social: the comment thread and the notifications panel (1-generation §3, §6, §7),
// presentational views and connected wrappers, with the pure rules they use.
export { CommentThread, type CommentThreadProps, type ThreadNotice } from './CommentThread';
export { CommentItem, type CommentItemProps, type CommentMenuAction } from './CommentItem';
export { CommentReplies, type CommentRepliesProps } from './CommentReplies';
export { CommentComposer, type CommentComposerProps, type CommentDraft } from './CommentComposer';
export {
  CommentActionDialog,
  type CommentActionDialogProps,
  type PendingCommentAction,
} from './CommentActionDialog';
export { CommentText, type CommentTextProps } from './CommentText';
export { NotificationList, type NotificationListProps } from './NotificationList';
export {
  NotificationItem,
  type FollowBackState,
  type NotificationItemProps,
} from './NotificationItem';
export { NotificationBadge, type NotificationBadgeProps } from './NotificationBadge';
export {
  ConnectedCommentThread,
  type ConnectedCommentThreadProps,
} from './connected/ConnectedCommentThread';
export {
  ConnectedNotificationList,
  type ConnectedNotificationListProps,
} from './connected/ConnectedNotificationList';
export { ConnectedNotificationBadge } from './connected/ConnectedNotificationBadge';
export {
  ConnectedProfileHeader,
  type ConnectedProfileHeaderProps,
} from './connected/ConnectedProfileHeader';
export { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader';
export { FollowListDialog, type FollowListDialogProps } from './FollowListDialog';
export {
  followStateOf,
  hasMoreFollows,
  toggledFollow,
  withFollowPage,
  type FollowPages,
  type FollowSide,
  type FollowState,
} from './profile-follow';
export {
  commentSegments,
  formatTrackTime,
  mentionedHandles,
  parseTrackTime,
  type CommentSegment,
} from './comment-text';
export {
  canSendDraft,
  commentPermissions,
  draftRequest,
  reactedComment,
  withReactionState,
  type CommentPermissions,
  type CommentReaction,
  type CommentViewer,
} from './comment-view';
export type { PagedComments, RepliesMap, RepliesState } from './comment-pages';
export {
  NOTIFICATION_TARGETS,
  SHOWN_NOTIFICATION_TYPES,
  actorsText,
  followBackHandle,
  notificationHref,
  notificationText,
  type NotificationTargetKind,
} from './notification-view';
export {
  COMMENT_LABELS,
  COMMENT_ORDER_LABELS,
  COMPOSER_LABELS,
  NOTIFICATION_LABELS,
  NOTIFICATION_PHRASES,
  PROFILE_LABELS,
} from './labels';
