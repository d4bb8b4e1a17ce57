import { microToExactDecimalString } from "@studio/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { neutraliseCsvCell } from "../../lib/csv-cell";
import { monthDay } from "./ledger";

/** Staff's payout files (docs/decisions/089): they carry account numbers, so only staff reach them. */
const csvCell = (value: string | number) => {
  const text = String(value);
  const safe = neutraliseCsvCell(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const csvLine = (cells: (string | number)[]) => cells.map(csvCell).join(",");

export interface ExportRow {
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

/** The payout lines of the withdrawals `where` selects (table alias `w`), by id. */
export async function payoutRows(db: Db, where: SQL): Promise<ExportRow[]> {
  return rowsOf<ExportRow>(
    await db.execute(sql`
      select w.id, w.account_id, w.net_micro::text as net_micro, p.holder_name, p.bank_name,
        p.bank_address, p.swift, p.account_number, p.postal_code, p.country, p.paypal_email
      from withdrawals w join payment_info p on p.id = w.payment_info_id
      where ${where}
      order by w.id`),
  );
}

/**
 * A payout file's CSV: the bank batch (one line per request, with the payment info it is paid to and
 * the net in USD), or PayPal's payouts file (recipient, amount, currency, reference, note, recipient
 * wallet; no header line, as PayPal's upload takes it). Each line names its withdrawal id.
 */
export function payoutCsv(method: "bank" | "paypal", rows: ExportRow[]): string {
  // The row's net as it is: whole cents (docs/decisions/132). An older request's part below a cent is
  // written out, not cut, so the file never pays less than the ledger says without anyone seeing it.
  const amount = (row: ExportRow) => microToExactDecimalString(BigInt(row.net_micro));
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
  return lines.length ? `${lines.join("\r\n")}\r\n` : "";
}

/** Staff: a month's pending payouts of one method, as CSV (payoutCsv). */
export async function exportWithdrawals(
  db: Db,
  networkId: number,
  month: string,
  method: "bank" | "paypal",
): Promise<{ file_name: string; content: string; rows: number }> {
  const rows = await payoutRows(
    db,
    sql`w.network_id = ${networkId} and w.month = ${monthDay(month)}::date
      and w.method = ${method} and w.status = 'pending'`,
  );
  return {
    file_name: `withdrawals-${month}-${method}.csv`,
    content: payoutCsv(method, rows),
    rows: rows.length,
  };
}
