import {
  adminStatsImportCall,
  musicChannelDashboardCall,
  musicDashboardCall,
  musicVideoListCall,
  type TImportReport,
} from "@studio/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { rowsOf } from "../../src/modules/revenue/parsed-rows";
import { STATS_COLUMNS } from "../../src/modules/revenue/stats-csv";
import { expectOk } from "./assertions";
import type { SignedIn } from "./channels";

/** The header line of a platform report file, in the import's own column order (no thumbnails). */
export const REPORT_HEADER = STATS_COLUMNS.filter((c) => c !== "thumbnail_url").join(",");

export interface ReportFact {
  date: string;
  channel: string;
  video: string;
  views: number;
  /** Dollars with up to six decimals ("1.25"). */
  revenue: string;
}

/** A platform report file of these facts (docs/stats-import.md). */
export function reportCsv(facts: ReportFact[]): string {
  const lines = facts.map((f) =>
    [
      f.date,
      f.channel,
      f.video,
      `Video ${f.video}`,
      "2026-05-01",
      30,
      "",
      f.views,
      0,
      f.revenue,
      "0",
      f.views * 20,
      "50",
      "KR:1",
    ].join(","),
  );
  return [REPORT_HEADER, ...lines].join("\n");
}

/** Imports a report file through the staff call, as staff would. */
export async function importReport(staff: SignedIn, facts: ReportFact[]): Promise<TImportReport> {
  const form = new FormData();
  form.append("file", new Blob([reportCsv(facts)], { type: "text/csv" }), "report.csv");
  const response = await staff.client.inject({
    method: "POST",
    url: `/api/${adminStatsImportCall.path}`,
    payload: form,
  });
  const report = expectOk(response) as TImportReport;
  if (report.imported !== facts.length)
    throw new Error(`import rejected: ${JSON.stringify(report.rejected)}`);
  return report;
}

export interface Totals {
  views: number;
  revenue: string;
}

const totalsOf = (figures: { views: number; revenue: string }): Totals => ({
  views: figures.views,
  revenue: figures.revenue,
});

/** The four answers that must agree for an account and a period. */
export async function revenueAnswers(who: SignedIn, range: { start: string; end: string }) {
  const dashboard = expectOk(await who.client.call(musicDashboardCall, range));
  const report = expectOk(await who.client.call(musicChannelDashboardCall, range));
  let views = 0;
  let revenue = 0n;
  let count = 0;
  for (let page = 0; ; page++) {
    const list = expectOk(await who.client.call(musicVideoListCall, { ...range, page, size: 4 }));
    for (const row of list.items) {
      views += row.views;
      revenue += BigInt(row.revenue);
    }
    count += list.items.length;
    if (list.items.length < 4) {
      if (count !== list.total) throw new Error(`video list total ${list.total}, rows ${count}`);
      break;
    }
  }
  return {
    dashboard: totalsOf(dashboard.totals),
    report: totalsOf(report.totals),
    videos: { views, revenue: revenue.toString() },
    reportRows: report.items,
  };
}

/**
 * The truth in SQL: the facts of the channels that count (approved) for this account, as the
 * account's share (an owner in full; a member at 1 - fee rate, per fact row, truncated).
 */
export async function factTotals(
  db: Db,
  who: { id: number; managerId: number | null; feeRateBp: number },
  range: { start: string; end: string },
): Promise<Totals> {
  const member = who.managerId !== null;
  const share = member ? 10_000 - who.feeRateBp : 10_000;
  const [row] = rowsOf<{ views: unknown; revenue: unknown }>(
    await db.execute(sql`
      select coalesce(sum(s.views), 0) as views,
        coalesce(sum(s.revenue_micro * ${share}::bigint / 10000), 0) as revenue
      from video_daily_stats s join channels c on c.id = s.channel_id
      where c.status = 'approved'
        and ${member ? sql`c.assigned_member_id = ${who.id}` : sql`c.owner_id = ${who.id}`}
        and s.day between ${range.start}::date and ${range.end}::date`),
  );
  return { views: Number(row?.views ?? 0), revenue: String(row?.revenue ?? 0) };
}
