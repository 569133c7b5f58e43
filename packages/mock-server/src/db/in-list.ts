// `... IN (?, ?, ...)` queries with their prepared statements kept per list length, so that a
// feed of 48 ids does not compile SQL on every request.
import type { Statement } from 'better-sqlite3';
import type { Db } from './open';

/** Lists longer than this are prepared each time instead of cached. */
const CACHED_UP_TO = 128;

export function inList<Row>(db: Db, build: (marks: string) => string) {
  const cache = new Map<number, Statement>();
  return (values: readonly unknown[], ...before: unknown[]): Row[] => {
    if (values.length === 0) return [];
    const n = values.length;
    let statement = cache.get(n);
    if (!statement) {
      statement = db.prepare(build(Array.from({ length: n }, () => '?').join(', ')));
      if (n <= CACHED_UP_TO) cache.set(n, statement);
    }
    return statement.all(...before, ...values) as Row[];
  };
}
