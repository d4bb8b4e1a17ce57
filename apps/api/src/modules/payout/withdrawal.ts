import { createHash } from "node:crypto";
import {
  type Currency,
  E,
  IDEMPOTENCY_KEY,
  type Language,
  microToDecimalString,
  type ReadinessCondition,
  type TQueuedWithdrawal,
  type TWithdrawal,
  type TWithdrawalQuote,
  WITHDRAWAL,
  type WithdrawalStatus,
  withdrawalFee,
} from "@studio/contract";
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { accounts, ledgerEntries, ledgerMonths, withdrawals } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { neutraliseCsvCell } from "../../lib/csv-cell";
import type { Account } from "../auth";
import { composeWithdrawalMail, queueMail } from "../mail";
import { isUniqueViolation } from "../member";
import { notify } from "../notification";
import { type Display, money, periodDisplay } from "../revenue";
import { type Network, networkLanguage } from "../site";
import { availableBalanceOf, availableFromOf, monthDay, postEntries } from "./ledger";
import { findCurrentPaymentInfo, lockAccount } from "./queries";

/**
 * Withdrawal requests (docs/spec.md §4, §8 40000-40002, §9; docs/design.md §7, §11; docs/decisions.md
 * 088, 089). A request takes the whole available balance; it and its ledger debit are written in one
 * transaction that first locks the account row, and a partial unique index keeps one pending request
 * per account whatever happens.
 */

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The calendar date of `now` in `timeZone`: year, month (1-12), day. */
export function localDate(now: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

const monthText = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** This month and the previous one (`YYYY-MM`) in the network's time zone. */
function monthsOf(now: Date, timeZone: string) {
  const { year, month, day } = localDate(now, timeZone);
  const previous = month === 1 ? monthText(year - 1, 12) : monthText(year, month - 1);
  return { current: monthText(year, month), previous, day };
}

/**
 * The month revenue that decides the bank fee: the confirmed music_profit credited to the account
 * for the month whose revenue became withdrawable on this month's open day (the previous month).
 */
async function monthRevenueOf(db: Db, accountId: number, month: string): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountMicro})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(ledgerEntries.type, "music_profit"),
        eq(ledgerEntries.month, monthDay(month)),
      ),
    );
  return BigInt(row?.sum ?? 0);
}

async function pendingOf(db: Db, accountId: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.status, "pending")));
  return row;
}

/** The next amount not yet withdrawable: its instant and sum. */
async function nextAvailableOf(db: Db, accountId: number, now: Date) {
  const [row] = await db
    .select({ at: ledgerMonths.availableFrom, sum: sql<string>`sum(${ledgerMonths.amountMicro})::text` })
    .from(ledgerMonths)
    .where(and(eq(ledgerMonths.accountId, accountId), gt(ledgerMonths.availableFrom, now)))
    .groupBy(ledgerMonths.availableFrom)
    .orderBy(asc(ledgerMonths.availableFrom))
    .limit(1);
  return row ? { at: row.at, amount: BigInt(row.sum) } : null;
}

interface Situation {
  method: "bank" | "paypal" | null;
  paymentInfoId: number | null;
  available: bigint;
  monthRevenue: bigint;
  fee: bigint;
  month: string;
  checklist: { condition: ReadinessCondition; met: boolean }[];
  windowOpensAt: Date;
}

/** Everything a request depends on, read with `db` (inside the request's transaction, under its lock). */
async function situationOf(db: Db, network: Network, accountId: number, now: Date): Promise<Situation> {
  const months = monthsOf(now, network.timeZone);
  // One after the other: inside a transaction they share one connection.
  const info = await findCurrentPaymentInfo(db, network.id, accountId);
  const available = await availableBalanceOf(db, accountId, now);
  const monthRevenue = await monthRevenueOf(db, accountId, months.previous);
  const pending = await pendingOf(db, accountId);
  const windowOpen = months.day >= network.withdrawalOpenDay;
  const method = info?.method ?? null;
  const total = available > 0n ? available : 0n;
  return {
    method,
    paymentInfoId: info?.id ?? null,
    available: total,
    monthRevenue,
    fee: method ? withdrawalFee(method, total, monthRevenue) : 0n,
    month: months.current,
    checklist: [
      { condition: "payment_info", met: info !== undefined },
      { condition: "window", met: windowOpen },
      { condition: "balance", met: available > WITHDRAWAL.minBalanceMicro },
      { condition: "no_open_request", met: pending === undefined },
    ],
    // Closed means before this month's open day, which is the previous month's revenue's open day.
    windowOpensAt: windowOpen ? now : await availableFromOf(db, network, months.previous),
  };
}

