import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { storedFileChunks, storedFiles } from "../../db/schema";

export type StoredFile = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: Db, values: typeof storedFiles.$inferInsert): Promise<StoredFile> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  if (!row) throw new Error("stored file not created");
  return row;
}

export async function insertChunk(db: Db, fileId: number, seq: number, bytes: Buffer): Promise<void> {
  await db.insert(storedFileChunks).values({ fileId, seq, bytes });
}

export async function markComplete(db: Db, fileId: number, size: number): Promise<void> {
  await db.update(storedFiles).set({ complete: true, size }).where(eq(storedFiles.id, fileId));
}

/** A finished file that is still within its retention period. */
export async function findLiveFile(db: Db, id: number, now: Date): Promise<StoredFile | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.complete, true), gte(storedFiles.expiresAt, now)));
  return row;
}

export async function chunksFrom(db: Db, fileId: number, fromSeq: number, count: number): Promise<Buffer[]> {
  const rows = await db
    .select({ bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .where(and(eq(storedFileChunks.fileId, fileId), gte(storedFileChunks.seq, fromSeq)))
    .orderBy(asc(storedFileChunks.seq))
    .limit(count);
  return rows.map((r) => r.bytes);
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}

/** Deletes files past retention (their chunks go with them); answers how many. */
export async function deleteExpiredFiles(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(storedFiles)
    .where(lt(storedFiles.expiresAt, now))
    .returning({ id: storedFiles.id });
  return gone.length;
}

/** Unfinished files older than a day: a job that died while writing. */
export async function deleteAbandonedFiles(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`delete from stored_files where not complete and created_at < ${before.toISOString()}::timestamptz`,
  );
}
