/** What the seed created, by key: its users, its clip ids and the time it ran (read by social.ts). */
import type { User } from '../db/users';
import type { SeedHandle } from './songs';

export interface SeedWorld {
  users: Record<SeedHandle, User>;
  clips: Record<string, string>;
  now: number;
}
