import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The `set` of an upsert that takes every column from the proposed row (`excluded`), except the
 * ones named: the conflict target, generated ids, creation times.
 */
export function excludedExcept<T extends PgTable>(
  table: T,
  keep: (keyof T["$inferSelect"] & string)[],
): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!keep.includes(key as keyof T["$inferSelect"] & string))
      set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
