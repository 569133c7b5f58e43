// The migration files (NNN-name.sql in this folder, copied to dist/migrations by the build), in
// order. Each runs once, inside a transaction, and is recorded in PRAGMA user_version, so a
// database file opened again only runs the ones it has not seen.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const FILE = /^(\d{3})-[\w-]+\.sql$/;

/** This folder when running from source; dist/migrations when running the bundle. */
function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const found = [here, join(here, 'migrations')].find(
    (dir) => existsSync(dir) && readdirSync(dir).some((f) => FILE.test(f)),
  );
  if (!found) throw new Error(`No migration files next to ${here}`);
  return found;
}

let loaded: Migration[] | null = null;

/** Every migration file, by version. */
export function migrations(): readonly Migration[] {
  if (loaded) return loaded;
  const dir = migrationsDir();
  loaded = readdirSync(dir)
    .flatMap((name) => {
      const match = FILE.exec(name);
      return match
        ? [
            {
              version: Number(match[1]),
              name: name.replace(/\.sql$/, ''),
              sql: readFileSync(join(dir, name), 'utf8'),
            },
          ]
        : [];
    })
    .sort((a, b) => a.version - b.version);
  return loaded;
}
