import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import {
  CLEARANCE_STATES,
  CURRENCIES,
  LANGUAGES,
  type Language,
  MICRO_DECIMALS,
  microToDecimalString,
  type TVideoExport,
  type TVideoRow,
  VIDEO_SORTS,
} from "@studio/contract";
import { stringify } from "csv-stringify";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { z } from "zod";
import { isEmbedded } from "../../db/client";
import type { Account } from "../../db/rows";
import { storedFiles, videoExports } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { neutraliseCsvCell } from "../../lib/csv-cell";
import { findAccountById } from "../auth";
import { clearanceWords } from "../clearance";
import { createFile, type FileWriter, type StoredFile, signedLinkOf } from "../files";
import { periodDisplay } from "./exchange-rates";
import { scopeOf } from "./scope";
import { forEachVideoChunk } from "./video-list-queries";
import { toVideoRow } from "./video-view";

export const VIDEO_EXPORT_QUEUE = "video-export";
/** The most rows one report file holds. */
export const MAX_EXPORT_ROWS = 200_000;
/** Rows read from the database and written out at a time: memory stays flat however long the file. */
const EXPORT_CHUNK_ROWS = 2_000;

/** The list filters an export was asked with, stored as jsonb beside it and read back checked. */
const exportParams = z.object({
  start: z.string(),
  end: z.string(),
  sort: z.enum(VIDEO_SORTS),
  subaccount: z.number().optional(),
  channel: z.number().optional(),
  search: z.string().optional(),
  clearance: z.enum(CLEARANCE_STATES).optional(),
  currency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
});
export type ExportParams = z.infer<typeof exportParams>;

type ExportRow = typeof videoExports.$inferSelect;

const CONTENT_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
} as const;