export interface Viewer {
  currency: Currency;
  language: Language;
}

async function displayOf(db: Db, network: Network, now: Date, viewer: Viewer): Promise<Display> {
  return periodDisplay(db, network.id, now.toISOString().slice(0, 10), viewer.currency, viewer.language);
}

function amountsOf(total: bigint, fee: bigint, display: Display) {
  const net = total - fee;
  return {
    total: total.toString(),
    total_display: money(total, display),
    fee: fee.toString(),
    fee_display: money(fee, display),
    net: net.toString(),
    net_display: money(net, display),
    currency: display.currency,
    rate: display.rate,
  };
}

function withdrawalView(row: WithdrawalRow, display: Display): TWithdrawal {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    month: row.month.slice(0, 7),
    ...amountsOf(row.totalMicro, row.feeMicro, display),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    payout_reference: row.payoutReference,
    reason: row.reason,
  };
}

/** What a request would take now, and the readiness checklist (docs/design.md §11). */
export async function withdrawalQuote(
  db: Db,
  network: Network,
  accountId: number,
  viewer: Viewer,
  now: Date,
): Promise<TWithdrawalQuote> {
  const [situation, next, display] = await Promise.all([
    situationOf(db, network, accountId, now),
    nextAvailableOf(db, accountId, now),
    displayOf(db, network, now, viewer),
  ]);
  return {
    method: situation.method,
    ...amountsOf(situation.available, situation.fee, display),
    month_revenue: situation.monthRevenue.toString(),
    checklist: situation.checklist,
    ready: situation.checklist.every((item) => item.met),
    window_opens_at: situation.windowOpensAt.toISOString(),
    open_day: network.withdrawalOpenDay,
    next_available_at: next?.at.toISOString() ?? null,
    next_available: next?.amount.toString() ?? null,
  };
}

/** The Idempotency-Key header, when sent: its form is checked (code 4 otherwise). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw new AppError(E.FIELDS_REQUIRED);
  return key;
}

const hashOf = (input: { total: string }) =>
  createHash("sha256")
    .update(JSON.stringify({ total: input.total }))
    .digest("hex");

const conflict = () => new AppError(E.INVALID_ACCESS, undefined, 409);

async function byKey(db: Db, accountId: number, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.idempotencyKey, key)));
  return row;
}

/** A replay of `key`: the first request when the body is the same, refused (409) when it is not. */
function replayOf(row: WithdrawalRow, hash: string): WithdrawalRow {
  if (row.requestHash !== hash) throw new AppError(E.INVALID_ACCESS, undefined, 422);
  return row;
}

/**
 * Requests the whole available balance. Under the account's row lock: the replay check, 40000 (no
 * payment info), 40001 (outside the window), one pending request (409), 40002 (20 USD or less), the
 * confirmed total against the balance (409); then the request and its ledger debit, and its
 * notification, in the same transaction; the mail after the commit.
 */
