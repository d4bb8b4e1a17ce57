import type { DateRange } from "@studio/contract";
import { type SQL, sql } from "drizzle-orm";
import { type FeeRates, memberPartSql } from "./fee-rates";
import { rangePieces } from "./range-months";

/**
 * Each video's sums over any range from the video months and the edge days' facts (docs/decisions/080):
 * what the video list answers without a build, and what a build is filled from (decision 116).
 */

export const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

/** The columns every piece of a range answers (`x` in the list's sums), in this order. */
const PIECE_COLUMNS = sql.raw(
  "video_id, month, days, views, premium_views, revenue, premium_revenue, watch_seconds",
);

/**
 * Each video's sums over the range from the video months and the edge days' facts
 * (docs/decisions/080), for any channels and range: whole months read `video_monthly_stats`,
 * a month in part adds its days' facts or takes the days outside the range off its video month.
 * A member's part is taken per video and month of the range, at that month's rate.
 */
export function monthPiecesOver(
  channelIds: number[],
  rates: FeeRates | null,
  range: DateRange,
  videoFilter: (alias: string) => SQL,
): SQL {
  const channelsIn = (alias: string) => sql`${sql.raw(alias)}.channel_id in (${idList(channelIds)})`;
  const months = (where: SQL) => sql`select m.video_id, m.month, m.days, m.views, m.premium_views,
      m.revenue_micro, m.premium_revenue_micro, m.watch_seconds
    from video_monthly_stats m where ${channelsIn("m")} and ${where} ${videoFilter("m")}`;
  const facts = (month: string, days: DateRange, sign: 1 | -1) => {
    const signed = (column: string) => sql.raw(sign === 1 ? `s.${column}` : `-s.${column}`);
    return sql`select s.video_id, ${month}::date, ${sign}::int, ${signed("views")}, ${signed("premium_views")},
        ${signed("revenue_micro")}, ${signed("premium_revenue_micro")}, ${signed("watch_seconds")}
      from video_daily_stats s
      where ${channelsIn("s")} and s.day between ${days.start}::date and ${days.end}::date ${videoFilter("s")}`;
  };
  const pieces = rangePieces(range);
  // Whole months are one row per video and month already; the months in part are summed per video
  // and month from their pieces (those left without a day in the range drop out).
  const parts: SQL[] = [];
  if (pieces.wholeMonths)
    parts.push(
      months(sql`m.month between ${pieces.wholeMonths.from}::date and ${pieces.wholeMonths.to}::date`),
    );
  for (const part of pieces.partMonths) {
    const branches: SQL[] = [];
    if (part.fromMonth) branches.push(months(sql`m.month = ${part.month}::date`));
    for (const days of part.days) branches.push(facts(part.month, days, part.fromMonth ? -1 : 1));
    parts.push(sql`select x.video_id, x.month, sum(x.days)::int, sum(x.views)::bigint,
        sum(x.premium_views)::bigint, sum(x.revenue)::bigint, sum(x.premium_revenue)::bigint,
        sum(x.watch_seconds)::bigint
      from (${sql.join(branches, sql` union all `)}) x (${PIECE_COLUMNS})
      group by x.video_id, x.month having sum(x.days) > 0`);
  }
  // A member's part of each video's month of the range, at that month's rate.
  const part = (column: string) =>
    rates === null ? sql.raw(`p.${column}`) : memberPartSql(sql.raw(`p.${column}`), rates, sql`p.month`);
  return sql`select p.video_id, sum(p.views) as views, sum(p.premium_views) as premium_views,
      sum(${part("revenue")}) as revenue, sum(${part("premium_revenue")}) as premium_revenue,
      sum(p.watch_seconds) as watch_seconds
    from (${sql.join(parts, sql` union all `)}) p (${PIECE_COLUMNS})
    group by p.video_id`;
}
