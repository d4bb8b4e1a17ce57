import {
  SETTLEMENT_COLUMNS,
  SETTLEMENT_MAX_LINES,
  SETTLEMENT_REASON_MAX,
  SETTLEMENT_REFERENCE_MAX,
  SETTLEMENT_REQUIRED_COLUMNS,
  type SettlementRefusal,
  type SettlementStatus,
  type TPayoutBatch,
  type TSettlementLine,
} from "@studio/contract";
import { parse } from "csv-parse/sync";
import { and, eq, inArray } from "drizzle-orm";
import { lockConfirmations } from "../../db/confirmation-lock";
import type { Account, Network } from "../../db/rows";
import { accounts, withdrawals } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { StaffAuditNote } from "../../lib/staff-audit";
import { notify } from "../notification";
import { batchRowOf, batchView } from "./payout-batches";
import { mailOf, notice } from "./withdrawal-messages";
import { postWithdrawalPaid, postWithdrawalReturned } from "./withdrawal-postings";
import type { WithdrawalRow } from "./withdrawal-view";

/**
 * A payout batch's settlement result (docs/decisions/133): a CSV of `withdrawal_id,status` with
 * `reason` (required when failed) and an optional `payout_reference`. In one transaction, each
 * line's withdrawal, if it is still processing in this batch, is paid (success) or failed (rejected,
 * its money returned with the line's reason) by a conditional update, so a decision by hand or
 * another import racing it decides it once. A line whose withdrawal already has the line's outcome
 * is unchanged (the same file again changes nothing); others are refused, each with its reason.
 */

export interface SettlementFile {
  name: string;
  text: string;
}

interface ReadLine {
  row: number;
  id: number;
  status: SettlementStatus;
  reason: string | null;
  reference: string | null;
}

const refused = (
  row: number,
  refusal: SettlementRefusal,
  line?: Partial<Pick<TSettlementLine, "withdrawal_id" | "status" | "reason">>,
): TSettlementLine => ({
  row,
  withdrawal_id: line?.withdrawal_id ?? null,
  status: line?.status ?? null,
  outcome: "refused",
  refusal,
  reason: line?.reason ?? null,
});

