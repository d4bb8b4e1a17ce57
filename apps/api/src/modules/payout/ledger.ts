import {
  type Currency,
  DEBIT_MANUAL_TYPES,
  E,
  type Language,
  type ManualProfitType,
  type ProfitType,
  type TEarningsPart,
  type TEarningsReport,
  type TLedgerEntry,
  usd,
} from "@studio/contract";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { accounts, ledgerBalances, ledgerEntries, ledgerMonths } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { type Display, feeRatesByMonth, money, periodDisplay } from "../revenue";

/**
 * The ledger (docs/design.md §6, docs/decisions/086). Rows are only ever inserted, here; the
 * database refuses updates and deletes, and its trigger moves the read models (ledger_balances,
 * ledger_months) in the inserting statement's transaction.
 */

export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, "id" | "createdAt">;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/**
 * Posts rows; a row whose reference is already posted is skipped (the posting is the same one).
 * Answers how many rows were written.
 */
export async function postEntries(db: Db, entries: NewLedgerEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const written = await db
    .insert(ledgerEntries)
    .values(entries)
    .onConflictDoNothing({ target: [ledgerEntries.networkId, ledgerEntries.reference] })
    .returning({ id: ledgerEntries.id });
  return written.length;
}

/** `YYYY-MM` -> the month's first day, as the ledger stores it. */
export const monthDay = (month: string): string => `${month.slice(0, 7)}-01`;

/**
 * The instant month M's revenue becomes withdrawable: 00:00 of the network's open day of M+1 in
 * its time zone (docs/spec.md §4, §9; default the 25th).
 */
export async function availableFromOf(
  db: Db,
  network: { timeZone: string; withdrawalOpenDay: number },
  month: string,
): Promise<Date> {
  const [row] = rowsOf<{ at: Date | string }>(
    await db.execute(sql`select ((${monthDay(month)}::date + interval '1 month'
      + (${network.withdrawalOpenDay}::int - 1) * interval '1 day')::timestamp
      at time zone ${network.timeZone}) as at`),
  );
  if (!row) throw new Error("no open day");
  return new Date(row.at);
}

/**
 * A member's fee rate in force for month M (`YYYY-MM`): the revenue module's reading of the
 * fee-rate history (docs/decisions/079, 080), so the estimate and the confirmed split agree.
 */
export async function feeRateInForce(db: Db, memberId: number, month: string): Promise<number> {
  const rates = await feeRatesByMonth(db, memberId, [month]);
  const bp = rates.get(month);
  if (bp === undefined) throw new Error(`no fee rate for ${month}`);
  return bp;
}

const entryView = (row: LedgerRow): TLedgerEntry => ({
  id: row.id,
  account_id: row.accountId,
  type: row.type as ProfitType,
  month: row.month.slice(0, 7),
  amount: row.amountMicro.toString(),
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  available_from: row.availableFrom.toISOString(),
});

/** The account's balance from the read model (0 before its first row). */
export async function balanceOf(db: Db, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerBalances.balanceMicro })
    .from(ledgerBalances)
    .where(eq(ledgerBalances.accountId, accountId));
  return row?.balance ?? 0n;
}

/**
 * The balance less what is not yet available at `now`, read from the month-and-type read model: a
 * line is available once its latest row is (a month's confirmed revenue shares one open day; a
 * manual row is available when posted), so this reads a few hundred rows however long the history.
 */
export async function availableBalanceOf(db: Db, accountId: number, now: Date): Promise<bigint> {
  // One after the other: a withdrawal request reads it inside its transaction (one connection).
  const balance = await balanceOf(db, accountId);
  const pending = await db
    .select({ sum: sql<string | null>`sum(${ledgerMonths.amountMicro})` })
    .from(ledgerMonths)
    .where(and(eq(ledgerMonths.accountId, accountId), gt(ledgerMonths.availableFrom, now)));
  return balance - BigInt(pending[0]?.sum ?? 0);
}

async function displayOf(db: Db, networkId: number, now: Date, currency: Currency, language: Language) {
  return periodDisplay(db, networkId, now.toISOString().slice(0, 10), currency, language);
}

export interface Viewer {
  networkId: number;
  accountId: number;
  currency: Currency;
  language: Language;
}

/**
 * The earnings report (docs/spec.md §3): the month-and-type sums of the read model, newest first.
 * The balance and the available balance are those lines' sums (the same read model the check
 * recomputes), so the report is two small reads however long the history.
 */
