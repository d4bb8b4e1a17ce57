import type { LedgerBook } from "@studio/contract";
import { and, eq, gt, sql } from "drizzle-orm";
import { type BulkColumn, bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ledgerBalances, type ledgerEntries, ledgerMonths } from "../../db/schema";

/**
 * The ledger (docs/design.md §6, docs/decisions/086): postings, balances and the check. Rows are
 * only ever inserted (here, and staff's manual row in post-manual-entry.ts); the database refuses
 * updates and deletes, and its trigger moves the read models (ledger_balances, ledger_months) in the
 * inserting statement's transaction. What the screens read of it: earnings-report.ts,
 * earnings-detail.ts and, for staff, account-ledger.ts.
 */

export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, "id" | "createdAt"> & {
  createdAt?: Date;
};
export type LedgerRow = typeof ledgerEntries.$inferSelect;

const LEDGER_COLUMNS: BulkColumn[] = [
  { name: "network_id", type: "bigint" },
  { name: "account_id", type: "bigint" },
  { name: "book", type: "text" },
  { name: "journal", type: "text" },
  { name: "type", type: "text" },
  { name: "month", type: "date" },
  { name: "amount_micro", type: "bigint" },
  { name: "reference", type: "text" },
  { name: "channel_id", type: "bigint" },
  { name: "fee_rate_bp", type: "integer" },
  { name: "reason", type: "text" },
  { name: "created_by", type: "bigint" },
  { name: "created_at", type: "timestamptz" },
  { name: "available_from", type: "timestamptz" },
];

/**
 * Posts rows (any number: one JSON parameter a statement, db/bulk-insert.ts); a row whose reference
 * is already posted is skipped (the posting is the same one). Answers how many rows were written.
 * The rows of a journal must sum to zero by the time the transaction commits: the database refuses
 * the commit otherwise.
 */
export async function postEntries(db: Db, entries: NewLedgerEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const now = new Date();
  const rows = entries.map((e) => ({
    network_id: e.networkId,
    account_id: e.accountId ?? null,
    book: e.book ?? "creator",
    journal: e.journal,
    type: e.type,
    month: e.month,
    amount_micro: e.amountMicro,
    reference: e.reference,
    channel_id: e.channelId ?? null,
    fee_rate_bp: e.feeRateBp ?? null,
    reason: e.reason ?? null,
    created_by: e.createdBy ?? null,
    created_at: e.createdAt ?? now,
    available_from: e.availableFrom,
  }));
  const written = await bulkInsert(
    db,
    "ledger_entries",
    LEDGER_COLUMNS,
    rows,
    sql`on conflict (network_id, reference) do nothing returning id`,
  );
  return written.length;
}

/** What a journal's lines share: one business event, on one network, of one profit type and month. */
export interface JournalHead {
  networkId: number;
  /** Names the event (`withdrawal:12`, `confirmed:3:2026-04`, `manual:<key>`). */
  journal: string;
  type: string;
  /** The month the amounts belong to, `YYYY-MM-01`. */
  month: string;
  availableFrom: Date;
  createdBy?: number | null;
  createdAt?: Date;
  reason?: string | null;
}

/** One line: a creator's balance (`accountId`) or one of the network's books. */
export interface JournalLine {
  book: LedgerBook;
  accountId?: number | null;
  amountMicro: bigint;
  reference: string;
  channelId?: number | null;
  feeRateBp?: number | null;
}

/** The rows of a journal; refuses lines that do not sum to zero (the database would refuse the commit). */
export function journalRows(head: JournalHead, lines: JournalLine[]): NewLedgerEntry[] {
  const total = lines.reduce((sum, line) => sum + line.amountMicro, 0n);
  if (total !== 0n) throw new Error(`journal ${head.journal} does not balance: ${total} micro-USD`);
  return lines.map((line) => ({
    networkId: head.networkId,
    journal: head.journal,
    type: head.type,
    month: head.month,
    availableFrom: head.availableFrom,
    createdBy: head.createdBy ?? null,
    ...(head.createdAt ? { createdAt: head.createdAt } : {}),
    reason: head.reason ?? null,
    book: line.book,
    accountId: line.book === "creator" ? (line.accountId ?? null) : null,
    amountMicro: line.amountMicro,
    reference: line.reference,
    channelId: line.channelId ?? null,
    feeRateBp: line.feeRateBp ?? null,
  }));
}

/** Posts one balanced journal (idempotent by its references); answers the rows written. */
export function postJournal(db: Db, head: JournalHead, lines: JournalLine[]): Promise<number> {
  return postEntries(
    db,
    journalRows(
      head,
      lines.filter((line) => line.amountMicro !== 0n),
    ),
  );
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
    : sql`account_id is not null`;
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

/**
 * The journals whose lines do not sum to zero, or whose running total disagrees with their lines
 * (empty: the ledger is double-entry throughout). The database refuses such a commit; this is the
 * check a test or an operator runs over the whole history.
 */
export async function unbalancedJournals(
  db: Db,
  networkId?: number,
): Promise<{ journal: string; total: string }[]> {
  const scope = networkId === undefined ? sql`true` : sql`network_id = ${networkId}`;
  return rowsOf<{ journal: string; total: string }>(
    await db.execute(sql`
      with lines as (select network_id, journal, sum(amount_micro) as total from ledger_entries
          where ${scope} group by network_id, journal),
        model as (select network_id, journal, total_micro from ledger_journals where ${scope})
      select coalesce(lines.journal, model.journal) as journal, coalesce(lines.total, 0)::text as total
      from lines full join model on model.network_id = lines.network_id and model.journal = lines.journal
      where lines.total is distinct from model.total_micro or lines.total <> 0`),
  );
}