const cut = (text: string | undefined, max: number) => {
  const trimmed = (text ?? "").trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/**
 * Reads the file's lines (line 1 is the first data line). A file that cannot be read as a whole is
 * one `invalid_file` refusal on line 0, and nothing of it is applied.
 */
export function readSettlementFile(text: string): { lines: ReadLine[]; refusals: TSettlementLine[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch {
    return { lines: [], refusals: [refused(0, "invalid_file")] };
  }
  const [header, ...data] = records;
  const columns = header?.map((cell) => cell.toLowerCase()) ?? [];
  const at = Object.fromEntries(SETTLEMENT_COLUMNS.map((c) => [c, columns.indexOf(c)])) as Record<
    (typeof SETTLEMENT_COLUMNS)[number],
    number
  >;
  if (
    SETTLEMENT_REQUIRED_COLUMNS.some((c) => at[c] < 0) ||
    data.length === 0 ||
    data.length > SETTLEMENT_MAX_LINES
  )
    return { lines: [], refusals: [refused(0, "invalid_file")] };
  const lines: ReadLine[] = [];
  const refusals: TSettlementLine[] = [];
  const seen = new Set<number>();
  data.forEach((cells, index) => {
    const row = index + 1;
    const idText = cells[at.withdrawal_id] ?? "";
    const statusText = (cells[at.status] ?? "").toLowerCase();
    const id = /^\d{1,15}$/.test(idText) ? Number(idText) : null;
    const status = statusText === "paid" || statusText === "failed" ? statusText : null;
    const reason = at.reason >= 0 ? cut(cells[at.reason], SETTLEMENT_REASON_MAX) : null;
    const reference =
      at.payout_reference >= 0 ? cut(cells[at.payout_reference], SETTLEMENT_REFERENCE_MAX) : null;
    if (id === null || id === 0 || status === null) {
      refusals.push(refused(row, "invalid_line", { withdrawal_id: id || null, status, reason }));
    } else if (status === "failed" && !reason) {
      refusals.push(refused(row, "reason_required", { withdrawal_id: id, status }));
    } else if (seen.has(id)) {
      refusals.push(refused(row, "duplicate", { withdrawal_id: id, status, reason }));
    } else {
      seen.add(id);
      lines.push({ row, id, status, reason, reference });
    }
  });
  return { lines, refusals };
}

/** Withdrawal ids per statement when the file's withdrawals are looked up. */
const IDS_PER_QUERY = 5_000;

export async function settleBatch(
  deps: AppDeps,
  network: Network,
  staff: Account,
  batchId: number,
  file: SettlementFile,
  audit: StaffAuditNote,
): Promise<{
  batch: TPayoutBatch;
  lines: TSettlementLine[];
  paid: number;
  failed: number;
  unchanged: number;
  refused: number;
}> {
  const batch = await batchRowOf(deps.db, network.id, batchId);
  const now = deps.now();
  const read = readSettlementFile(file.text);
  const fileRefused = read.refusals.some((line) => line.refusal === "invalid_file");
  const results: TSettlementLine[] = [...read.refusals];
  const decided = await deps.db.transaction(async (tx) => {
    const changed: WithdrawalRow[] = [];
    if (fileRefused) return changed;
    // One bulk ledger writer of the network at a time: a confirmation touching the same balances in
    // another order would otherwise deadlock with it (docs/decisions/131).
    await lockConfirmations(tx, network.id);
    const known = new Map<number, { batchId: number | null }>();
    for (let i = 0; i < read.lines.length; i += IDS_PER_QUERY) {
      const ids = read.lines.slice(i, i + IDS_PER_QUERY).map((line) => line.id);
      const rows = await tx
        .select({ id: withdrawals.id, batchId: withdrawals.batchId })
        .from(withdrawals)
        .where(and(eq(withdrawals.networkId, network.id), inArray(withdrawals.id, ids)));
      for (const row of rows) known.set(row.id, row);
    }
    for (const line of read.lines) {
      const base = { row: line.row, withdrawal_id: line.id, status: line.status, reason: line.reason };
      const found = known.get(line.id);
      if (!found) results.push(refused(line.row, "unknown_withdrawal", base));
      else if (found.batchId !== batch.id) results.push(refused(line.row, "not_in_batch", base));
      else {
        const row = await decideLine(tx, network, staff, batch.id, line, now);
        if (row) {
          changed.push(row);
          results.push({ ...base, outcome: line.status, refusal: null });
        } else {
          const outcome = await outcomeOf(tx, line);
          results.push(
            outcome === "unchanged"
              ? { ...base, outcome, refusal: null }
              : refused(line.row, "already_decided", base),
          );
        }
      }
    }
    const count = (outcome: TSettlementLine["outcome"]) =>
      results.filter((r) => r.outcome === outcome).length;
    await audit.record(tx, {
      target: `payout_batch:${batch.id}`,
      after: {
        file: file.name,
        paid: count("paid"),
        failed: count("failed"),
        unchanged: count("unchanged"),
        refused: count("refused"),
      },
    });
    return changed;
  });
  await mailDecided(deps, network, decided);
  results.sort((a, b) => a.row - b.row);
  const count = (outcome: TSettlementLine["outcome"]) => results.filter((r) => r.outcome === outcome).length;
  return {
    batch: await batchView(deps.db, network.id, batch.id),
    lines: results,
    paid: count("paid"),
    failed: count("failed"),
    unchanged: count("unchanged"),
    refused: count("refused"),
  };
}

type Tx = Parameters<Parameters<AppDeps["db"]["transaction"]>[0]>[0];

/**
 * Decides one line's withdrawal if it is still processing in the batch: paid with the line's payout
 * reference (`payout-batch-<id>` without one), or failed with its money returned and its reason;
 * the posting and the account's notification share the transaction. Answers the row, or undefined
 * when it was no longer processing.
 */
async function decideLine(
  tx: Tx,
  network: Network,
  staff: Account,
  batchId: number,
  line: ReadLine,
  now: Date,
): Promise<WithdrawalRow | undefined> {
  const paid = line.status === "paid";
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: paid ? "success" : "rejected",
      decidedBy: staff.id,
      decidedAt: now,
      ...(paid
        ? { payoutReference: line.reference ?? `payout-batch-${batchId}` }
        : { reason: line.reason, payoutReference: line.reference }),
    })
    .where(
      and(
        eq(withdrawals.id, line.id),
        eq(withdrawals.networkId, network.id),
        eq(withdrawals.batchId, batchId),
        eq(withdrawals.status, "processing"),
      ),
    )
    .returning();
  if (!row) return undefined;
  const posting = { by: staff.id, at: now, reason: paid ? null : line.reason };
  if (paid) await postWithdrawalPaid(tx, row, posting);
  else await postWithdrawalReturned(tx, row, posting);
  await notify(tx, { networkId: network.id, accountId: row.accountId }, "withdrawal", notice(row));
  return row;
}

/** Whether a line not applied already has its outcome (unchanged) or was decided otherwise. */
async function outcomeOf(tx: Tx, line: ReadLine): Promise<"unchanged" | "already_decided"> {
  const [now] = await tx
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, line.id));
  const same = line.status === "paid" ? now?.status === "success" : now?.status === "rejected";
  return same ? "unchanged" : "already_decided";
}

/** Each decided withdrawal's mail, in its account's language, after the commit. */
async function mailDecided(deps: AppDeps, network: Network, rows: WithdrawalRow[]): Promise<void> {
  if (rows.length === 0) return;
  const owners = await deps.db
    .select({ id: accounts.id, email: accounts.email, language: accounts.language })
    .from(accounts)
    .where(
      inArray(
        accounts.id,
        rows.map((row) => row.accountId),
      ),
    );
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  for (const row of rows) {
    const owner = byId.get(row.accountId);
    if (owner) await mailOf(deps, network, owner, row);
  }
}
