// Ids: random UUIDs for records, short codes for share links and upload signatures.
import { randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function shortCode(length = 8): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code;
}

export const newToken = (): string => randomBytes(24).toString('hex');

/** A 31-bit seed for the audio of one clip. */
export const newSeed = (): number => randomBytes(4).readUInt32BE(0) >>> 1;
