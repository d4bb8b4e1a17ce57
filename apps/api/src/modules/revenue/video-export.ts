import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { Currency, Language, TVideoExport, TVideoRow, VideoSort } from "@studio/contract";
import { stringify } from "csv-stringify";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { videoExports } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { Account } from "../auth/sessions";
import { findAccountById } from "../member/queries";
import { periodDisplay } from "./exchange-rates";
import { forEachVideoChunk } from "./queries";
import { scopeOf } from "./scope";
import { toVideoRow } from "./video-view";

export const VIDEO_EXPORT_QUEUE = "video-export";
/** The most rows one report file holds. */
export const MAX_EXPORT_ROWS = 200_000;
/** Rows read from the database and written out at a time: memory stays flat however long the file. */
const EXPORT_CHUNK_ROWS = 2_000;

export interface ExportParams {
  start: string;
  end: string;
  sort: VideoSort;
  subaccount?: number | undefined;
  channel?: number | undefined;
  search?: string | undefined;
  currency: Currency;
  language: Language;
}

type ExportRow = typeof videoExports.$inferSelect;

export const exportsDirOf = (dataDir: string) => path.join(dataDir, "exports");

export function toExportView(row: ExportRow): TVideoExport {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    rows: row.rows,
    download:
      row.status === "done" && row.fileName ? `/api/v2/music/video/export/file/${row.fileName}` : null,
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
  return toExportView(row);
}

export async function findExport(deps: AppDeps, account: Account, id: number): Promise<ExportRow> {
  const [row] = await deps.db
    .select()
    .from(videoExports)
    .where(and(eq(videoExports.id, id), eq(videoExports.accountId, account.id)));
  if (!row) throw AppError.notFound();
  return row;
}

/** The job: pending -> processing -> done (or failed), writing the file as a stream. */
export async function runVideoExport(deps: AppDeps, exportId: number): Promise<void> {
  const [row] = await deps.db.select().from(videoExports).where(eq(videoExports.id, exportId));
  if (!row || row.status === "done") return;
  await deps.db.update(videoExports).set({ status: "processing" }).where(eq(videoExports.id, exportId));
  try {
    const account = await findAccountById(deps.db, row.accountId);
    if (!account) throw new Error("the account is gone");
    const params = row.params as unknown as ExportParams;
    const scope = await scopeOf(deps.db, account, params);
    const range = { start: params.start, end: params.end };
    const display = await periodDisplay(
      deps.db,
      scope.networkId,
      range.end,
      params.currency,
      params.language,
    );
    const fileName = `${randomBytes(16).toString("hex")}.${row.format}`;
    const directory = exportsDirOf(deps.config.DATA_DIR);
    mkdirSync(directory, { recursive: true });
    const target = path.join(directory, fileName);
    const file = row.format === "xlsx" ? xlsxFile(target, params) : csvFile(target);
    let written = 0;
    await forEachVideoChunk(
      deps.db,
      scope,
      { range, sort: params.sort, search: params.search, maxRows: MAX_EXPORT_ROWS },
      EXPORT_CHUNK_ROWS,
      async (videos) => {
        await file.write(videos.map((video) => cellsOf(toVideoRow(video, display))));
        written += videos.length;
      },
    );
    await file.close();
    await deps.db
      .update(videoExports)
      .set({ status: "done", rows: written, fileName, finishedAt: deps.now() })
      .where(eq(videoExports.id, exportId));
  } catch (error) {
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
] as const;

const usdOf = (micro: string) => {
  const value = BigInt(micro);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 1_000_000n}.${String(abs % 1_000_000n).padStart(6, "0")}`;
};

function cellsOf(row: TVideoRow): Cells {
  return [
    row.video_id,
    row.title,
    row.channel.title,
    row.published_on,
    row.music?.isrc ?? "",
    row.views,
    row.premium_views,
    row.premium_rate,
    usdOf(row.revenue),
    row.revenue_display,
    usdOf(row.rpm),
  ];
}

type Cells = (string | number)[];

/** A report file being written a chunk of rows at a time. */
interface ReportFile {
  write(rows: Cells[]): Promise<void>;
  close(): Promise<void>;
}

function xlsxFile(target: string, params: ExportParams): ReportFile {
  // Streamed: each committed row goes to disk, not into a workbook held in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: target, useStyles: false });
  const sheet = workbook.addWorksheet(`${params.start}~${params.end}`);
  sheet.columns = EXPORT_COLUMNS.map((key) => ({ header: key, key, width: key === "title" ? 40 : 16 }));
  return {
    async write(rows) {
      for (const cells of rows) sheet.addRow(cells).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

function csvFile(target: string): ReportFile {
  const output = createWriteStream(target);
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], bom: true });
  csv.pipe(output);
  return {
    async write(rows) {
      for (const cells of rows) {
        // Honour back-pressure so a slow disk does not pile rows up in memory.
        if (!csv.write(cells)) await once(csv, "drain");
      }
    },
    async close() {
      csv.end();
      await finished(output);
    },
  };
}
