// Response shapes the spec leaves "not shown" and the mock server's timings. Part of ../constants.ts.

// ---------------------------------------------------------------------------------------------
// Response shapes the spec leaves "not shown" (1-generation §7; 2-studio §7): decided schema names
// in openapi.yaml, keyed by "METHOD path" as in openapi/spec-calls.yaml.
// ---------------------------------------------------------------------------------------------

export const NOT_SHOWN_RESPONSE_SCHEMAS = {
  'POST /api/notification/v2/read': 'MarkNotificationsReadResponse',
  'POST /api/notification/suppress': 'SuppressNotificationsResponse',
  'POST /api/profiles/follow': 'FollowProfileResponse',
  'POST /api/prompts/delete/': 'DeletePromptResponse',
  'GET /api/clips/{clip_id}/project': 'GetClipProjectResponse',
  'POST /api/gen/{gen_id}/unlock-preview': 'UnlockPreviewResponse',
  'GET /api/generate/requests/': 'GetRunningRequestsResponse',
  'GET /api/gen/{clip_id}/comments/count': 'GetClipCommentsCountResponse',
  'GET /api/gen/{clip_id}/comments': 'GetClipCommentsResponse',
  'GET /api/comment/{comment_id}/replies': 'GetCommentRepliesResponse',
  'POST /api/gen/{clip_id}/comment': 'CreateCommentResponse',
  'POST /api/comment/{comment_id}/reaction': 'ReactToCommentResponse',
  'DELETE /api/comment/{comment_id}': 'DeleteCommentResponse',
  'POST /api/comment/{comment_id}/report': 'ReportCommentResponse',
  'POST /api/comment/block-user': 'BlockUserResponse',
  'POST /api/comment/unblock-user': 'UnblockUserResponse',
  'POST /api/gen/{gen_id}/set_configurations/': 'SetConfigurationsResponse',
  'POST /api/gen/{clip_id}/toggle_comments/': 'ToggleCommentsResponse',
  'POST /api/clips/{clip_id}/set_remix_type': 'SetRemixTypeResponse',
  'POST /api/gen/{gen_id}/update_flag_state/': 'UpdateFlagStateResponse',
  'POST /api/gen/{gen_id}/update_feedback_state/': 'UpdateFeedbackStateResponse',
  'POST /api/gen/{gen_id}/update_reaction_type/': 'UpdateReactionTypeResponse',
  'POST /api/recommend/feedback/song/{clip_id}': 'SetSongFeedbackResponse',
  'DELETE /api/recommend/feedback/song/{clip_id}': 'DeleteSongFeedbackResponse',
  'POST /api/gen/{gen_id}/set_display_tags': 'SetDisplayTagsResponse',
  'POST /api/gen/{gen_id}/set_metadata/': 'SetMetadataResponse',
  'POST /api/gen/{gen_id}/set_visibility/': 'SetVisibilityResponse',
  'POST /api/gen/trash/': 'TrashClipsResponse',
  'POST /api/clips/delete/': 'DeleteClipsResponse',
  'POST /api/generate/concat/v2/': 'ConcatClipResponse',
  'POST /api/generate/merge/': 'MergeClipsResponse',
  'GET /api/clips/aligned_clip_siblings': 'GetAlignedClipSiblingsResponse',
  'GET /api/share/code/{share_id}': 'GetShareCodeResponse',
  'POST /api/gen/bulk_increment_play_counts/v2': 'BulkIncrementPlayCountsResponse',
  'GET /api/clip/{clip_id}': 'GetClipResponse',
  'GET /api/gen/{clip_id}/aligned_lyrics/v2/': 'GetAlignedLyricsV2Response',
  'GET /api/gen/{clip_id}/aligned_lyrics/v3': 'GetAlignedLyricsV3Response',
  'GET /api/gen/{clip_id}/downbeats': 'GetDownbeatsResponse',
} as const;

// ---------------------------------------------------------------------------------------------
// When a play counts (3-library-social §4 gives the sampling, not the moment).
// ---------------------------------------------------------------------------------------------

