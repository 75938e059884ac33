import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

const dialect = new PgDialect();

/**
 * Statements whose text depends on a few choices (the shape: which filters are set, the sort)
 * and whose values are placeholders. Each shape is built once and sent as a named (prepared)
 * statement, so each connection parses and plans it once and PostgreSQL keeps a generic plan for
 * it, where an unnamed statement is built, parsed and planned anew on every call (for the phone
 * list that was more than its execution). Only `max` shapes are kept and named, so a caller
 * walking every combination cannot grow the server's memory or each connection's statements
 * without bound; the rest are built and run unnamed. PGlite runs every statement in-process and
 * ignores the name.
 */
export function createShapedStatements(prefix: string, max = 64) {
  /** Shape → its statement and name, or null when the shape has no statement (nothing can match). */
  const shapes = new Map<string, { query: Query; name: string } | null>();
  /**
   * `plannedEachTime`: sent unnamed, so PostgreSQL plans it for its values on every call, for a
   * shape whose best plan depends on them more than a generic plan can tell.
   */
  return async function execute<Row>(
    db: DbOrTx,
    shape: string,
    build: () => SQL | undefined,
    values: Record<string, unknown>,
    { plannedEachTime = false } = {},
  ): Promise<Row[] | undefined> {
    let known = shapes.get(shape);
    if (known === undefined) {
      const statement = build();
      known = statement ? { query: dialect.sqlToQuery(statement), name: `${prefix}_${shapes.size + 1}` } : null;
      if (shapes.size < max) shapes.set(shape, known);
      // Past the limit the statement runs unnamed: a name must always mean one text on a connection.
      else if (known) known = { query: known.query, name: '' };
    }
    if (!known) return undefined;
    const name = plannedEachTime ? undefined : known.name || undefined;
    const prepared = db._.session.prepareQuery(known.query, undefined, name, false);
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}