export async function requestWithdrawal(
  deps: AppDeps,
  network: Network,
  account: Account,
  viewer: Viewer,
  input: { total: string },
  key: string | null,
): Promise<{ withdrawal: TWithdrawal }> {
  const now = deps.now();
  const hash = hashOf(input);
  let created = false;
  let row: WithdrawalRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      if (key) {
        const first = await byKey(tx, account.id, key);
        if (first) return replayOf(first, hash);
      }
      const situation = await situationOf(tx, network, account.id, now);
      const met = (condition: ReadinessCondition) =>
        situation.checklist.find((item) => item.condition === condition)?.met;
      if (!situation.method || situation.paymentInfoId === null) throw new AppError(E.PAYMENT_INFO_REQUIRED);
      if (!met("window")) throw new AppError(E.NOT_WITHDRAWAL_DATE);
      if (!met("no_open_request")) throw conflict();
      if (!met("balance")) throw new AppError(E.INSUFFICIENT_BALANCE);
      if (BigInt(input.total) !== situation.available) throw conflict();
      const [inserted] = await tx
        .insert(withdrawals)
        .values({
          networkId: network.id,
          accountId: account.id,
          paymentInfoId: situation.paymentInfoId,
          method: situation.method,
          month: monthDay(situation.month),
          totalMicro: situation.available,
          feeMicro: situation.fee,
          netMicro: situation.available - situation.fee,
          monthRevenueMicro: situation.monthRevenue,
          idempotencyKey: key,
          requestHash: hash,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error("withdrawal not written");
      const posted = await postEntries(tx, [
        {
          networkId: network.id,
          accountId: account.id,
          type: "withdrawal",
          month: monthDay(situation.month),
          amountMicro: -inserted.totalMicro,
          reference: `withdrawal:${inserted.id}`,
          createdBy: account.id,
          availableFrom: now,
        },
      ]);
      if (posted !== 1) throw new Error("withdrawal debit not posted");
      await notify(tx, { networkId: network.id, accountId: account.id }, "withdrawal", notice(inserted));
      // The request's invoice is issued with it: the account checks and keeps it (docs/decisions.md 122).
      await notify(tx, { networkId: network.id, accountId: account.id }, "tax", {
        withdrawal_id: inserted.id,
      });
      created = true;
      return inserted;
    });
  } catch (error) {
    // The lock makes these rare; the indexes decide when it could not (a request the lock missed):
    // a replay of a key whose first request just committed answers that request.
    const replay =
      key &&
      (isUniqueViolation(error, "withdrawals_idempotency_key") ||
        isUniqueViolation(error, "withdrawals_one_pending_key"))
        ? await byKey(deps.db, account.id, key)
        : undefined;
    if (replay) row = replayOf(replay, hash);
    else if (isUniqueViolation(error, "withdrawals_one_pending_key")) throw conflict();
    else throw error;
  }
  if (created) await mailOf(deps, network, account, row);
  return { withdrawal: withdrawalView(row, await displayOf(deps.db, network, now, viewer)) };
}

const notice = (row: WithdrawalRow) => ({
  withdrawal_id: row.id,
  status: row.status,
  total: row.totalMicro.toString(),
  net: row.netMicro.toString(),
});

async function mailOf(
  deps: AppDeps,
  network: Network,
  account: Pick<Account, "email" | "language">,
  row: WithdrawalRow,
) {
  const usd = (micro: bigint) => microToDecimalString(micro, 2);
  const mail = composeWithdrawalMail({
    status: row.status,
    total: usd(row.totalMicro),
    fee: usd(row.feeMicro),
    net: usd(row.netMicro),
    reason: row.reason,
    language: networkLanguage(network, account.language),
    siteName: network.name,
    colour: network.colorPrimary,
  });
  await queueMail(deps, { ...mail, networkId: network.id, to: account.email });
}