/** The export as its owner sees it: once done, a signed link to its file while the file lasts. */
export function toExportView(row: ExportRow, file: StoredFile | null, now: Date): TVideoExport {
  const live = row.status === "done" && file && file.complete && file.expiresAt >= now;
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    rows: row.rows,
    download: live ? signedLinkOf(file, now) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Queues a report file; the scope is checked now so a bad filter fails at once, not in the job. */
export async function startVideoExport(
  deps: AppDeps,
  account: Account,
  format: "xlsx" | "csv",
  params: ExportParams,
): Promise<TVideoExport> {
  await scopeOf(deps.db, account, params);
  const [row] = await deps.db
    .insert(videoExports)
    .values({ networkId: account.networkId, accountId: account.id, format, params: { ...params } })
    .returning();
  if (!row) throw new Error("export row not created");
  await deps.jobs.send(VIDEO_EXPORT_QUEUE, { exportId: row.id });
  return toExportView(row, null, deps.now());
}

/** One of the account's exports, with its file when there is one. */
export async function findExport(deps: AppDeps, account: Account, id: number): Promise<TVideoExport> {
  const [found] = await deps.db
    .select({ row: videoExports, file: storedFiles })
    .from(videoExports)
    .leftJoin(storedFiles, eq(storedFiles.id, videoExports.fileId))
    .where(
      and(
        eq(videoExports.id, id),
        eq(videoExports.accountId, account.id),
        eq(videoExports.networkId, account.networkId),
      ),
    );
  if (!found) throw AppError.notFound();
  return toExportView(found.row, found.file, deps.now());
}

/** The job: pending -> processing -> done (or failed), writing the file as a stream. */
export async function runVideoExport(deps: AppDeps, exportId: number): Promise<void> {
  const [row] = await deps.db.select().from(videoExports).where(eq(videoExports.id, exportId));
  if (!row || row.status === "done") return;
  await deps.db.update(videoExports).set({ status: "processing" }).where(eq(videoExports.id, exportId));
  let writer: FileWriter | undefined;
  try {
    const account = await findAccountById(deps.db, row.accountId);
    if (!account) throw new Error("the account is gone");
    const params = exportParams.parse(row.params);
    const scope = await scopeOf(deps.db, account, params);
    const range = { start: params.start, end: params.end };
    const display = await periodDisplay(
      deps.db,
      scope.networkId,
      range.end,
      params.currency,
      params.language,
    );
    writer = await createFile(
      deps.db,
      {
        networkId: row.networkId,
        accountId: row.accountId,
        name: `video-profit-${params.start}_${params.end}.${row.format}`,
        contentType: CONTENT_TYPES[row.format],
      },
      deps.now(),
    );
    const file = row.format === "xlsx" ? xlsxFile(writer.stream, params) : csvFile(writer.stream);
    let written = 0;
    await forEachVideoChunk(
      deps.db,
      scope,
      {
        range,
        sort: params.sort,
        search: params.search,
        clearance: params.clearance,
        maxRows: MAX_EXPORT_ROWS,
      },
      EXPORT_CHUNK_ROWS,
      async (videos) => {
        await file.write(videos.map((video) => cellsOf(toVideoRow(video, display), params.language)));
        written += videos.length;
        // The rows written so far, from which the screen shows the file's progress. PostgreSQL only:
        // on the embedded engine the cursor's transaction holds its one connection until the end.
        if (!isEmbedded(deps.db))
          await deps.db.update(videoExports).set({ rows: written }).where(eq(videoExports.id, exportId));
      },
    );
    await file.close();
    const done = writer;
    await deps.db.transaction(async (tx) => {
      await done.finish(tx);
      await tx
        .update(videoExports)
        .set({ status: "done", rows: written, fileId: done.file.id, finishedAt: deps.now() })
        .where(eq(videoExports.id, exportId));
    });
  } catch (error) {
    await writer?.discard();
    await deps.db
      .update(videoExports)
      .set({ status: "failed", finishedAt: deps.now() })
      .where(eq(videoExports.id, exportId));
    throw error;
  }
}

/** The report's columns: what the video table shows, with money as USD numbers and as shown. */
export const EXPORT_COLUMNS = [
  "video_id",
  "title",
  "channel",
  "published_on",
  "music_isrc",
  "views",
  "premium_views",
  "premium_rate",
  "revenue_usd",
  "revenue_display",
  "rpm_usd",
  "clearance",
  "clearance_reasons",
] as const;

/** Full micro precision as a decimal the spreadsheet keeps exact ("-1.250000"). */
const usdOf = (micro: string) => microToDecimalString(BigInt(micro), MICRO_DECIMALS);

/** A cell of the report: text, a count, or a decimal amount with its number format. */
type Cell = string | number | { decimal: string; format: "0.00" | "0.000000" };
type Cells = Cell[];

function cellsOf(row: TVideoRow, language: Language): Cells {
  const clearance = clearanceWords(row.clearance, language);
  return [
    row.video_id,
    row.title,
    row.channel.title,
    row.published_on,
    row.music?.isrc ?? "",
    row.views,
    row.premium_views,
    { decimal: row.premium_rate, format: "0.00" },
    { decimal: usdOf(row.revenue), format: "0.000000" },
    row.revenue_display,
    { decimal: usdOf(row.rpm), format: "0.000000" },
    clearance.state,
    clearance.reasons,
  ];
}

/** A report file being written a chunk of rows at a time. */
interface ReportFile {
  write(rows: Cells[]): Promise<void>;
  close(): Promise<void>;
}

const XLSX_STYLES: Record<"plain" | "0.00" | "0.000000", Partial<ExcelJS.Style>> = {
  plain: {},
  "0.00": { numFmt: "0.00" },
  "0.000000": { numFmt: "0.000000" },
};

function xlsxFile(target: Writable, params: ExportParams): ReportFile {
  // Streamed: each committed row goes to the file's storage, not into a workbook held in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: target, useStyles: true });
  const sheet = workbook.addWorksheet(`${params.start}~${params.end}`);
  sheet.columns = EXPORT_COLUMNS.map((key) => ({ header: key, key, width: key === "title" ? 40 : 16 }));
  return {
    async write(rows) {
      for (const cells of rows) {
        // Amounts are numbers with a format, so Excel sums them; text stays text.
        const row = sheet.addRow(
          cells.map((cell) => (typeof cell === "object" ? Number(cell.decimal) : cell)),
        );
        // One shared style object per format: exceljs caches a style by its object, so the cells
        // cost no style lookup each (a style per cell made the file several times slower).
        cells.forEach((cell, index) => {
          row.getCell(index + 1).style =
            typeof cell === "object" ? XLSX_STYLES[cell.format] : XLSX_STYLES.plain;
        });
        row.commit();
      }
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

function csvFile(target: Writable): ReportFile {
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], bom: true });
  csv.pipe(target);
  return {
    async write(rows) {
      for (const cells of rows) {
        const values = cells.map((cell) =>
          typeof cell === "object" ? cell.decimal : typeof cell === "string" ? neutraliseCsvCell(cell) : cell,
        );
        // Honour back-pressure so slow storage does not pile rows up in memory.
        if (!csv.write(values)) await once(csv, "drain");
      }
    },
    async close() {
      csv.end();
      await finished(target);
    },
  };
}
