import type { TImportRecord } from "@studio/contract";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, importHistory } from "../../db/schema";

/** The network's imports, newest first: who, when, which file, what it did (docs/decisions/125). */
export async function listImports(
  db: Db,
  networkId: number,
  query: { kind?: "stats" | "catalogue" | undefined; page: number; size: number },
) {
  const where = and(
    eq(importHistory.networkId, networkId),
    query.kind ? eq(importHistory.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: importHistory, nickname: accounts.nickname })
      .from(importHistory)
      .leftJoin(accounts, eq(accounts.id, importHistory.actorId))
      .where(where)
      .orderBy(desc(importHistory.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(importHistory).where(where),
  ]);
  const items: TImportRecord[] = rows.map(({ record, nickname }) => ({
    id: record.id,
    kind: record.kind,
    source: record.source,
    actor: record.actorId !== null && nickname !== null ? { id: record.actorId, nickname } : null,
    file_name: record.fileName,
    sha256: record.sha256,
    imported: record.imported,
    rejected: record.rejected,
    first_day: record.firstDay,
    last_day: record.lastDay,
    rejections: record.rejections,
    at: record.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}
