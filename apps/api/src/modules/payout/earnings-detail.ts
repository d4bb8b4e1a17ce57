import type { ProfitType, TEarningsPart } from "@studio/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ledgerEntries } from "../../db/schema";
import { type Display, money } from "../revenue";
import { displayOf, type Viewer } from "./earnings-report";
import { monthDay } from "./ledger";

/**
 * The detail of one earnings report line (docs/spec.md §2 `/withdrawal/{type}/{date}`;
 * docs/decisions/086, 087: the member's reconciliation is the music_profit line's detail).
 */

interface ChannelPartRow {
  channel_id: number | string | null;
  title: string | null;
  amount: string;
  fee_rate_bp: number | null;
  created_at: Date | string;
  confirmed: string | null;
  estimated: string | null;
}

/**
 * What one report line is made of. music_profit: per channel, the confirmed and estimated revenue
 * of the month, the fee rate used and this account's share; other types: each row with its reason.
 */
export async function earningsDetail(
  db: Db,
  viewer: Viewer,
  type: ProfitType,
  month: string,
  now: Date,
): Promise<{ parts: TEarningsPart[]; total: bigint; display: Display }> {
  const day = monthDay(month);
  const display = await displayOf(db, viewer.networkId, now, viewer.currency, viewer.language);
  const part = (amount: bigint) => ({ amount: amount.toString(), amount_display: money(amount, display) });
  if (type === "music_profit") {
    const rows = rowsOf<ChannelPartRow>(
      await db.execute(sql`
        with mine as (
          select channel_id, sum(amount_micro) as amount, max(fee_rate_bp) as fee_rate_bp,
            max(created_at) as created_at
          from ledger_entries
          where account_id = ${viewer.accountId} and type = 'music_profit' and month = ${day}::date
          group by channel_id)
        select mine.channel_id, c.title, mine.amount::text as amount, mine.fee_rate_bp, mine.created_at,
          (select sum(r.amount_micro)::text from confirmed_revenue r
            where r.channel_id = mine.channel_id and r.month = ${day}::date) as confirmed,
          (select coalesce(sum(s.revenue_micro), 0)::text from video_daily_stats s
            where s.channel_id = mine.channel_id and s.day >= ${day}::date
              and s.day < ${day}::date + interval '1 month') as estimated
        from mine left join channels c on c.id = mine.channel_id
        order by mine.amount desc, mine.channel_id`),
    );
    const parts = rows.map((row) => ({
      key: `channel:${row.channel_id ?? "none"}`,
      channel_id: row.channel_id === null ? null : Number(row.channel_id),
      channel_title: row.title,
      estimated: row.estimated,
      estimated_display: row.estimated === null ? null : money(BigInt(row.estimated), display),
      confirmed: row.confirmed,
      confirmed_display: row.confirmed === null ? null : money(BigInt(row.confirmed), display),
      fee_rate: row.fee_rate_bp === null ? null : row.fee_rate_bp / 100,
      ...part(BigInt(row.amount)),
      reason: null,
      created_at: new Date(row.created_at).toISOString(),
    }));
    return { parts, total: rows.reduce((sum, row) => sum + BigInt(row.amount), 0n), display };
  }
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, viewer.accountId),
        eq(ledgerEntries.type, type),
        eq(ledgerEntries.month, day),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(500);
  const parts = rows.map((row) => ({
    key: `row:${row.id}`,
    channel_id: row.channelId,
    channel_title: null,
    estimated: null,
    estimated_display: null,
    confirmed: null,
    confirmed_display: null,
    fee_rate: row.feeRateBp === null ? null : row.feeRateBp / 100,
    ...part(row.amountMicro),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }));
  return { parts, total: rows.reduce((sum, row) => sum + row.amountMicro, 0n), display };
}
