-- The mock server's storage. Times are milliseconds since the epoch; JSON columns hold wire-shaped
-- values (clip metadata, studio states, flags) that the server reads and writes whole.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE COLLATE NOCASE,
  display_name TEXT,
  avatar_image_url TEXT,
  bio TEXT,
  plan TEXT NOT NULL CHECK (plan IN ('free', 'pro', 'premier')),
  is_staff INTEGER NOT NULL DEFAULT 0,
  credits INTEGER NOT NULL DEFAULT 0,
  monthly_usage INTEGER NOT NULL DEFAULT 0,
  free_remasters_left INTEGER NOT NULL DEFAULT 0,
  free_v4_left INTEGER NOT NULL DEFAULT 0,
  flags TEXT NOT NULL DEFAULT '{}',
  subscription_status TEXT NOT NULL DEFAULT 'active',
  support_locked INTEGER NOT NULL DEFAULT 0,
  downloads_used INTEGER NOT NULL DEFAULT 0,
  period_end INTEGER,
  notified_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE auth_tokens (
  token TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);

CREATE TABLE follows (
  follower_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
);

CREATE TABLE generation_requests (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  transaction_uuid TEXT,
  clip_ids TEXT NOT NULL DEFAULT '[]',
  counter TEXT NOT NULL DEFAULT 'credits',
  cost_per_clip INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX generation_requests_txn ON generation_requests (user_id, transaction_uuid)
  WHERE transaction_uuid IS NOT NULL;

CREATE TABLE clips (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id TEXT REFERENCES generation_requests (id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  status TEXT NOT NULL,
  lifecycle TEXT NOT NULL DEFAULT 'generation',
  is_trashed INTEGER NOT NULL DEFAULT 0,
  is_public INTEGER NOT NULL DEFAULT 0,
  pinned_at INTEGER,
  allow_comments INTEGER NOT NULL DEFAULT 1,
  display_tags TEXT,
  caption TEXT,
  caption_mentions TEXT,
  custom_image_url TEXT,
  video_cover_url TEXT,
  preview_seconds REAL,
  play_count INTEGER NOT NULL DEFAULT 0,
  upvote_count INTEGER NOT NULL DEFAULT 0,
  model_name TEXT,
  persona_id TEXT,
  is_contest_base_clip INTEGER NOT NULL DEFAULT 0,
  is_contest_clip INTEGER NOT NULL DEFAULT 0,
  download_disabled_reason TEXT,
  parent_id TEXT,
  remix_kind TEXT,
  from_studio_project_id TEXT,
  made_on_plan TEXT,
  seed INTEGER NOT NULL,
  source TEXT,
  upload_id TEXT,
  flagged INTEGER NOT NULL DEFAULT 0,
  flagged_reason TEXT,
  flagged_reason_details TEXT,
  configurations TEXT,
  metadata TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status_at INTEGER NOT NULL,
  streaming_at INTEGER,
  streaming_ms INTEGER
);
CREATE INDEX clips_user ON clips (user_id, created_at);
CREATE INDEX clips_parent ON clips (parent_id);
CREATE INDEX clips_request ON clips (request_id);
CREATE INDEX clips_public ON clips (is_public, is_trashed, status);

CREATE TABLE clip_reactions (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  reaction_type TEXT NOT NULL CHECK (reaction_type IN ('L', 'D')),
  feedback_reason TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, clip_id)
);
CREATE INDEX clip_reactions_clip ON clip_reactions (clip_id);

CREATE TABLE clip_feedback (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  feedback_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, clip_id, feedback_type)
);

CREATE TABLE clip_action_counts (
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (clip_id, action)
);

CREATE TABLE clip_conversions (
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  format TEXT NOT NULL,
  ready_at INTEGER NOT NULL,
  PRIMARY KEY (clip_id, format)
);

CREATE TABLE clip_videos (
  clip_id TEXT PRIMARY KEY REFERENCES clips (id) ON DELETE CASCADE,
  requested_at INTEGER NOT NULL,
  ready_at INTEGER NOT NULL,
  outcome TEXT,
  error_message TEXT
);

CREATE TABLE clip_analyses (
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  lyrics TEXT,
  requested_at INTEGER NOT NULL,
  ready_at INTEGER NOT NULL,
  PRIMARY KEY (clip_id, kind)
);

CREATE TABLE downloads (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);

