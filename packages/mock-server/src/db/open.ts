// Opens the SQLite database (a file, or ':memory:'), in WAL mode with foreign keys on, and brings
// its schema up to date by running the pending migration files.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations, type Migration } from './migrations';

export type Db = Database.Database;

export function migrate(db: Db, list: readonly Migration[] = migrations()): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let applied = 0;
  for (const migration of list) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied += 1;
  }
  return applied;
}

/** Opens (creating if needed) and migrates the database at `file`. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:' && file !== '') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** PRAGMA integrity_check and foreign_key_check: the problems found, none when consistent. */
export function checkIntegrity(db: Db): string[] {
  const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
    .map((row) => row.integrity_check)
    .filter((result) => result !== 'ok');
  const foreignKeys = (db.pragma('foreign_key_check') as { table: string; parent: string }[]).map(
    (row) => `foreign key: ${row.table} -> ${row.parent}`,
  );
  return [...integrity, ...foreignKeys];
}

/** `fn` run inside a transaction (a call inside another transaction joins it). */
export function atomic<A extends unknown[], R>(db: Db, fn: (...args: A) => R): (...args: A) => R {
  const transaction = db.transaction(fn);
  return (...args: A): R => transaction(...args) as R;
}
