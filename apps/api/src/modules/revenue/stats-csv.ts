import { usdToMicro } from "@studio/contract";
import { parse as parseCsv } from "csv-parse/sync";
import { z } from "zod";

/**
 * One row of a platform report file (docs/stats-import.md): one video on one day. Money columns
 * are USD decimals with up to 6 places; countries are "KR:1200|US:300".
 */
const ZStatsRow = z.object({
  date: z.iso.date("date must be YYYY-MM-DD"),
  channel_id: z.string().trim().min(1, "channel_id is required"),
  video_id: z.string().trim().min(1, "video_id is required").max(64),
  title: z.string().trim().min(1, "title is required").max(300),
  published_on: z.iso.date("published_on must be YYYY-MM-DD"),
  duration_seconds: z.coerce.number().int().min(0).max(86_400),
  isrc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}[A-Z0-9]{3}\d{7})?$/, "isrc must look like KRA402600001 or be empty"),
  views: z.coerce.number().int().min(0),
  premium_views: z.coerce.number().int().min(0),
  revenue_usd: z.string().transform((v, ctx) => money(v, ctx, "revenue_usd")),
  premium_revenue_usd: z.string().transform((v, ctx) => money(v, ctx, "premium_revenue_usd")),
  watch_seconds: z.coerce.number().int().min(0),
  average_watch_rate: z.string().transform((v, ctx) => basisPoints(v, ctx)),
  countries: z.string().transform((v, ctx) => countries(v, ctx)),
  thumbnail_url: z.string().trim().max(500).default(""),
});
export type StatsRow = z.output<typeof ZStatsRow>;

export const STATS_COLUMNS = Object.keys(ZStatsRow.shape);

function money(value: string, ctx: z.RefinementCtx, column: string): bigint {
  const micro = usdToMicro(value);
  if (micro === null) {
    ctx.addIssue({ code: "custom", message: `${column} must be a USD amount like 12.345678` });
    return 0n;
  }
  return micro;
}

function basisPoints(value: string, ctx: z.RefinementCtx): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value.trim());
  const bp = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : Number.NaN;
  if (!(bp >= 0 && bp <= 10_000)) {
    ctx.addIssue({ code: "custom", message: "average_watch_rate must be a percent from 0 to 100" });
    return 0;
  }
  return bp;
}

function countries(value: string, ctx: z.RefinementCtx): Record<string, number> {
  const result: Record<string, number> = {};
  for (const pair of value.split("|").filter((p) => p.trim())) {
    const match = /^([A-Z]{2}):(\d+)$/.exec(pair.trim().toUpperCase());
    if (!match) {
      ctx.addIssue({ code: "custom", message: `countries: "${pair}" is not CODE:views` });
      continue;
    }
    result[match[1] as string] = (result[match[1] as string] ?? 0) + Number(match[2]);
  }
  return result;
}

export interface ParsedStats {
  rows: { row: number; value: StatsRow }[];
  rejected: { row: number; key: string; reason: string }[];
}

/** Reads and checks every row; rows count from 1 (the first data line). */
export function parseStatsCsv(text: string): ParsedStats {
  const result: ParsedStats = { rows: [], rejected: [] };
  let records: Record<string, string>[];
  try {
    records = parseCsv(text, { columns: true, bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    result.rejected.push({ row: 0, key: "", reason: `the CSV cannot be read: ${(error as Error).message}` });
    return result;
  }
  const missing = STATS_COLUMNS.filter((c) => c !== "thumbnail_url" && !(c in (records[0] ?? {})));
  if (records.length > 0 && missing.length > 0) {
    result.rejected.push({ row: 0, key: "", reason: `missing columns: ${missing.join(", ")}` });
    return result;
  }
  for (const [index, record] of records.entries()) {
    const row = index + 1;
    const key = `${record.video_id ?? ""}@${record.date ?? ""}`;
    const parsed = ZStatsRow.safeParse(record);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((i) => `${i.path.join(".") || "row"}: ${i.message}`).join("; ");
      result.rejected.push({ row, key, reason });
      continue;
    }
    if (parsed.data.premium_views > parsed.data.views) {
      result.rejected.push({ row, key, reason: "premium_views cannot exceed views" });
      continue;
    }
    if (parsed.data.premium_revenue_usd > parsed.data.revenue_usd) {
      result.rejected.push({ row, key, reason: "premium_revenue_usd cannot exceed revenue_usd" });
      continue;
    }
    result.rows.push({ row, value: parsed.data });
  }
  return result;
}
