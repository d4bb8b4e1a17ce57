import { and, count, desc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import type { Account } from "../../db/rows";
import {
  accounts,
  channelDailyStats,
  channels,
  confirmedMonths,
  feeRateChanges,
  managerAudit,
} from "../../db/schema";

/** A member row with its rates for one month, as the team list and the member calls answer it. */
export interface MemberRow {
  id: number;
  email: string;
  nickname: string;
  createdAt: Date;
  feeRateBp: number;
  nextFeeRateBp: number | null;
  nextMonth: string | null;
}

export interface MemberChannelRow {
  id: number;
  memberId: number;
  title: string;
  thumbnailUrl: string;
}

/**
 * The rate in force for the first day `monthStart` (docs/decisions/079): the newest row of the
 * latest month on or before it; before the first row, the rate the member started with (the oldest
 * row, docs/decisions/131); without any row, the
 * account's column. Each subquery is one short range of fee_rate_changes_member_month_idx. This is
 * the SQL form of the revenue module's `feeRateOn`, so a page of members gets its rates in the same
 * query; a test checks the two agree.
 */
/**
 * The outer account's id, written qualified: in a one-table select drizzle writes its columns bare,
 * and a bare "id" inside these subqueries would be the history row's own id.
 */
const outerAccountId = sql.raw(`"accounts"."id"`);
const outerAccountRate = sql.raw(`"accounts"."fee_rate_bp"`);

const rateInForce = (monthStart: string) => sql<number>`coalesce(
  (select f.fee_rate_bp from ${feeRateChanges} f where f.member_id = ${outerAccountId}
     and f.effective_month <= ${monthStart}::date order by f.effective_month desc, f.id desc limit 1),
  (select f.fee_rate_bp from ${feeRateChanges} f where f.member_id = ${outerAccountId}
     order by f.effective_month asc, f.id asc limit 1),
  ${outerAccountRate})`;

/** The nearest later change, as "rate|YYYY-MM-DD", or null. */
const nextChange = (monthStart: string) => sql<string | null>`(
  select f.fee_rate_bp::text || '|' || f.effective_month::text from ${feeRateChanges} f
  where f.member_id = ${outerAccountId} and f.effective_month > ${monthStart}::date
  order by f.effective_month asc, f.id desc limit 1)`;

const liveMemberOf = (ownerId: number) =>
  and(eq(accounts.managerId, ownerId), ne(accounts.status, "deleted"));

function memberColumns(monthStart: string) {
  return {
    id: accounts.id,
    email: accounts.email,
    nickname: accounts.nickname,
    createdAt: accounts.createdAt,
    feeRateBp: rateInForce(monthStart).mapWith(Number),
    next: nextChange(monthStart),
  };
}

type RawMember = {
  id: number;
  email: string;
  nickname: string;
  createdAt: Date;
  feeRateBp: number;
  next: string | null;
};

function toMemberRow(row: RawMember): MemberRow {
  const [bp, month] = row.next ? row.next.split("|") : [];
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    createdAt: row.createdAt,
    feeRateBp: row.feeRateBp,
    nextFeeRateBp: bp === undefined ? null : Number(bp),
    nextMonth: month ?? null,
  };
}

/**
 * One page of a team's live members, newest first, with the team's total. The page's ids are picked
 * first (accounts_manager_created_idx, in order), so the rate subqueries run for the page's rows only,
 * not for every row an offset skips.
 */
export async function listMembers(
  db: Db,
  ownerId: number,
  monthStart: string,
  page: { page: number; size: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const pageIds = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(liveMemberOf(ownerId))
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [rows, [totals]] = await Promise.all([
    db
      .select(memberColumns(monthStart))
      .from(accounts)
      .where(inArray(accounts.id, pageIds))
      .orderBy(desc(accounts.createdAt), desc(accounts.id)),
    db.select({ n: count() }).from(accounts).where(liveMemberOf(ownerId)),
  ]);
  return { rows: rows.map(toMemberRow), total: Number(totals?.n ?? 0) };
}

export async function findMemberRow(
  db: Db,
  ownerId: number,
  memberId: number,
  monthStart: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns(monthStart))
    .from(accounts)
    .where(and(liveMemberOf(ownerId), eq(accounts.id, memberId)));
  return row ? toMemberRow(row) : undefined;
}

/** The channels assigned to these members, in one query (the list never asks per member). */
export async function channelsOfMembers(db: Db, memberIds: number[]): Promise<MemberChannelRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      id: channels.id,
      memberId: channels.assignedMemberId,
      title: channels.title,
      thumbnailUrl: channels.thumbnailUrl,
    })
    .from(channels)
    .where(inArray(channels.assignedMemberId, memberIds))
    .orderBy(channels.id);
  return rows.map((row) => ({ ...row, memberId: row.memberId ?? 0 }));
}