export async function earningsReport(db: Db, viewer: Viewer, now: Date): Promise<TEarningsReport> {
  const [lines, display] = await Promise.all([
    db
      .select()
      .from(ledgerMonths)
      .where(eq(ledgerMonths.accountId, viewer.accountId))
      .orderBy(desc(ledgerMonths.month), asc(ledgerMonths.type)),
    displayOf(db, viewer.networkId, now, viewer.currency, viewer.language),
  ]);
  let balance = 0n;
  let available = 0n;
  for (const line of lines) {
    balance += line.amountMicro;
    if (line.availableFrom <= now) available += line.amountMicro;
  }
  return {
    lines: lines.map((line) => ({
      month: line.month.slice(0, 7),
      type: line.type as ProfitType,
      amount: line.amountMicro.toString(),
      amount_display: money(line.amountMicro, display),
      available_from: line.availableFrom.toISOString(),
    })),
    balance: balance.toString(),
    balance_display: money(balance, display),
    available: available.toString(),
    available_display: money(available, display),
    currency: display.currency,
    rate: display.rate,
  };
}

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

/** Staff: a manual row (bonus, cpv_bonus, policy violation, extra settlement event) with its reason. */
export async function postManualEntry(
  db: Db,
  staff: { networkId: number; accountId: number },
  input: { account_id: number; type: ManualProfitType; month: string; amount_usd: string; reason: string },
  now: Date,
): Promise<TLedgerEntry> {
  const [target] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, input.account_id), eq(accounts.networkId, staff.networkId)));
  if (!target) throw new AppError(E.ACCOUNT_NOT_FOUND);
  const amount = usd(input.amount_usd);
  if (amount <= 0n) throw new AppError(E.FIELDS_REQUIRED);
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      networkId: staff.networkId,
      accountId: target.id,
      type: input.type,
      month: monthDay(input.month),
      amountMicro: DEBIT_MANUAL_TYPES.includes(input.type) ? -amount : amount,
      reference: `manual:${crypto.randomUUID()}`,
      reason: input.reason,
      createdBy: staff.accountId,
      createdAt: now,
      availableFrom: now,
    })
    .returning();
  if (!row) throw new Error("manual row not written");
  return entryView(row);
}

/** Staff: an account of their network's rows, newest first (at most 500), and its balance. */
export async function listEntries(
  db: Db,
  networkId: number,
  accountId: number,
): Promise<{ entries: TLedgerEntry[]; balance: string }> {
  const [target] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.networkId, networkId)));
  if (!target) throw new AppError(E.ACCOUNT_NOT_FOUND);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(500);
  return { entries: rows.map(entryView), balance: (await balanceOf(db, accountId)).toString() };
}

export interface LedgerMismatch {
  accountId: number;
  what: "balance" | "month";
  readModel: string;
  recomputed: string;
}

/**
 * Recomputes the read models from the rows and answers where they disagree (empty: they agree).
 * Scoped to some accounts, or every account when none are given.
 */
export async function checkLedger(db: Db, accountIds?: number[]): Promise<LedgerMismatch[]> {
  const scope = accountIds
    ? sql`account_id in (${sql.join(
        accountIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  const balances = rowsOf<{ account_id: string | number; model: string | null; rows: string | null }>(
    await db.execute(sql`
      with rows as (select account_id, sum(amount_micro) as total from ledger_entries where ${scope} group by account_id),
        model as (select account_id, balance_micro as total from ledger_balances where ${scope})
      select coalesce(rows.account_id, model.account_id) as account_id, model.total::text as model,
        rows.total::text as rows
      from rows full join model on model.account_id = rows.account_id
      where rows.total is distinct from model.total`),
  );
  const months = rowsOf<{ account_id: string | number; model: string | null; rows: string | null }>(
    await db.execute(sql`
      with rows as (select account_id, month, type, sum(amount_micro) as total,
          max(available_from) as available_from from ledger_entries
          where ${scope} group by account_id, month, type),
        model as (select account_id, month, type, amount_micro as total, available_from from ledger_months
          where ${scope})
      select coalesce(rows.account_id, model.account_id) as account_id, model.total::text as model,
        rows.total::text as rows
      from rows full join model
        on model.account_id = rows.account_id and model.month = rows.month and model.type = rows.type
      where rows.total is distinct from model.total or rows.available_from is distinct from model.available_from`),
  );
  const mismatch = (what: LedgerMismatch["what"]) => (row: (typeof balances)[number]) => ({
    accountId: Number(row.account_id),
    what,
    readModel: row.model ?? "0",
    recomputed: row.rows ?? "0",
  });
  return [...balances.map(mismatch("balance")), ...months.map(mismatch("month"))];
}
