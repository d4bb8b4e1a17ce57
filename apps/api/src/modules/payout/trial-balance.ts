import {
  LEDGER_BOOKS,
  type LedgerBook,
  microToDecimalString,
  TRIAL_BALANCE_FIGURES,
  type TrialBalanceFigure,
  type TTrialBalance,
} from "@studio/contract";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type Network, rowsOf } from "../../db/rows";
import { neutraliseCsvCell } from "../../lib/csv-cell";
import { monthDay } from "./ledger";

/**
 * The trial balance of a network and month (docs/decisions/134), by the ledger's `month` (the
 * month an amount belongs to). Each book's balance before the month, the month's lines and the
 * balance after; the payable to creators (the `creator` book) with its month's lines by what they
 * came from; and the check: every journal balances, so the books' balances sum to zero.
 */

/** The creator book's lines of the month, by what they came from (the book their journal pairs them with). */
export const PAYABLE_MOVEMENTS = [
  "confirmed",
  "referral_points",
  "manual_entries",
  "withdrawals_requested",
  "returned",
] as const satisfies readonly TrialBalanceFigure[];
type PayableMovement = (typeof PAYABLE_MOVEMENTS)[number];

/** A creator line's movement by its profit type: confirmed and referral types have books of their own. */
function movementOf(type: string, credit: boolean): PayableMovement {
  if (type === "music_profit" || type === "yr.music_profit") return "confirmed";
  if (type === "referral" || type === "expire") return "referral_points";
  if (type === "withdrawal") return credit ? "returned" : "withdrawals_requested";
  // Everything else is posted against the network's adjustments book (docs/decisions/130).
  return "manual_entries";
}

interface SumRow {
  book: LedgerBook;
  type: string;
  before: boolean;
  credit: boolean;
  total: string;
}

export async function trialBalance(db: Db, networkId: number, month: string): Promise<TTrialBalance> {
  const day = monthDay(month);
  const rows = rowsOf<SumRow>(
    await db.execute(sql`
      select book, type, month < ${day}::date as before, amount_micro > 0 as credit,
        sum(amount_micro)::text as total
      from ledger_entries
      where network_id = ${networkId} and month <= ${day}::date
      group by 1, 2, 3, 4`),
  );
  const books = new Map(LEDGER_BOOKS.map((book) => [book, { opening: 0n, movement: 0n }]));
  const movements = new Map<PayableMovement, bigint>(PAYABLE_MOVEMENTS.map((m) => [m, 0n]));
  for (const row of rows) {
    const amount = BigInt(row.total);
    const book = books.get(row.book);
    if (!book) throw new Error(`ledger line on an unknown book ${row.book}`);
    if (row.before) book.opening += amount;
    else {
      book.movement += amount;
      if (row.book === "creator") {
        const movement = movementOf(row.type, row.credit);
        movements.set(movement, (movements.get(movement) ?? 0n) + amount);
      }
    }
  }
  const of = (book: LedgerBook) => books.get(book) ?? { opening: 0n, movement: 0n };
  const closing = (book: LedgerBook) => of(book).opening + of(book).movement;
  let total = 0n;
  let monthTotal = 0n;
  for (const book of LEDGER_BOOKS) {
    total += closing(book);
    monthTotal += of(book).movement;
  }
  const figures: Record<TrialBalanceFigure, bigint> = {
    opening_payable: of("creator").opening,
    confirmed: movements.get("confirmed") ?? 0n,
    referral_points: movements.get("referral_points") ?? 0n,
    manual_entries: movements.get("manual_entries") ?? 0n,
    withdrawals_requested: movements.get("withdrawals_requested") ?? 0n,
    returned: movements.get("returned") ?? 0n,
    closing_payable: closing("creator"),
    fees: of("fee_income").movement,
    paid_out: of("paid_out").movement,
    written_off: of("write_off").movement,
    in_transit: closing("in_transit"),
    books_total: total,
  };
  return {
    month,
    figures: Object.fromEntries(
      TRIAL_BALANCE_FIGURES.map((figure) => [figure, figures[figure].toString()]),
    ) as TTrialBalance["figures"],
    books: LEDGER_BOOKS.map((book) => ({
      book,
      opening: of(book).opening.toString(),
      movement: of(book).movement.toString(),
      closing: closing(book).toString(),
    })),
    balanced: total === 0n && monthTotal === 0n,
  };
}

const usdText = (micro: string) => microToDecimalString(BigInt(micro), 6);

/**
 * The trial balance as CSV, the screen's table line by line: each book with its opening, month and
 * closing (the creator book followed by its month's lines by what they came from), then the total,
 * which is zero in every column. Exact USD, six decimals; UTF-8 with a BOM as the other exports.
 */
export async function exportTrialBalance(db: Db, network: Network, month: string) {
  const balance = await trialBalance(db, network.id, month);
  const lines: string[][] = [];
  for (const book of balance.books) {
    lines.push([month, book.book, usdText(book.opening), usdText(book.movement), usdText(book.closing)]);
    if (book.book === "creator")
      for (const movement of PAYABLE_MOVEMENTS)
        lines.push([month, `creator.${movement}`, "", usdText(balance.figures[movement]), ""]);
  }
  const sum = (pick: (book: TTrialBalance["books"][number]) => string) =>
    balance.books.reduce((total, book) => total + BigInt(pick(book)), 0n).toString();
  lines.push([
    month,
    "total",
    usdText(sum((b) => b.opening)),
    usdText(sum((b) => b.movement)),
    usdText(sum((b) => b.closing)),
  ]);
  const content = stringify([
    ["month", "line", "opening_usd", "movement_usd", "closing_usd"],
    // Text cells as every export writes them; the amounts stay numbers (a minus sign is no formula).
    ...lines.map(([lineMonth = "", name = "", ...amounts]) => [
      neutraliseCsvCell(lineMonth),
      neutraliseCsvCell(name),
      ...amounts,
    ]),
  ]);
  return {
    file_name: `trial-balance-${network.slug}-${month}.csv`,
    content: `\uFEFF${content}`,
    rows: lines.length,
  };
}
