import { and, eq, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import { accounts, channelAssignments, channels } from "../../db/schema";
import { AppError } from "../../lib/app-error";
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
   * A member's fee rates (their share is what each month's fee leaves, docs/decisions/080);
   * null: the asker sees the revenue in full.
   */
  feeRates: FeeRates | null;
  /** Set when the question is "every channel the account owns": its daily rollup answers it. */
  ownerRollupAccountId: number | null;
  /** The owner of every channel in scope, when the asker is that owner (its video builds answer). */
  ownerAccountId: number | null;
  /**
   * A member's question (asked by the member, or by the manager filtering by them): the days each
   * channel was theirs (docs/decisions/105), which alone count; null: every day counts.
   */
  periods: HeldPeriod[] | null;
  /** The member those periods are of (null with them). */
  heldBy: number | null;
}

/** Days `from` (included) to `to` (excluded; null: still held) a member held a channel. */
export interface HeldPeriod {
  channelId: number;
  from: string;
  to: string | null;
}

export interface ScopeFilters {
  subaccount?: number | undefined;
  channel?: number | undefined;
}

export async function scopeOf(db: Db, account: Account, filters: ScopeFilters): Promise<RevenueScope> {
  const isMember = account.managerId !== null;
  if (isMember && filters.subaccount !== undefined && filters.subaccount !== account.id)
    throw AppError.notFound();
  if (!isMember && filters.subaccount !== undefined) await memberOf(db, account, filters.subaccount);
  const memberId = isMember ? account.id : (filters.subaccount ?? null);
  const periods = memberId === null ? null : await periodsOf(db, account, memberId, isMember);
  const rows = periods
    ? [...new Set(periods.map((p) => p.channelId))].map((id) => ({ id }))
    : await db
        .select({ id: channels.id })
        .from(channels)
        // Only approved channels count for dashboards (docs/design.md §5).
        .where(
          and(
            eq(channels.networkId, account.networkId),
            eq(channels.status, "approved"),
            eq(channels.ownerId, account.id),
          ),
        );
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
    periods: periods?.filter((p) => channelIds.includes(p.channelId)) ?? null,
    heldBy: memberId,
  };
}

/**
 * The approved channels a member held and when (a manager asking: of the manager's own channels):
 * every period of `channel_assignments`, past ones included, so unassigning keeps their days theirs.
 */
async function periodsOf(
  db: Db,
  asker: Account,
  memberId: number,
  askerIsMember: boolean,
): Promise<HeldPeriod[]> {
  const rows = await db
    .select({
      channelId: channelAssignments.channelId,
      from: channelAssignments.fromDay,
      to: channelAssignments.toDay,
    })
    .from(channelAssignments)
    .innerJoin(channels, eq(channels.id, channelAssignments.channelId))
    .where(
      and(
        eq(channelAssignments.memberId, memberId),
        eq(channels.networkId, asker.networkId),
        eq(channels.status, "approved"),
        askerIsMember ? undefined : eq(channels.ownerId, asker.id),
      ),
    )
    .orderBy(channelAssignments.channelId, channelAssignments.fromDay);
  return rows;
}

/**
 * The rows of a stats table the scope covers by day: every row (undefined), or, for a member's
 * question, the days each channel was the member's (docs/decisions/105).
 */
export function heldDays(scope: RevenueScope, channel: SQLWrapper, day: SQLWrapper): SQL | undefined {
  if (scope.heldBy === null) return undefined;
  // One index probe per row (member, channel), however many channels the member held.
  return sql`exists (select 1 from ${channelAssignments} a where a.member_id = ${scope.heldBy}
    and a.channel_id = ${channel} and ${day} >= a.from_day and (a.to_day is null or ${day} < a.to_day))`;
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
