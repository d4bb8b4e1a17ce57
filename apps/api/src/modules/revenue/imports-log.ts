import { and, desc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { statsImports } from "../../db/schema";

export interface ImportLog {
  /** The newest day with imported figures in the network. */
  newestDay: string | null;
  /** The network's newest import: anything built from the facts before it may be out of date. */
  latestId: number;
}

/** What the network's small log of imported files says of its data, in one read. */
export async function importLogOf(db: Db, networkId: number): Promise<ImportLog> {
  const [row] = await db
    .select({ newestDay: max(statsImports.lastDay), latestId: max(statsImports.id) })
    .from(statsImports)
    .where(eq(statsImports.networkId, networkId));
  return { newestDay: row?.newestDay ?? null, latestId: row?.latestId ?? 0 };
}

/** The days a stats file covered when it was imported (by its content hash), if it was. */
export async function daysOfImport(
  db: Db,
  networkId: number,
  sha256: string,
): Promise<{ first: string; last: string } | undefined> {
  const [row] = await db
    .select({ first: statsImports.firstDay, last: statsImports.lastDay })
    .from(statsImports)
    .where(and(eq(statsImports.networkId, networkId), eq(statsImports.sha256, sha256)))
    .orderBy(desc(statsImports.id))
    .limit(1);
  return row;
}
