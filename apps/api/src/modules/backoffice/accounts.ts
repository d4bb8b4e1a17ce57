import type { TStaffAccount, TStaffAccountDetail } from "@studio/contract";
import { E } from "@studio/contract";
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { accounts, channels, ledgerEntries, staffAudit } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { likePattern } from "../../lib/like-pattern";
import type { StaffAuditNote } from "../../lib/staff-audit";
import { forgetCachedSessions } from "../auth";
import { updateAccount } from "../member";
import { availableBalanceOf, balanceOf, payoutFlagsOf } from "../payout";

export const staffAccountView = (account: Account): TStaffAccount => ({
  id: account.id,
  email: account.email,
  nickname: account.nickname,
  account_type: account.accountType as TStaffAccount["account_type"],
  status: account.status,
  staff_role: account.staffRole,
  verified: account.emailVerifiedAt !== null,
  created_at: account.createdAt.toISOString(),
});

interface AccountSearch {
  q: string;
  status?: Account["status"] | undefined;
  page: number;
  size: number;
}

/** The network's accounts whose e-mail or nickname contains the text, newest first. */
export async function searchAccounts(db: Db, networkId: number, search: AccountSearch) {
  const pattern = likePattern(search.q);
  const where = and(
    eq(accounts.networkId, networkId),
    search.q ? or(ilike(accounts.email, pattern), ilike(accounts.nickname, pattern)) : undefined,
    search.status ? eq(accounts.status, search.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(search.size)
      .offset(search.page * search.size),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { items: rows.map(staffAccountView), total: total?.n ?? 0 };
}

/** An account of the network, or 10001. */
export async function networkAccount(db: Db, networkId: number, accountId: number): Promise<Account> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.networkId, networkId)));
  if (!row) throw new AppError(E.ACCOUNT_NOT_FOUND);
  return row;
}

const RECENT = 10;

/** What staff see of an account: its channels, members, balance and the latest of what happened. */
export async function accountDetail(
  db: Db,
  networkId: number,
  accountId: number,
  now: Date,
): Promise<TStaffAccountDetail> {
  const account = await networkAccount(db, networkId, accountId);
  const [manager, owned, members, total, available, ledger, audited, flags] = await Promise.all([
    account.managerId ? networkAccount(db, networkId, account.managerId).catch(() => null) : null,
    db
      .select({ id: channels.id, title: channels.title, handle: channels.handle, status: channels.status })
      .from(channels)
      .where(eq(channels.ownerId, account.id))
      .orderBy(desc(channels.id)),
    db
      .select({ id: accounts.id, nickname: accounts.nickname, email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.managerId, account.id), eq(accounts.networkId, networkId)))
      .orderBy(desc(accounts.id)),
    balanceOf(db, account.id),
    availableBalanceOf(db, account.id, now),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id))
      .orderBy(desc(ledgerEntries.id))
      .limit(RECENT),
    db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.networkId, networkId), eq(staffAudit.target, `account:${account.id}`)))
      .orderBy(desc(staffAudit.id))
      .limit(RECENT),
    payoutFlagsOf(db, networkId, account.id),
  ]);
  const activity = [
    ...ledger.map((row) => ({
      at: row.createdAt.toISOString(),
      kind: "ledger" as const,
      what: row.type,
      amount: row.amountMicro.toString(),
    })),
    ...audited.map((row) => ({
      at: row.createdAt.toISOString(),
      kind: "audit" as const,
      what: row.action,
      amount: null,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT);
  return {
    account: staffAccountView(account),
    suspended_reason: account.status === "suspended" ? account.suspendedReason : null,
    manager: manager ? { id: manager.id, nickname: manager.nickname } : null,
    channels: owned,
    members,
    balance: { available: available.toString(), total: total.toString() },
    payout_flags: flags,
    activity,
  };
}

/** The account fields a staff change touches, as the audit keeps them. */
const auditedFields = (account: Account) => ({
  status: account.status,
  suspended_reason: account.suspendedReason,
  staff_role: account.staffRole,
});

/**
 * Changes an account for staff in one transaction with its audit row, and tells every API node, so
 * the change holds from the account's next request (the session check reads the new row).
 */
async function changeAccount(
  db: Db,
  networkId: number,
  accountId: number,
  audit: StaffAuditNote,
  change: (account: Account) => Partial<Account>,
): Promise<Account> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.networkId, networkId)))
      .for("update");
    if (!row || row.status === "deleted") throw new AppError(E.ACCOUNT_NOT_FOUND);
    const changes = change(row);
    // The member module's write announces the change to every API node when this commits.
    await updateAccount(tx, row.id, changes);
    const after = { ...row, ...changes };
    await audit.record(tx, {
      target: `account:${row.id}`,
      before: auditedFields(row),
      after: auditedFields(after),
    });
    return after;
  });
  forgetCachedSessions(db, updated.id);
  return updated;
}

/** Staff never act on their own account here: no one suspends or demotes themselves by mistake. */
function notSelf(actor: Account, accountId: number): void {
  if (actor.id === accountId) throw new AppError(E.INVALID_ACCESS);
}

export async function suspendAccount(
  db: Db,
  actor: Account,
  accountId: number,
  reason: string,
  audit: StaffAuditNote,
) {
  notSelf(actor, accountId);
  return changeAccount(db, actor.networkId, accountId, audit, () => ({
    status: "suspended",
    suspendedReason: reason,
  }));
}

export async function restoreAccount(db: Db, actor: Account, accountId: number, audit: StaffAuditNote) {
  notSelf(actor, accountId);
  return changeAccount(db, actor.networkId, accountId, audit, (row) => ({
    // Only a suspension is lifted here; a blocked account stays blocked.
    status: row.status === "suspended" ? "active" : row.status,
    suspendedReason: null,
  }));
}

export async function setStaffRole(
  db: Db,
  actor: Account,
  accountId: number,
  role: Account["staffRole"],
  audit: StaffAuditNote,
) {
  notSelf(actor, accountId);
  return changeAccount(db, actor.networkId, accountId, audit, () => ({
    isStaff: role !== null,
    staffRole: role,
  }));
}
