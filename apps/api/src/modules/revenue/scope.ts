import { and, eq, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, channels } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { Account } from "../auth";
import { type FeeRates, feeRatesOf } from "./fee-rates";

/**
 * The channels a revenue question covers and how much of their revenue is the asker's
 * (docs/design.md §6), approved channels only (§5): an owner sees all of their channels (or one member's, or one channel) in full;
 * a member sees only the channels assigned to them, at (1 - the fee rate in force each month).
 */
export interface RevenueScope {
  networkId: number;
  channelIds: number[];
  /**
   * A member's fee rates (their share is what each month's fee leaves, docs/decisions.md 080);
   * null: the asker sees the revenue in full.
   */
  feeRates: FeeRates | null;
  /** Set when the question is "every channel the account owns": its daily rollup answers it. */
  ownerRollupAccountId: number | null;
  /** The owner of every channel in scope, when the asker is that owner (its video builds answer). */
  ownerAccountId: number | null;
}

export interface ScopeFilters {
  subaccount?: number | undefined;
  channel?: number | undefined;
}

export async function scopeOf(db: Db, account: Account, filters: ScopeFilters): Promise<RevenueScope> {
  const isMember = account.managerId !== null;
  let where: SQL | undefined;
  if (isMember) {
    if (filters.subaccount !== undefined && filters.subaccount !== account.id) throw AppError.notFound();
    where = eq(channels.assignedMemberId, account.id);
  } else if (filters.subaccount !== undefined) {
    await memberOf(db, account, filters.subaccount);
    where = and(eq(channels.ownerId, account.id), eq(channels.assignedMemberId, filters.subaccount));
  } else {
    where = eq(channels.ownerId, account.id);
  }
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    // Only approved channels count for dashboards (docs/design.md §5).
    .where(and(eq(channels.networkId, account.networkId), eq(channels.status, "approved"), where));
  let channelIds = rows.map((r) => r.id);
  if (filters.channel !== undefined) {
    if (!channelIds.includes(filters.channel)) throw AppError.notFound();
    channelIds = [filters.channel];
  }
  const allOwnedChannels = !isMember && filters.subaccount === undefined && filters.channel === undefined;
  return {
    networkId: account.networkId,
    channelIds,
    feeRates: isMember ? await feeRatesOf(db, account.id) : null,
    ownerRollupAccountId: allOwnedChannels ? account.id : null,
    ownerAccountId: isMember ? null : account.id,
  };
}

async function memberOf(db: Db, manager: Account, memberId: number) {
  const [member] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, memberId), eq(accounts.managerId, manager.id)));
  if (!member) throw AppError.notFound();
  return member;
}

/** The members a manager can filter the dashboard by. */
export async function membersOf(db: Db, manager: Account) {
  if (manager.managerId !== null) return [];
  return (
    db
      .select({ id: accounts.id, nickname: accounts.nickname })
      .from(accounts)
      // A deleted member's figures stay reachable by id (its channels' past), but it is no choice to offer.
      .where(
        and(
          eq(accounts.managerId, manager.id),
          eq(accounts.networkId, manager.networkId),
          ne(accounts.status, "deleted"),
        ),
      )
      .orderBy(accounts.nickname)
  );
}
