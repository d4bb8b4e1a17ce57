import {
  adminStatsImportCall,
  musicChannelDashboardCall,
  musicDashboardCall,
  musicVideoListCall,
  type TImportReport,
} from "@studio/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { rowsOf } from "../../src/db/rows";
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
  /** The music the platform detected: ISRCs separated by ";" (none when absent). */
  isrc?: string;
  /** The video's publication day (2026-05-01 when absent). */
  publishedOn?: string;
}

/** A platform report file of these facts (docs/stats-import.md). */
export function reportCsv(facts: ReportFact[]): string {
  const lines = facts.map((f) =>
    [
      f.date,
      f.channel,
      f.video,
      `Video ${f.video}`,
      f.publishedOn ?? "2026-05-01",
      30,
      f.isrc ?? "",
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
 * account's share (docs/decisions/080). An owner sees them in full; a member's part is taken
 * per `grain` (channel-day for the dashboard and the channel report, video and month of the range
 * for the video list) at the rate in force that month: the newest change with the latest month on
 * or before it, else the first change, else the account's rate; the manager's fee truncated.
 */
export async function factTotals(
  db: Db,
  who: { id: number; managerId: number | null },
  range: { start: string; end: string },
  grain: "channel-day" | "video-month" = "channel-day",
): Promise<Totals> {
  const member = who.managerId !== null;
  const key =
    grain === "channel-day" ? sql`s.channel_id, s.day` : sql`s.video_id, date_trunc('month', s.day)`;
  const rateIn = (month: ReturnType<typeof sql>) => sql`coalesce(
    (select f.fee_rate_bp from fee_rate_changes f where f.member_id = ${who.id}
      and f.effective_month <= ${month} order by f.effective_month desc, f.id desc limit 1),
    (select f.fee_rate_bp from fee_rate_changes f where f.member_id = ${who.id}
      order by f.effective_month asc, f.id desc limit 1),
    (select a.fee_rate_bp from accounts a where a.id = ${who.id}))::bigint`;
  const [row] = rowsOf<{ views: unknown; revenue: unknown }>(
    await db.execute(sql`
      select coalesce(sum(g.views), 0) as views,
        coalesce(sum(${member ? sql`g.revenue - g.revenue * ${rateIn(sql`g.month`)} / 10000` : sql`g.revenue`}), 0) as revenue
      from (
        select sum(s.views) as views, sum(s.revenue_micro)::bigint as revenue,
          date_trunc('month', min(s.day))::date as month
        from video_daily_stats s join channels c on c.id = s.channel_id
        where c.status = 'approved'
          and ${
            member
              ? // The days each channel was the member's (docs/decisions/105), past periods included.
                sql`exists (select 1 from channel_assignments a where a.channel_id = s.channel_id
                  and a.member_id = ${who.id} and s.day >= a.from_day and (a.to_day is null or s.day < a.to_day))`
              : sql`c.owner_id = ${who.id}`
          }
          and s.day between ${range.start}::date and ${range.end}::date
        group by ${key}
      ) g`),
  );
  return { views: Number(row?.views ?? 0), revenue: String(row?.revenue ?? 0) };
}
