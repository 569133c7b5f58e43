// Capability keys for media URLs: a private clip's audio_url carries a key derived from the clip
// id and a server secret (kept in the settings table), so an <audio> element can play it without
// sending the owner's token.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SettingsRepo } from '../db/settings';

const SECRET_KEY = 'media_secret';

export function createMediaKeys(settings: SettingsRepo) {
  let secret = settings.get<string | null>(SECRET_KEY, null);
  if (secret === null) {
    secret = randomBytes(32).toString('hex');
    settings.set(SECRET_KEY, secret);
  }
  const keyFor = (subject: string): string =>
    createHmac('sha256', secret).update(subject).digest('hex').slice(0, 32);
  return {
    keyFor,
    verify(subject: string, key: unknown): boolean {
      if (typeof key !== 'string' || key.length !== 32) return false;
      return timingSafeEqual(Buffer.from(keyFor(subject)), Buffer.from(key));
    },
  };
}

export type MediaKeys = ReturnType<typeof createMediaKeys>;
