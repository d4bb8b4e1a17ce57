import { Readable } from "node:stream";
import { MAX_ROW_REVENUE_MICRO, MAX_ROW_VIEWS, MAX_ROW_WATCH_SECONDS, usdToMicro } from "@studio/contract";
import { parse as parseCsv } from "csv-parse";
import { z } from "zod";

/** C0 and C1 control characters and DEL (NUL, tab, line breaks...): never part of a report's value. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A whole number written with digits only, at most `max` (no signs, exponents or hex). */
const count = (column: string, max: number) =>
  z.string().transform((value, ctx) => {
    const number = /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
    if (!(number <= max)) {
      ctx.addIssue({ code: "custom", message: `${column} must be a whole number from 0 to ${max}` });
      return 0;
    }
    return number;
  });

/**
 * One row of a platform report file (docs/stats-import.md): one video on one day. Money columns
 * are USD decimals with up to 6 places; countries are "KR:1200|US:300". Every number is bounded
 * (contract `import-bounds.ts`) so no sum a dashboard makes can overflow.
 */
const ISRC = "[A-Z]{2}[A-Z0-9]{3}\\d{7}";
/** More than a Short's worth of music: a row naming more is not a report's. */
const MAX_ISRCS_PER_ROW = 5;
const ISRC_LIST = new RegExp(`^\\s*(${ISRC}(\\s*;\\s*${ISRC}){0,${MAX_ISRCS_PER_ROW - 1}})?\\s*$`);

/** The ISRCs of a row's isrc cell, in order, each once. */
export const isrcsOf = (cell: string): string[] => [
  ...new Set(
    cell
      .split(";")
      .map((isrc) => isrc.trim())
      .filter(Boolean),
  ),
];

const ZStatsRow = z
  .object({
    date: z.iso.date("date must be YYYY-MM-DD"),
    channel_id: z.string().min(1, "channel_id is required").max(64),
    video_id: z.string().min(1, "video_id is required").max(64),
    title: z.string().min(1, "title is required").max(300),
    published_on: z.iso.date("published_on must be YYYY-MM-DD"),
    duration_seconds: count("duration_seconds", 86_400),
    // The music the platform detected: none, one ISRC, or several separated by ";" (claim safety
    // counts them, docs/decisions/127). Staged as one text, ISRCs joined by ";".
    isrc: z
      .string()
      .toUpperCase()
      .regex(
        ISRC_LIST,
        `isrc must look like KRA402600001, list up to ${MAX_ISRCS_PER_ROW} separated by ";", or be empty`,
      )
      .transform((v) => isrcsOf(v).join(";")),
    views: count("views", MAX_ROW_VIEWS),
    premium_views: count("premium_views", MAX_ROW_VIEWS),
    revenue_usd: z.string().transform((v, ctx) => money(v, ctx, "revenue_usd")),
    premium_revenue_usd: z.string().transform((v, ctx) => money(v, ctx, "premium_revenue_usd")),
    watch_seconds: count("watch_seconds", MAX_ROW_WATCH_SECONDS),
    average_watch_rate: z.string().transform((v, ctx) => basisPoints(v, ctx)),
    countries: z.string().transform((v, ctx) => countries(v, ctx)),
    thumbnail_url: z.string().max(500).default(""),
  })
  .superRefine((row, ctx) => {
    if (row.premium_views > row.views)
      ctx.addIssue({ code: "custom", message: "premium_views cannot exceed views" });
    if (row.premium_revenue_usd > row.revenue_usd)
      ctx.addIssue({ code: "custom", message: "premium_revenue_usd cannot exceed revenue_usd" });
    const countryViews = Object.values(row.countries).reduce((sum, views) => sum + views, 0);
    if (countryViews > row.views)
      ctx.addIssue({
        code: "custom",
        message: "countries: the views by country cannot add up to more than views",
      });
  });
export type StatsRow = z.output<typeof ZStatsRow>;

export const STATS_COLUMNS = [
  "date",
  "channel_id",
  "video_id",
  "title",
  "published_on",
  "duration_seconds",
  "isrc",
  "views",
  "premium_views",
  "revenue_usd",
  "premium_revenue_usd",
  "watch_seconds",
  "average_watch_rate",
  "countries",
  "thumbnail_url",
] as const;

function money(value: string, ctx: z.RefinementCtx, column: string): bigint {
  const micro = usdToMicro(value);
  if (micro === null || micro > MAX_ROW_REVENUE_MICRO) {
    ctx.addIssue({
      code: "custom",
      message: `${column} must be a USD amount from 0 to 10000000 like 12.345678`,
    });
    return 0n;
  }
  return micro;
}

