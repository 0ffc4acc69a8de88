// A Db that counts the statements it runs (transactions included), to pin how many round trips a
// request makes. `listen` passes through, so the token cache behaves as on the wrapped database.
import type { Db } from '../../../server/db/client';

export interface CountingDb extends Db {
  /** Statements run since the last reset. */
  readonly count: number;
  readonly statements: string[];
  reset(): void;
}

export function countingDb(db: Db): CountingDb {
  const statements: string[] = [];
  const wrap = (inner: Db): Db => ({
    ...inner,
    query(sql, params) {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return inner.query(sql, params);
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
  });
  return {
    ...wrap(db),
    get count() {
      return statements.length;
    },
    statements,
    reset: () => void statements.splice(0),
  };
}
