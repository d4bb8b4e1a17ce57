import { E, type TManualEntry } from "@studio/contract";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { manualEntries } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { StaffAuditNote } from "../../lib/staff-audit";
import { auditedEntry, type ManualEntryRow, manualEntryView, postManualJournal } from "./manual-entries";

/**
 * Four eyes on a manual entry above the threshold (docs/decisions/134): another staff member than
 * the one who entered it approves it (its journal is posted) or declines it (it never is). The
 * decision is one conditional update of an entry still awaiting approval, so of any number of
 * decisions at once exactly one changes it and posts; the others find it decided. Deciding it again
 * the same way answers it as it is; the other way is refused (409). The poster is refused (403).
 */

export type ManualDecision = { kind: "approve" } | { kind: "decline"; reason: string };

export async function decideManualEntry(
  db: Db,
  staff: { networkId: number; accountId: number },
  id: number,
  decision: ManualDecision,
  now: Date,
  audit?: StaffAuditNote,
): Promise<TManualEntry> {
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(manualEntries)
      .set({
        status: decision.kind === "approve" ? "posted" : "declined",
        decidedBy: staff.accountId,
        decidedAt: now,
        declineReason: decision.kind === "decline" ? decision.reason : null,
      })
      .where(
        and(
          eq(manualEntries.id, id),
          eq(manualEntries.networkId, staff.networkId),
          eq(manualEntries.status, "awaiting_approval"),
          ne(manualEntries.createdBy, staff.accountId),
        ),
      )
      .returning();
    if (!decided) return refusalOf(await entryOf(tx, staff.networkId, id), staff.accountId, decision);
    if (decided.status === "posted" && (await postManualJournal(tx, decided, now)) === 0)
      throw new Error(`manual entry ${id} not posted`);
    await audit?.record(tx, {
      target: `manual_entry:${id}`,
      before: { status: "awaiting_approval" },
      after: auditedEntry(decided),
    });
  });
  return manualEntryView(db, staff.networkId, id, { accountId: staff.accountId, isAdmin: true });
}

async function entryOf(db: Db, networkId: number, id: number): Promise<ManualEntryRow> {
  const [row] = await db
    .select()
    .from(manualEntries)
    .where(and(eq(manualEntries.id, id), eq(manualEntries.networkId, networkId)));
  if (!row) throw AppError.notFound();
  return row;
}

/** Why an entry was not changed: its poster (403), or decided the other way (409); else it stands. */
function refusalOf(row: ManualEntryRow, staffId: number, decision: ManualDecision): void {
  if (row.createdBy === staffId) throw new AppError(E.INVALID_ACCESS);
  const wanted = decision.kind === "approve" ? "posted" : "declined";
  if (row.status !== wanted) throw new AppError(E.INVALID_ACCESS, undefined, 409);
}
