-- A hook keeps what it renders: the song snippet and the video segment (seconds × 1000), so its
-- page plays the video over the right part of the song.
ALTER TABLE hooks ADD COLUMN song_start_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hooks ADD COLUMN song_end_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hooks ADD COLUMN video_start_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hooks ADD COLUMN video_end_ms INTEGER NOT NULL DEFAULT 0;
CREATE INDEX hooks_by_user ON hooks (user_id, created_at);