/** A live member of the owner's team, locked for the rest of the transaction when asked. */
export async function findTeamMember(
  db: Db,
  owner: Account,
  memberId: number,
  options: { forUpdate?: boolean } = {},
): Promise<Account | undefined> {
  const query = db
    .select()
    .from(accounts)
    .where(and(eq(accounts.networkId, owner.networkId), liveMemberOf(owner.id), eq(accounts.id, memberId)));
  const [row] = await (options.forUpdate ? query.for("update") : query);
  return row;
}

export async function insertFeeRateChange(db: Db, values: typeof feeRateChanges.$inferInsert): Promise<void> {
  await db.insert(feeRateChanges).values(values);
}

const changer = alias(accounts, "changer");

/** A member's fee-rate history, newest change first. */
export async function feeRateHistory(db: Db, memberId: number) {
  return db
    .select({
      feeRateBp: feeRateChanges.feeRateBp,
      effectiveMonth: feeRateChanges.effectiveMonth,
      createdAt: feeRateChanges.createdAt,
      changedById: feeRateChanges.changedBy,
      changedByName: changer.nickname,
    })
    .from(feeRateChanges)
    .innerJoin(changer, eq(changer.id, feeRateChanges.changedBy))
    .where(eq(feeRateChanges.memberId, memberId))
    .orderBy(desc(feeRateChanges.id));
}

/**
 * True when staff have confirmed any month of the owner's channels from `monthStart` on: those
 * months' fee rates are frozen (docs/decisions/131), so a change can only start after them.
 */
export async function monthConfirmed(db: Db, ownerId: number, monthStart: string): Promise<boolean> {
  const [row] = await db
    .select({ month: confirmedMonths.month })
    .from(confirmedMonths)
    .where(and(eq(confirmedMonths.ownerId, ownerId), gte(confirmedMonths.month, monthStart)))
    .limit(1);
  return row !== undefined;
}

/**
 * Estimated revenue (micro-USD) of the approved channels assigned to a member, over the days
 * [from, to) of the daily channel rollup.
 */
export async function memberEstimatedRevenue(
  db: Db,
  networkId: number,
  memberId: number,
  from: string,
  to: string,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${channelDailyStats.revenueMicro}), 0)::text` })
    .from(channelDailyStats)
    .innerJoin(channels, eq(channels.id, channelDailyStats.channelId))
    .where(
      and(
        eq(channels.networkId, networkId),
        eq(channels.assignedMemberId, memberId),
        eq(channels.status, "approved"),
        gte(channelDailyStats.day, from),
        lt(channelDailyStats.day, to),
      ),
    );
  return BigInt(row?.total ?? "0");
}

/** Sets or clears a channel's member (the channel stays with its owner). */
export async function setChannelMember(db: Db, channelId: number, memberId: number | null): Promise<void> {
  await db.update(channels).set({ assignedMemberId: memberId }).where(eq(channels.id, channelId));
}

/** A channel of the network with its owner's manager, locked for the rest of the transaction. */
export async function lockChannel(db: Db, networkId: number, channelId: number) {
  const [row] = await db
    .select({
      id: channels.id,
      ownerId: channels.ownerId,
      ownerManagerId: accounts.managerId,
      assignedMemberId: channels.assignedMemberId,
      title: channels.title,
    })
    .from(channels)
    .innerJoin(accounts, eq(accounts.id, channels.ownerId))
    .where(and(eq(channels.networkId, networkId), eq(channels.id, channelId)))
    .for("update", { of: channels });
  return row;
}

/** The channels assigned to a member, locked (the member is being deleted). */
export async function lockMemberChannels(db: Db, memberId: number) {
  return db
    .select({ id: channels.id, title: channels.title })
    .from(channels)
    .where(eq(channels.assignedMemberId, memberId))
    .orderBy(channels.id)
    .for("update");
}

export async function nicknameOf(db: Db, accountId: number): Promise<string> {
  const [row] = await db
    .select({ nickname: accounts.nickname })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.nickname ?? "";
}

export type AuditValues = typeof managerAudit.$inferInsert;

export async function insertAudit(db: Db, rows: AuditValues[]): Promise<void> {
  if (rows.length > 0) await db.insert(managerAudit).values(rows);
}

const actor = alias(accounts, "actor");
const subject = alias(accounts, "subject");

/** One page of a team's audit, newest first (manager_audit_team_idx). */
export async function listAudit(db: Db, ownerId: number, page: { page: number; size: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        entry: managerAudit,
        actorName: actor.nickname,
        memberName: subject.nickname,
        memberStatus: subject.status,
      })
      .from(managerAudit)
      .innerJoin(actor, eq(actor.id, managerAudit.actorId))
      .leftJoin(subject, eq(subject.id, managerAudit.memberId))
      .where(eq(managerAudit.teamOwnerId, ownerId))
      .orderBy(desc(managerAudit.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(managerAudit).where(eq(managerAudit.teamOwnerId, ownerId)),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}
