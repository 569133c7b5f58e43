// Password hashes for sign-in outside dev: scrypt with a random salt, compared in constant time.
// Stored as `scrypt$<salt hex>$<hash hex>`.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const DUMMY_SALT = Buffer.alloc(SALT_BYTES);

export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** True when `password` matches the stored hash; false for a malformed or missing hash. */
export function verifyPassword(password: string, stored: string | null): boolean {
  if (stored === null) {
    // Same work as a real check, so a missing user or password is not told apart by timing.
    scryptSync(password.normalize('NFC'), DUMMY_SALT, KEY_LENGTH);
    return false;
  }
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || saltHex === undefined || hashHex === undefined) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return timingSafeEqual(actual, expected);
}

/** A random password for `set-password` to print (24 characters of base64url, 144 bits). */
export const newPassword = (): string => randomBytes(18).toString('base64url');
