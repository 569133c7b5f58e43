-- Issue 32: credits never go below zero (SQLite cannot add a CHECK to an existing table, so two
-- triggers stand in for it); sign-in tokens are stored as their SHA-256 hash with an expiry, and a
-- user may hold a password hash (scrypt) for sign-in outside dev. Tokens stored before this
-- migration were kept in clear, so they are dropped: their holders sign in again.
UPDATE users SET credits = 0 WHERE credits < 0;
CREATE TRIGGER users_credits_not_negative_insert BEFORE INSERT ON users
  WHEN NEW.credits < 0
BEGIN
  SELECT RAISE(ABORT, 'CHECK constraint failed: credits >= 0');
END;
CREATE TRIGGER users_credits_not_negative_update BEFORE UPDATE OF credits ON users
  WHEN NEW.credits < 0
BEGIN
  SELECT RAISE(ABORT, 'CHECK constraint failed: credits >= 0');
END;

DELETE FROM auth_tokens;
ALTER TABLE auth_tokens RENAME COLUMN token TO token_hash;
ALTER TABLE auth_tokens ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX auth_tokens_by_user ON auth_tokens (user_id);

ALTER TABLE users ADD COLUMN password_hash TEXT;