CREATE TABLE comments (
  id TEXT PRIMARY KEY,
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  parent_id TEXT REFERENCES comments (id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  user_mentions TEXT NOT NULL DEFAULT '[]',
  track_timestamp REAL,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX comments_clip ON comments (clip_id, parent_id, created_at);
CREATE INDEX comments_parent ON comments (parent_id, created_at);

CREATE TABLE comment_reactions (
  comment_id TEXT NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reaction TEXT NOT NULL CHECK (reaction IN ('LIKE', 'DISLIKE')),
  PRIMARY KEY (comment_id, user_id)
);

CREATE TABLE comment_reports (
  comment_id TEXT NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);

CREATE TABLE user_blocks (
  blocker_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notification_type TEXT NOT NULL,
  actor_ids TEXT NOT NULL DEFAULT '[]',
  content_id TEXT,
  content_title TEXT,
  content_image_url TEXT,
  comment_content TEXT,
  announcement_text TEXT,
  is_read INTEGER NOT NULL DEFAULT 0,
  is_suppressed INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, updated_at);

CREATE TABLE saved_prompts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prompt_type TEXT NOT NULL CHECK (prompt_type IN ('lyrics', 'tags')),
  gpt_description_prompt TEXT,
  lyrics TEXT,
  tags TEXT,
  negative_tags TEXT,
  title TEXT,
  sliders TEXT,
  updated_at INTEGER NOT NULL
);

CREATE TABLE lyrics_jobs (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prompt TEXT NOT NULL,
  lyrics_model TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('complete', 'error')),
  text TEXT,
  title TEXT,
  tags TEXT,
  error_message TEXT,
  created_at INTEGER NOT NULL,
  ready_at INTEGER NOT NULL
);

CREATE TABLE playlists (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  image_url TEXT,
  is_public INTEGER NOT NULL DEFAULT 0,
  is_trashed INTEGER NOT NULL DEFAULT 0,
  play_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE playlist_clips (
  playlist_id TEXT NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (playlist_id, clip_id)
);

CREATE TABLE playlist_likes (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  playlist_id TEXT NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, playlist_id)
);

CREATE TABLE personas (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  root_clip_id TEXT NOT NULL REFERENCES clips (id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image_s3_id TEXT,
  extra_clip_ids TEXT NOT NULL DEFAULT '[]',
  is_public INTEGER NOT NULL DEFAULT 0,
  is_trashed INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE persona_loves (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  persona_id TEXT NOT NULL REFERENCES personas (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, persona_id)
);

CREATE TABLE persona_follows (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  persona_id TEXT NOT NULL REFERENCES personas (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, persona_id)
);

CREATE TABLE workspaces (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  is_trashed INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_updated_clip INTEGER
);

CREATE TABLE workspace_clips (
  workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  pinned INTEGER NOT NULL DEFAULT 0,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (workspace_id, clip_id)
);
CREATE INDEX workspace_clips_clip ON workspace_clips (clip_id);

CREATE TABLE workspace_invites (
  id TEXT PRIMARY KEY,
  workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  invited_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invited_by TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at INTEGER NOT NULL,
  UNIQUE (workspace_id, invited_user_id)
);

CREATE TABLE studio_projects (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  clip_id TEXT,
  latest_version_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE studio_versions (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES studio_projects (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX studio_versions_project ON studio_versions (project_id, created_at);

CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('audio', 'video', 'image')),
  extension TEXT NOT NULL,
  is_stem_mix INTEGER NOT NULL DEFAULT 0,
  signature TEXT NOT NULL,
  filename TEXT,
  content_type TEXT,
  bytes BLOB,
  size INTEGER,
  finished_at INTEGER,
  ready_at INTEGER,
  outcome TEXT,
  error_message TEXT,
  has_vocal INTEGER,
  duration_s REAL,
  downbeats TEXT,
  clip_id TEXT,
  video_options TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE hooks (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  caption TEXT,
  allow_comments INTEGER NOT NULL DEFAULT 1,
  show_lyrics INTEGER NOT NULL DEFAULT 1,
  video_upload_id TEXT,
  outcome TEXT NOT NULL,
  error_message TEXT,
  created_at INTEGER NOT NULL,
  rendering_at INTEGER NOT NULL,
  ready_at INTEGER NOT NULL
);

CREATE TABLE share_assets (
  id TEXT PRIMARY KEY,
  clip_id TEXT NOT NULL REFERENCES clips (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  ready_at INTEGER NOT NULL
);

CREATE TABLE share_links (
  code TEXT PRIMARY KEY,
  cache_key TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  content_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE playbar_states (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  state TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE contests (
  id TEXT PRIMARY KEY,
  name TEXT,
  description TEXT,
  image_url TEXT,
  start_time INTEGER,
  end_time INTEGER NOT NULL,
  base_clip_ids TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  run_at INTEGER NOT NULL,
  payload TEXT
);
CREATE INDEX jobs_subject ON jobs (subject_id);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