function basisPoints(value: string, ctx: z.RefinementCtx): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value);
  const bp = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : Number.NaN;
  if (!(bp >= 0 && bp <= 10_000)) {
    ctx.addIssue({ code: "custom", message: "average_watch_rate must be a percent from 0 to 100" });
    return 0;
  }
  return bp;
}

function countries(value: string, ctx: z.RefinementCtx): Record<string, number> {
  const result: Record<string, number> = {};
  const pairs = value.split("|").filter((p) => p.trim());
  if (pairs.length > 300) {
    ctx.addIssue({ code: "custom", message: "countries: at most 300 pairs" });
    return result;
  }
  for (const pair of pairs) {
    const match = /^([A-Z]{2}):(\d{1,11})$/.exec(pair.trim().toUpperCase());
    if (!match || Number(match[2]) > MAX_ROW_VIEWS) {
      ctx.addIssue({ code: "custom", message: `countries: "${pair}" is not CODE:views` });
      continue;
    }
    result[match[1] as string] = (result[match[1] as string] ?? 0) + Number(match[2]);
  }
  return result;
}

export interface Rejection {
  row: number;
  key: string;
  reason: string;
}

export interface ParsedStats {
  rows: { row: number; value: StatsRow }[];
  rejected: Rejection[];
}

/** Checks one record of the file; `row` counts data lines from 1. */
export function checkRecord(record: Record<string, string>, row: number): { value: StatsRow } | Rejection {
  const key = `${record.video_id ?? ""}@${record.date ?? ""}`;
  const control = Object.entries(record).find(([, value]) => CONTROL.test(value));
  if (control) {
    return { row, key, reason: `${control[0]}: control characters (NUL, tab, line breaks) are not allowed` };
  }
  const parsed = ZStatsRow.safeParse(record);
  if (parsed.success) return { value: parsed.data };
  const reason = parsed.error.issues.map((i) => `${i.path.join(".") || "row"}: ${i.message}`).join("; ");
  return { row, key, reason };
}

/**
 * Bytes in slices, so a file already in memory is still parsed a slice at a time. Text is sliced
 * as UTF-8 bytes: the parser joins a character split between slices, but not a surrogate pair.
 */
async function* slicesOf(file: Uint8Array | string, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  const bytes = typeof file === "string" ? Buffer.from(file, "utf8") : file;
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/**
 * Reads a report file as a stream and checks it, yielding `chunkRows` records at a time (the
 * caller stages them and lets other work run between chunks). A file that cannot be read or lacks
 * columns yields one rejection of row 0 and stops.
 */
export async function* readStatsCsv(
  source: AsyncIterable<Uint8Array | string> | Uint8Array | string,
  chunkRows: number,
): AsyncGenerator<ParsedStats> {
  const input = typeof source === "string" || source instanceof Uint8Array ? slicesOf(source) : source;
  let missing: string[] = [];
  const parser = parseCsv({
    bom: true,
    skip_empty_lines: true,
    trim: true,
    columns: (header: string[]) => {
      missing = STATS_COLUMNS.filter((c) => c !== "thumbnail_url" && !header.includes(c));
      return header;
    },
  });
  const bytes = Readable.from(input);
  // pipe() does not pass a failing source on: the parser must fail with it.
  bytes.on("error", (error) => parser.destroy(error));
  const records = bytes.pipe(parser);
  let chunk: ParsedStats = { rows: [], rejected: [] };
  let row = 0;
  try {
    for await (const record of records as AsyncIterable<Record<string, string>>) {
      if (missing.length > 0) {
        yield { rows: [], rejected: [{ row: 0, key: "", reason: `missing columns: ${missing.join(", ")}` }] };
        return;
      }
      row += 1;
      const checked = checkRecord(record, row);
      if ("value" in checked) chunk.rows.push({ row, value: checked.value });
      else chunk.rejected.push(checked);
      if (chunk.rows.length + chunk.rejected.length >= chunkRows) {
        yield chunk;
        chunk = { rows: [], rejected: [] };
      }
    }
  } catch (error) {
    records.destroy();
    yield {
      rows: [],
      rejected: [{ row: 0, key: "", reason: `the CSV cannot be read: ${(error as Error).message}` }],
    };
    return;
  }
  if (chunk.rows.length + chunk.rejected.length > 0) yield chunk;
}