/** The account's requests, newest first. */
export async function listWithdrawals(
  db: Db,
  network: Network,
  accountId: number,
  viewer: Viewer,
  page: { page: number; size: number },
  now: Date,
): Promise<{ items: TWithdrawal[]; total: number }> {
  const mine = and(eq(withdrawals.networkId, network.id), eq(withdrawals.accountId, accountId));
  const [rows, [counted], display] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(mine)
      .orderBy(desc(withdrawals.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(withdrawals).where(mine),
    displayOf(db, network, now, viewer),
  ]);
  return { items: rows.map((row) => withdrawalView(row, display)), total: counted?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Staff
// ---------------------------------------------------------------------------------------------

const USD_DISPLAY = (language: Language): Display => ({ currency: "USD", rate: "1", language });

function queuedView(
  row: WithdrawalRow,
  who: { email: string; nickname: string },
  display: Display,
): TQueuedWithdrawal {
  return {
    ...withdrawalView(row, display),
    account_id: row.accountId,
    email: who.email,
    nickname: who.nickname,
  };
}

/** The network's requests, newest first, filtered by month, status and method. */
export async function withdrawalQueue(
  db: Db,
  networkId: number,
  filter: {
    page: number;
    size: number;
    month?: string | undefined;
    status?: WithdrawalStatus | undefined;
    method?: "bank" | "paypal" | undefined;
  },
  language: Language,
): Promise<{ items: TQueuedWithdrawal[]; total: number }> {
  const where = and(
    eq(withdrawals.networkId, networkId),
    filter.month ? eq(withdrawals.month, monthDay(filter.month)) : undefined,
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.method ? eq(withdrawals.method, filter.method) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: withdrawals, email: accounts.email, nickname: accounts.nickname })
      .from(withdrawals)
      .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  const display = USD_DISPLAY(language);
  return { items: rows.map((r) => queuedView(r.row, r, display)), total: counted?.n ?? 0 };
}

type Decision =
  | { kind: "pay"; payoutReference: string }
  | { kind: "reject"; recover: boolean; reason: string };

/**
 * Staff decide a pending request: paid (success) or rejected, with a reversing credit when the money
 * is recovered (rejected) or none (rejected.norecover). A conditional update moves it out of pending
 * once (409 when it already left); the reversal and the notification share its transaction.
 */
export async function decideWithdrawal(
  deps: AppDeps,
  network: Network,
  staff: Account,
  id: number,
  decision: Decision,
  language: Language,
): Promise<{ withdrawal: TQueuedWithdrawal }> {
  const now = deps.now();
  const status: WithdrawalStatus =
    decision.kind === "pay" ? "success" : decision.recover ? "rejected" : "rejected.norecover";
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status,
        decidedBy: staff.id,
        decidedAt: now,
        ...(decision.kind === "pay"
          ? { payoutReference: decision.payoutReference }
          : { reason: decision.reason }),
      })
      .where(
        and(eq(withdrawals.id, id), eq(withdrawals.networkId, network.id), eq(withdrawals.status, "pending")),
      )
      .returning();
    if (!updated) {
      const [exists] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.networkId, network.id)));
      throw exists ? conflict() : new AppError(E.INVALID_ACCESS, undefined, 404);
    }
    if (status === "rejected") {
      await postEntries(tx, [
        {
          networkId: network.id,
          accountId: updated.accountId,
          type: "withdrawal",
          month: updated.month,
          amountMicro: updated.totalMicro,
          reference: `withdrawal:${updated.id}:reversal`,
          reason: decision.kind === "reject" ? decision.reason : null,
          createdBy: staff.id,
          availableFrom: now,
        },
      ]);
    }
    await notify(tx, { networkId: network.id, accountId: updated.accountId }, "withdrawal", notice(updated));
    return updated;
  });
  const [owner] = await deps.db
    .select({ email: accounts.email, nickname: accounts.nickname, language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  if (!owner) throw new Error("withdrawal without account");
  await mailOf(deps, network, owner, row);
  return { withdrawal: queuedView(row, owner, USD_DISPLAY(language)) };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  const safe = neutraliseCsvCell(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const csvLine = (cells: (string | number)[]) => cells.map(csvCell).join(",");

interface ExportRow {
  id: number | string;
  account_id: number | string;
  net_micro: string;
  holder_name: string | null;
  bank_name: string | null;
  bank_address: string | null;
  swift: string | null;
  account_number: string | null;
  postal_code: string | null;
  country: string | null;
  paypal_email: string | null;
}

/**
 * A month's pending payouts of one method, as CSV: the bank batch (one line per request, with the
 * payment info it is paid to and the net in USD), or PayPal's payouts file (recipient, amount,
 * currency, reference, note, recipient wallet; no header line, as PayPal's upload takes it).
 */
export async function exportWithdrawals(
  db: Db,
  networkId: number,
  month: string,
  method: "bank" | "paypal",
): Promise<{ file_name: string; content: string; rows: number }> {
  const rows = rowsOf<ExportRow>(
    await db.execute(sql`
      select w.id, w.account_id, w.net_micro::text as net_micro, p.holder_name, p.bank_name,
        p.bank_address, p.swift, p.account_number, p.postal_code, p.country, p.paypal_email
      from withdrawals w join payment_info p on p.id = w.payment_info_id
      where w.network_id = ${networkId} and w.month = ${monthDay(month)}::date
        and w.method = ${method} and w.status = 'pending'
      order by w.id`),
  );
  const amount = (row: ExportRow) => microToDecimalString(BigInt(row.net_micro), 2);
  const lines =
    method === "bank"
      ? [
          csvLine([
            "withdrawal_id",
            "account_id",
            "holder_name",
            "bank_name",
            "bank_address",
            "swift",
            "account_number",
            "postal_code",
            "country",
            "currency",
            "amount",
          ]),
          ...rows.map((row) =>
            csvLine([
              row.id,
              row.account_id,
              row.holder_name ?? "",
              row.bank_name ?? "",
              row.bank_address ?? "",
              row.swift ?? "",
              row.account_number ?? "",
              row.postal_code ?? "",
              row.country ?? "",
              "USD",
              amount(row),
            ]),
          ),
        ]
      : rows.map((row) =>
          csvLine([
            row.paypal_email ?? "",
            amount(row),
            "USD",
            `withdrawal-${row.id}`,
            "Studio withdrawal",
            "PAYPAL",
          ]),
        );
  return {
    file_name: `withdrawals-${month}-${method}.csv`,
    content: lines.length ? `${lines.join("\r\n")}\r\n` : "",
    rows: rows.length,
  };
}
