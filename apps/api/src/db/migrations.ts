import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { rowsOf } from "./rows";

/** How many migrations the code on disk carries (drizzle's journal of the committed files). */
export function committedMigrationCount(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has applied (0 before the first). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return 0;
  const [applied] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return applied?.n ?? 0;
}
