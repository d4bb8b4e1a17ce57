import { addDays, daysBetween, lastOfMonth } from "@studio/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/**
 * Who earned a channel's month (docs/spec.md §4: unassigning keeps past earnings with whoever
 * earned them; docs/decisions/105). The month is cut at every assignment change of
 * `channel_assignments`: each member's days, and the owner's days between them. A confirmed amount is
 * shared among the parts by the estimated revenue of their days (by their number of days when the
 * month has no estimate), each part truncated toward zero and the micro-dollars left over going to
 * the part with the largest share (the latest of equals), so the parts add up to the amount exactly.
 * The weights are read once, at the month's first confirmation, and frozen (confirmed-months.ts).
 */

export interface Span {
  memberId: number | null;
  from: string;
  to: string;
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);

interface Period {
  channelId: number;
  memberId: number;
  from: string;
  to: string | null;
}

/** Every assignment period of these channels (a few per channel), in statements of 5,000 channels. */
export async function assignmentsOf(db: Db, channelIds: number[]): Promise<Map<number, Period[]>> {
  const byChannel = new Map<number, Period[]>();
  for (let i = 0; i < channelIds.length; i += 5_000) {
    const ids = channelIds.slice(i, i + 5_000);
    const rows = rowsOf<{
      channel_id: string | number;
      member_id: string | number;
      from_day: string;
      to_day: string | null;
    }>(
      await db.execute(sql`
        select channel_id, member_id, to_char(from_day, 'YYYY-MM-DD') as from_day,
          to_char(to_day, 'YYYY-MM-DD') as to_day
        from channel_assignments where channel_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by channel_id, from_day`),
    );
    for (const row of rows) {
      const channelId = Number(row.channel_id);
      const list = byChannel.get(channelId) ?? [];
      list.push({ channelId, memberId: Number(row.member_id), from: row.from_day, to: row.to_day });
      byChannel.set(channelId, list);
    }
  }
  return byChannel;
}

/** The month `YYYY-MM` cut into the spans of its holders, in order, covering every day. */
export function spansFrom(periods: Period[], month: string): Span[] {
  const start = `${month}-01`;
  const end = addDays(lastOfMonth(start), 1);
  const spans: Span[] = [];
  let cursor = start;
  for (const period of periods) {
    if (period.from >= end || (period.to !== null && period.to <= start)) continue;
    const from = maxDay(period.from, start);
    const to = minDay(period.to ?? end, end);
    if (from > cursor) spans.push({ memberId: null, from: cursor, to: from });
    spans.push({ memberId: period.memberId, from, to });
    cursor = to;
  }
  if (cursor < end) spans.push({ memberId: null, from: cursor, to: end });
  return spans;
}

/** Each span's estimated revenue (the channel's daily rollup over its days). */
async function estimatesOf(db: Db, channelId: number, spans: Span[]): Promise<bigint[]> {
  const values = sql.join(
    spans.map((span, i) => sql`(${i}::int, ${span.from}::date, ${span.to}::date)`),
    sql`, `,
  );
  const rows = rowsOf<{ i: number; revenue: string }>(
    await db.execute(sql`
      select s.i, coalesce((select sum(d.revenue_micro) from channel_daily_stats d
        where d.channel_id = ${channelId} and d.day >= s.from_day and d.day < s.to_day), 0)::text as revenue
      from (values ${values}) s (i, from_day, to_day)`),
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), BigInt(r.revenue)]));
  return spans.map((_, i) => byIndex.get(i) ?? 0n);
}

/** Shares `amount` by `weights` exactly: parts truncated, the remainder to the largest (latest of equals). */
export function shareByWeight(amount: bigint, weights: bigint[]): bigint[] {
  const total = weights.reduce((sum, w) => sum + w, 0n);
  if (total <= 0n) throw new Error("shares need a positive total weight");
  const parts = weights.map((w) => (amount * w) / total);
  let largest = 0;
  weights.forEach((w, i) => {
    if (w >= (weights[largest] ?? 0n)) largest = i;
  });
  parts[largest] = (parts[largest] ?? 0n) + amount - parts.reduce((sum, p) => sum + p, 0n);
  return parts;
}

/**
 * Each holder's weight in the channel's month: 1 for a month held by one holder; else the estimated
 * revenue of their days (their number of days when the month has no estimate). Null: the owner.
 */
export async function holderWeights(
  db: Db,
  channelId: number,
  spans: Span[],
): Promise<{ memberId: number | null; weight: bigint }[]> {
  if (spans.length === 1) return [{ memberId: spans[0]?.memberId ?? null, weight: 1n }];
  const estimates = await estimatesOf(db, channelId, spans);
  const weights = estimates.some((e) => e > 0n)
    ? estimates.map((e) => (e > 0n ? e : 0n))
    : spans.map((s) => BigInt(daysBetween({ start: s.from, end: addDays(s.to, -1) })));
  // One weight per holder: a member who held two spans of the month gets their sum.
  const byHolder = new Map<number | null, bigint>();
  spans.forEach((span, i) => {
    byHolder.set(span.memberId, (byHolder.get(span.memberId) ?? 0n) + (weights[i] ?? 0n));
  });
  return [...byHolder].map(([memberId, weight]) => ({ memberId, weight }));
}
