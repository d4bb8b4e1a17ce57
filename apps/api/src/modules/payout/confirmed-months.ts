import { splitRevenue } from "@studio/contract";
import { sql } from "drizzle-orm";
import { type BulkColumn, bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { type FeeRates, feeRatesOf, rateInForce } from "../revenue";
import { assignmentsOf, holderWeights, shareByWeight, spansFrom } from "./channel-holders";
import { monthDay } from "./ledger";

/**
 * Confirmed channel-months as final amounts with a frozen split (docs/design.md §6,
 * docs/decisions/131). A month's holders, their weights and fee rates are read once, at its first
 * confirmation, under the confirmation lock (db/confirmation-lock.ts) that fee-rate changes and
 * reassignments also take; every later confirmation of the month shares its new final amount the
 * same way. Each holder's target is computed from the final amount, never from a difference, so
 * the targets sum to it exactly and nobody's target is below zero.
 */

/** Rows per statement: far below PostgreSQL's 65,535 bind parameters. */
const CHUNK = 5_000;

export interface Share {
  accountId: number;
  weight: bigint;
  feeRateBp: number;
}

export interface ConfirmedMonth {
  platformChannelId: string;
  /** `YYYY-MM`. */
  month: string;
  channelId: number;
  ownerId: number;
  finalMicro: bigint;
  shares: Share[];
}

const MONTH_COLUMNS: BulkColumn[] = [
  { name: "network_id", type: "bigint" },
  { name: "platform_channel_id", type: "text" },
  { name: "month", type: "date" },
  { name: "channel_id", type: "bigint" },
  { name: "owner_id", type: "bigint" },
  { name: "final_micro", type: "bigint" },
  { name: "frozen_at", type: "timestamptz" },
  { name: "updated_at", type: "timestamptz" },
];
const SHARE_COLUMNS: BulkColumn[] = [
  { name: "network_id", type: "bigint" },
  { name: "platform_channel_id", type: "text" },
  { name: "month", type: "date" },
  { name: "position", type: "integer" },
  { name: "account_id", type: "bigint" },
  { name: "weight", type: "bigint" },
  { name: "fee_rate_bp", type: "integer" },
];

const keyOf = (platformChannelId: string, month: string) => `${platformChannelId}|${month.slice(0, 7)}`;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The confirmed months of these (platform channel, month) pairs that exist, with their shares. */
export async function confirmedMonthsOf(
  db: Db,
  networkId: number,
  pairs: { platformChannelId: string; month: string }[],
): Promise<Map<string, ConfirmedMonth>> {
  const found = new Map<string, ConfirmedMonth>();
  for (const part of chunks(pairs)) {
    const wanted = sql.join(
      part.map((p) => sql`(${p.platformChannelId}::text, ${monthDay(p.month)}::date)`),
      sql`, `,
    );
    const rows = rowsOf<{
      platform_channel_id: string;
      month: string;
      channel_id: string | number;
      owner_id: string | number;
      final_micro: string;
      shares: { account_id: number; weight: string; fee_rate_bp: number }[] | string;
    }>(
      await db.execute(sql`
        with wanted (platform_channel_id, month) as (values ${wanted})
        select m.platform_channel_id, to_char(m.month, 'YYYY-MM') as month, m.channel_id, m.owner_id,
          m.final_micro::text as final_micro,
          (select json_agg(json_build_object('account_id', s.account_id, 'weight', s.weight::text,
              'fee_rate_bp', s.fee_rate_bp) order by s.position)
            from confirmed_shares s where s.network_id = m.network_id
              and s.platform_channel_id = m.platform_channel_id and s.month = m.month) as shares
        from wanted w join confirmed_months m on m.network_id = ${networkId}
          and m.platform_channel_id = w.platform_channel_id and m.month = w.month`),
    );
    for (const row of rows) {
      const shares = typeof row.shares === "string" ? JSON.parse(row.shares) : (row.shares ?? []);
      found.set(keyOf(row.platform_channel_id, row.month), {
        platformChannelId: row.platform_channel_id,
        month: row.month,
        channelId: Number(row.channel_id),
        ownerId: Number(row.owner_id),
        finalMicro: BigInt(row.final_micro),
        shares: (shares as { account_id: number; weight: string; fee_rate_bp: number }[]).map((s) => ({
          accountId: Number(s.account_id),
          weight: BigInt(s.weight),
          feeRateBp: s.fee_rate_bp,
        })),
      });
    }
  }
  return found;
}

export const confirmedMonthKey = keyOf;

/**
 * Freezes the months confirmed for the first time: who held each channel that month (its owner
 * and members, cut at assignment changes), their weights and each member's fee rate in force.
 * Written with the month's final amount; answers the new months.
 */
export async function freezeMonths(
  db: Db,
  networkId: number,
  items: {
    channelId: number;
    platformChannelId: string;
    ownerId: number;
    month: string;
    finalMicro: bigint;
  }[],
  now: Date,
): Promise<ConfirmedMonth[]> {
  const periods = await assignmentsOf(db, [...new Set(items.map((item) => item.channelId))]);
  const rates = new Map<number, FeeRates>();
  const months: ConfirmedMonth[] = [];
  for (const item of items) {
    const spans = spansFrom(periods.get(item.channelId) ?? [], item.month);
    const weights = await holderWeights(db, item.channelId, spans);
    const shares: Share[] = [];
    for (const { memberId, weight } of weights) {
      if (memberId === null || memberId === item.ownerId) {
        shares.push({ accountId: item.ownerId, weight, feeRateBp: 0 });
        continue;
      }
      const memberRates = rates.get(memberId) ?? (await feeRatesOf(db, memberId));
      rates.set(memberId, memberRates);
      shares.push({ accountId: memberId, weight, feeRateBp: rateInForce(memberRates, `${item.month}-01`) });
    }
    months.push({ ...item, shares });
  }
  await bulkInsert(
    db,
    "confirmed_months",
    MONTH_COLUMNS,
    months.map((m) => ({
      network_id: networkId,
      platform_channel_id: m.platformChannelId,
      month: monthDay(m.month),
      channel_id: m.channelId,
      owner_id: m.ownerId,
      final_micro: m.finalMicro,
      frozen_at: now,
      updated_at: now,
    })),
  );
  await bulkInsert(
    db,
    "confirmed_shares",
    SHARE_COLUMNS,
    months.flatMap((m) =>
      m.shares.map((share, i) => ({
        network_id: networkId,
        platform_channel_id: m.platformChannelId,
        month: monthDay(m.month),
        position: i + 1,
        account_id: share.accountId,
        weight: share.weight,
        fee_rate_bp: share.feeRateBp,
      })),
    ),
  );
  return months;
}

/** Records the new final amounts of months confirmed before. */
export async function restateMonths(
  db: Db,
  networkId: number,
  months: { platformChannelId: string; month: string; finalMicro: bigint }[],
  now: Date,
): Promise<void> {
  for (const part of chunks(months)) {
    const values = sql.join(
      part.map(
        (m) => sql`(${m.platformChannelId}::text, ${monthDay(m.month)}::date, ${m.finalMicro}::bigint)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update confirmed_months m set final_micro = v.final_micro, updated_at = ${now}::timestamptz
      from (values ${values}) as v (platform_channel_id, month, final_micro)
      where m.network_id = ${networkId} and m.platform_channel_id = v.platform_channel_id and m.month = v.month`);
  }
}

/**
 * What each holder should have received of a month whose final amount is `finalMicro`: the amount
 * shared by the frozen weights, and each member's part split at its frozen rate, the fee to the
 * owner. Sums to `finalMicro` exactly.
 */
export function holderTargets(month: Pick<ConfirmedMonth, "finalMicro" | "shares" | "ownerId">) {
  const targets = new Map<number, bigint>();
  const add = (accountId: number, amount: bigint) =>
    targets.set(accountId, (targets.get(accountId) ?? 0n) + amount);
  const shares = month.shares.filter((share) => share.weight > 0n);
  if (shares.length === 0) {
    add(month.ownerId, month.finalMicro);
    return targets;
  }
  const parts = shareByWeight(
    month.finalMicro,
    shares.map((share) => share.weight),
  );
  shares.forEach((share, i) => {
    const split = splitRevenue(parts[i] ?? 0n, share.feeRateBp);
    add(share.accountId, split.member);
    if (split.manager !== 0n) add(month.ownerId, split.manager);
  });
  return targets;
}

/** What each account has received so far of each (channel registration, month): its music_profit lines. */
export async function receivedOf(
  db: Db,
  networkId: number,
  pairs: { channelId: number; month: string }[],
): Promise<Map<string, Map<number, bigint>>> {
  const received = new Map<string, Map<number, bigint>>();
  for (const part of chunks(pairs)) {
    const wanted = sql.join(
      part.map((p) => sql`(${p.channelId}::bigint, ${monthDay(p.month)}::date)`),
      sql`, `,
    );
    const rows = rowsOf<{
      channel_id: string | number;
      month: string;
      account_id: string | number;
      amount: string;
    }>(
      await db.execute(sql`
        with wanted (channel_id, month) as (values ${wanted})
        select e.channel_id, to_char(e.month, 'YYYY-MM') as month, e.account_id, sum(e.amount_micro)::text as amount
        from wanted w join ledger_entries e on e.channel_id = w.channel_id and e.month = w.month
        where e.network_id = ${networkId} and e.book = 'creator' and e.type = 'music_profit'
        group by e.channel_id, e.month, e.account_id`),
    );
    for (const row of rows) {
      const key = `${Number(row.channel_id)}|${row.month}`;
      const byAccount = received.get(key) ?? new Map<number, bigint>();
      byAccount.set(Number(row.account_id), BigInt(row.amount));
      received.set(key, byAccount);
    }
  }
  return received;
}