/**
 * Decided: a play starts when playback begins on a clip that became current (it changed while
 * playing, or play is pressed on it for the first time since), and again at each repeat
 * restart; resuming, seeking and the step-back restart do not start one.
 */
export const PLAY_COUNT_STARTS = ['newClip', 'repeat'] as const;

// ---------------------------------------------------------------------------------------------
// Mock server timings at speed 1 (decided; ARCHITECTURE.md mock-server). Each is well inside the
// spec's polling budget for that job so the happy path completes; fault injection covers timeouts.
// ---------------------------------------------------------------------------------------------

export const MOCK_CLIP_SUBMITTED_MS = 2000;
export const MOCK_CLIP_QUEUED_MS = 3000;
export const MOCK_CLIP_STREAMING_MS = 20_000;
export const MOCK_LYRICS_JOB_MS = 6000;
export const MOCK_EDIT_ACTION_MS = 8000;
export const MOCK_UPLOAD_PROCESSING_MS = 10_000;
export const MOCK_VIDEO_UPLOAD_PROCESSING_MS = 6000;
export const MOCK_VIDEO_RENDER_MS = 12_000;
export const MOCK_HOOK_RENDER_MS = 10_000;
export const MOCK_SHARE_ASSET_RENDER_MS = 6000;
export const MOCK_WAV_CONVERSION_MS = 8000;
export const MOCK_OPUS_CONVERSION_MS = 8000;
export const MOCK_DOWNBEATS_MS = 3000;
export const MOCK_LYRICS_ALIGNMENT_MS = 3000;

// ---------------------------------------------------------------------------------------------
// Realtime reconnection and the mock server's limits (the spec is silent on each).
// ---------------------------------------------------------------------------------------------

/** A dropped realtime channel reconnects after 1 s, doubling up to 30 s. */
export const SSE_RECONNECT_INITIAL_MS = 1000;
export const SSE_RECONNECT_MAX_MS = 30_000;
/** A private clip's media key is bound to its clip and an expiry rounded to 12-hour windows. */
export const MEDIA_KEY_WINDOW_MS = 12 * 60 * 60 * 1000;
/** A JSON request body over 10 MiB (declared length) is refused with 413 before it is read. */
export const JSON_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// The mock server as a shared backend (issue 32; the spec is silent on each).
// ---------------------------------------------------------------------------------------------

/** A sign-in token works for 30 days from sign-in, unless revoked (sign out) before. */
export const AUTH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** After 10 failed password sign-ins for one handle within 15 minutes, sign-in answers 429. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** A comment's content is at most 2,000 characters (400 beyond; the spec shows no maximum). */
export const COMMENT_MAX_CHARS = 2000;
/** A notification carries at most the first 200 characters of the comment that caused it. */
export const NOTIFICATION_EXCERPT_MAX_CHARS = 200;
/** A persona's name is trimmed and cut to 100 characters, like playlist and workspace names. */
export const PERSONA_NAME_MAX_CHARS = 100;
/** A workspace description is trimmed and cut to 500 characters, like a playlist description. */
export const WORKSPACE_DESCRIPTION_MAX_CHARS = 500;
/** A user holds at most 10 realtime streams at once (429 beyond): tabs of one browser share a token. */
export const REALTIME_CONNECTIONS_PER_USER_MAX = 10;
/** A realtime stream whose reader is more than 256 KiB behind is closed; it reconnects and replays. */
export const REALTIME_SLOW_READER_MAX_BYTES = 256 * 1024;
/** A user has at most 10 edit actions (crop, fade, speed, concat, merge) running at once (429). */
export const EDIT_JOBS_PER_USER_MAX = 10;
/** On SIGTERM the mock server drains for at most 10 s, then closes what is left and exits. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** The mock server renders at most 4 media files at once; waiting renders take turns by owner. */
export const MEDIA_RENDERS_IN_FLIGHT = 4;
/** While another user floods edits and renders, a reader's GET p95 stays under 250 ms (bench). */
export const FAIR_USE_GET_P95_MS = 250;
/** …and the first render of the reader's own audio p95 under 15 s on a 2-core machine (bench). */
export const FAIR_USE_AUDIO_P95_MS = 15_000;
