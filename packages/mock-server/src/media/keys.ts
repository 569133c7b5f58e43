// Capability keys for media URLs: a private clip's media URLs carry a key bound to the clip id and
// an expiry, signed with a server secret (kept in the settings table), so an <audio> element can
// play it without sending the owner's token. A key is '<expiry, base 36>.<mac>'; the expiry is
// rounded to MEDIA_KEY_WINDOW_MS windows so a clip's URLs stay the same within a window (a poll
// answer does not change the playing song's src) and each key lives one to two windows.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MEDIA_KEY_WINDOW_MS } from '@cadenza/sdk';
import type { SettingsRepo } from '../db/settings';

const SECRET_KEY = 'media_secret';
const MAC_CHARS = 32;

/** Decided once in the SDK's constants (spec silent): keys per 12-hour window, living 12–24 h. */
export { MEDIA_KEY_WINDOW_MS };

export function createMediaKeys(settings: SettingsRepo) {
  let secret = settings.get<string | null>(SECRET_KEY, null);
  if (secret === null) {
    secret = randomBytes(32).toString('hex');
    settings.set(SECRET_KEY, secret);
  }
  const mac = (subject: string, expiry: string): string =>
    createHmac('sha256', secret).update(`${subject}.${expiry}`).digest('hex').slice(0, MAC_CHARS);
  return {
    /** The key of `subject`'s media URLs issued at `now`. */
    keyFor(subject: string, now: number): string {
      const expiry = ((Math.floor(now / MEDIA_KEY_WINDOW_MS) + 2) * MEDIA_KEY_WINDOW_MS).toString(
        36,
      );
      return `${expiry}.${mac(subject, expiry)}`;
    },
    /** True for a key issued for this subject that has not expired at `now`. */
    verify(subject: string, key: unknown, now: number): boolean {
      if (typeof key !== 'string') return false;
      const [expiry, given, ...rest] = key.split('.');
      if (!expiry || given?.length !== MAC_CHARS || rest.length > 0) return false;
      if (!/^[0-9a-z]{1,12}$/.test(expiry) || parseInt(expiry, 36) <= now) return false;
      // A MAC of any other characters (multibyte ones would make buffers of unequal length, which
      // timingSafeEqual refuses with an error) is simply not a valid key (issue 32 item 7).
      if (!/^[0-9a-f]+$/.test(given)) return false;
      return timingSafeEqual(Buffer.from(mac(subject, expiry)), Buffer.from(given));
    },
  };
}

export type MediaKeys = ReturnType<typeof createMediaKeys>;
