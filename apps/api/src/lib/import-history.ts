import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { IMPORT_REPORT_ROWS, type TImportReport } from "@studio/contract";
import type { Db } from "../db/client";
import { importHistory } from "../db/schema";

/** The content hash of a file on disk, read as a stream. */
export async function fileSha256(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(filePath), hash);
  return hash.digest("hex");
}

export interface ImportRecord {
  networkId: number;
  kind: "stats" | "catalogue";
  source: "upload" | "inbox";
  actorId: number | null;
  fileName: string;
  sha256: string;
  report: TImportReport;
  /** The days a stats file covers, when it was imported. */
  days?: { first: string; last: string } | undefined;
}

/**
 * One row of the import history (docs/decisions/125): every stats or catalogue import, uploaded
 * or from the inbox, refused ones with their first rejections.
 */
export async function recordImport(db: Db, record: ImportRecord): Promise<void> {
  await db.insert(importHistory).values({
    networkId: record.networkId,
    kind: record.kind,
    source: record.source,
    actorId: record.actorId,
    fileName: record.fileName.slice(0, 255),
    sha256: record.sha256,
    imported: record.report.imported,
    rejected: record.report.rejected.length,
    firstDay: record.days?.first ?? null,
    lastDay: record.days?.last ?? null,
    rejections: record.report.rejected.slice(0, IMPORT_REPORT_ROWS),
  });
}
