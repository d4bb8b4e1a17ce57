import { createHash } from "node:crypto";
import { DEBIT_MANUAL_TYPES, E, type ManualProfitType, type TManualEntry, usd } from "@studio/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, manualEntries } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { StaffAuditNote } from "../../lib/staff-audit";
import { monthDay } from "./ledger";
import {
  approvalThresholdOf,
  auditedEntry,
  type ManualEntryRow,
  manualEntryView,
  postManualJournal,
} from "./manual-entries";

/**
 * Staff enter a manual entry (docs/spec.md §3 profit types, docs/decisions/134): a bonus,
 * compensation or deduction of an account, with its reason. At or below the network's approval
 * threshold it is posted with the entry, in one transaction; above it, it waits for a second staff
 * member (decide-manual-entry.ts). Idempotent by the Idempotency-Key header: the same key with the
 * same body answers the first entry, with another body it is refused (422); a unique index keeps one
 * entry per poster and key whatever the races.
 */

export interface ManualEntryInput {
  account_id: number;
  type: ManualProfitType;
  month: string;
  amount_usd: string;
  reason: string;
}

/** The body's fingerprint, with the amount as micro-USD ("5" and "5.000000" are one body). */
const hashOf = (input: ManualEntryInput, amount: bigint) =>
  createHash("sha256")
    .update(JSON.stringify([input.account_id, input.type, input.month, amount.toString(), input.reason]))
    .digest("hex");

async function byKey(db: Db, networkId: number, staffId: number, key: string) {
  const [row] = await db
    .select()
    .from(manualEntries)
    .where(
      and(
        eq(manualEntries.networkId, networkId),
        eq(manualEntries.createdBy, staffId),
        eq(manualEntries.idempotencyKey, key),
      ),
    );
  return row;
}

/** A replay of a key: the first entry when the body is the same, refused when it is not. */
function replayOf(row: ManualEntryRow, hash: string): ManualEntryRow {
  if (row.requestHash !== hash) throw new AppError(E.INVALID_ACCESS, undefined, 422);
  return row;
}

export async function postManualEntry(
  db: Db,
  staff: { networkId: number; accountId: number },
  input: ManualEntryInput,
  now: Date,
  options: { key?: string | null; audit?: StaffAuditNote } = {},
): Promise<TManualEntry> {
  const amount = usd(input.amount_usd);
  if (amount <= 0n) throw new AppError(E.FIELDS_REQUIRED);
  const hash = hashOf(input, amount);
  const key = options.key ?? null;
  const entry = await db.transaction(async (tx) => {
    if (key) {
      const first = await byKey(tx, staff.networkId, staff.accountId, key);
      if (first) return replayOf(first, hash);
    }
    const [target] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, input.account_id), eq(accounts.networkId, staff.networkId)));
    if (!target) throw new AppError(E.ACCOUNT_NOT_FOUND);
    const threshold = await approvalThresholdOf(tx, staff.networkId);
    const [inserted] = await tx
      .insert(manualEntries)
      .values({
        networkId: staff.networkId,
        accountId: target.id,
        type: input.type,
        month: monthDay(input.month),
        amountMicro: DEBIT_MANUAL_TYPES.includes(input.type) ? -amount : amount,
        reason: input.reason,
        status: amount > threshold ? "awaiting_approval" : "posted",
        idempotencyKey: key,
        requestHash: hash,
        createdBy: staff.accountId,
        createdAt: now,
      })
      // A replay racing the first waits for it to commit, then writes nothing and reads it below.
      .onConflictDoNothing({
        target: [manualEntries.networkId, manualEntries.createdBy, manualEntries.idempotencyKey],
        where: sql.raw(`"idempotency_key" is not null`),
      })
      .returning();
    if (!inserted) {
      const first = key ? await byKey(tx, staff.networkId, staff.accountId, key) : undefined;
      if (!first) throw new Error("manual entry neither written nor found");
      return replayOf(first, hash);
    }
    if (inserted.status === "posted" && (await postManualJournal(tx, inserted, now)) === 0)
      throw new Error(`manual entry ${inserted.id} not posted`);
    await options.audit?.record(tx, {
      target: `manual_entry:${inserted.id}`,
      after: auditedEntry(inserted),
    });
    return inserted;
  });
  // Only administrators post (the call's access); the poster never decides their own entry.
  return manualEntryView(db, staff.networkId, entry.id, { accountId: staff.accountId, isAdmin: true });
}
