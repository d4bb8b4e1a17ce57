import { eq, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { statsImports } from "../../db/schema";

/** The newest day with imported figures in the network, from the small log of imported files. */
export async function newestImportedDay(db: Db, networkId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: max(statsImports.lastDay) })
    .from(statsImports)
    .where(eq(statsImports.networkId, networkId));
  return row?.day ?? null;
}

/** The network's newest import: anything built from the facts before it may be out of date. */
export async function latestImportId(db: Db, networkId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(statsImports.id) })
    .from(statsImports)
    .where(eq(statsImports.networkId, networkId));
  return row?.id ?? 0;
}
