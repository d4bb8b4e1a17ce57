import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { rowsOf } from "./rows";

/**
 * Inserts many rows as one JSON parameter (`jsonb_to_recordset`): one bind parameter per statement
 * however many rows, and far less work building the query than a VALUES list of thousands of
 * tuples. For the large writes of a confirmation (docs/decisions/131). Table and column names come
 * from code, never from input. bigint values travel as strings; dates and instants as ISO text.
 */
export interface BulkColumn {
  name: string;
  type: "bigint" | "integer" | "text" | "date" | "timestamptz";
}

const ROWS_PER_STATEMENT = 20_000;

export async function bulkInsert(
  db: Db,
  table: string,
  columns: BulkColumn[],
  rows: Record<string, unknown>[],
  tail: SQL = sql``,
): Promise<Record<string, unknown>[]> {
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(", "));
  const record = sql.raw(columns.map((c) => `"${c.name}" ${c.type}`).join(", "));
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT), (_key, value) =>
      typeof value === "bigint" ? value.toString() : value instanceof Date ? value.toISOString() : value,
    );
    const result = await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r (${record}) ${tail}`,
    );
    out.push(...rowsOf<Record<string, unknown>>(result));
  }
  return out;
}
