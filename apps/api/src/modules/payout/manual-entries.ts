import type { ManualEntryStatus, ManualProfitType, TManualEntry } from "@studio/contract";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { accounts, manualEntries, networks } from "../../db/schema";
import { type JournalLine, postJournal } from "./ledger";

/**
 * Staff's manual entries (docs/decisions/134): the list, the view and the posting of an entry's
 * journal. post-manual-entry.ts enters them, decide-manual-entry.ts approves or declines them.
 */

export type ManualEntryRow = typeof manualEntries.$inferSelect;

const target = alias(accounts, "target");
const poster = alias(accounts, "poster");
const decider = alias(accounts, "decider");

/** Who asks: what they may do with an entry depends on it (four eyes). */
export interface EntryViewer {
  accountId: number;
  isAdmin: boolean;
}

/** The entries as staff see them, with the account and the staff members' names. */
async function entriesWhere(
  db: Db,
  viewer: EntryViewer,
  where: SQL | undefined,
  page?: { page: number; size: number },
) {
  const query = db
    .select({
      entry: manualEntries,
      account: { id: target.id, nickname: target.nickname, email: target.email },
      poster: { id: poster.id, nickname: poster.nickname },
      decider: { id: decider.id, nickname: decider.nickname },
    })
    .from(manualEntries)
    .innerJoin(target, eq(target.id, manualEntries.accountId))
    .innerJoin(poster, eq(poster.id, manualEntries.createdBy))
    .leftJoin(decider, eq(decider.id, manualEntries.decidedBy))
    .where(where)
    .orderBy(desc(manualEntries.id));
  const rows = page ? await query.limit(page.size).offset(page.page * page.size) : await query;
  return rows.map(
    ({ entry, account, poster: by, decider: decided }): TManualEntry => ({
      id: entry.id,
      account,
      type: entry.type as ManualProfitType,
      month: entry.month.slice(0, 7),
      amount: entry.amountMicro.toString(),
      reason: entry.reason,
      status: entry.status,
      created_by: by,
      created_at: entry.createdAt.toISOString(),
      decided_by: decided?.id ? { id: decided.id, nickname: decided.nickname } : null,
      decided_at: entry.decidedAt?.toISOString() ?? null,
      decline_reason: entry.declineReason,
      can_decide:
        viewer.isAdmin && entry.status === "awaiting_approval" && entry.createdBy !== viewer.accountId,
    }),
  );
}

/** One entry of the network as staff see it. */
export async function manualEntryView(
  db: Db,
  networkId: number,
  id: number,
  viewer: EntryViewer,
): Promise<TManualEntry> {
  const [entry] = await entriesWhere(
    db,
    viewer,
    and(eq(manualEntries.networkId, networkId), eq(manualEntries.id, id)),
  );
  if (!entry) throw new Error(`manual entry ${id} not found`);
  return entry;
}

/** The network's approval threshold, micro-USD: an entry above it waits for a second staff member. */
export async function approvalThresholdOf(db: Db, networkId: number): Promise<bigint> {
  const [row] = await db
    .select({ threshold: networks.manualApprovalMicro })
    .from(networks)
    .where(eq(networks.id, networkId));
  if (!row) throw new Error(`network ${networkId} not found`);
  return row.threshold;
}

/** Staff: the network's entries, newest first, of one state or account when asked. */
export async function listManualEntries(
  db: Db,
  networkId: number,
  viewer: EntryViewer,
  filter: {
    status?: ManualEntryStatus | undefined;
    account_id?: number | undefined;
    page: number;
    size: number;
  },
) {
  const where = and(
    eq(manualEntries.networkId, networkId),
    filter.status ? eq(manualEntries.status, filter.status) : undefined,
    filter.account_id ? eq(manualEntries.accountId, filter.account_id) : undefined,
  );
  const items = await entriesWhere(db, viewer, where, filter);
  const [total] = await db.select({ n: count() }).from(manualEntries).where(where);
  const threshold = await approvalThresholdOf(db, networkId);
  return { items, total: total?.n ?? 0, approval_threshold: threshold.toString() };
}

/**
 * Posts an entry's journal: the account's line and its counterpart on the network's adjustments
 * book, both referenced by the entry, so a second posting writes nothing. Available at once.
 */
export function postManualJournal(db: Db, entry: ManualEntryRow, at: Date): Promise<number> {
  const journal = `manual:${entry.id}`;
  const lines: JournalLine[] = [
    { book: "creator", accountId: entry.accountId, amountMicro: entry.amountMicro, reference: journal },
    { book: "adjustments", amountMicro: -entry.amountMicro, reference: `${journal}:adjustments` },
  ];
  return postJournal(
    db,
    {
      networkId: entry.networkId,
      journal,
      type: entry.type,
      month: entry.month,
      reason: entry.reason,
      createdBy: entry.createdBy,
      createdAt: at,
      availableFrom: at,
    },
    lines,
  );
}

/** What the audit keeps of an entry. */
export const auditedEntry = (entry: ManualEntryRow) => ({
  account_id: entry.accountId,
  type: entry.type,
  month: entry.month.slice(0, 7),
  amount: entry.amountMicro.toString(),
  reason: entry.reason,
  status: entry.status,
  ...(entry.declineReason ? { decline_reason: entry.declineReason } : {}),
});
