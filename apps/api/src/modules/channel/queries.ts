import { calendarDayIn } from "@studio/contract";
import { and, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { accounts, channelEvents, channels } from "../../db/schema";

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelStatusValue = ChannelRow["status"];
export type ChannelPatch = Partial<Omit<typeof channels.$inferInsert, "id" | "networkId">>;

/** A channel with the people around it: owner (and the owner's manager) and assigned member. */
export interface ChannelWithPeople {
  channel: ChannelRow;
  ownerName: string;
  ownerEmail: string;
  ownerManagerId: number | null;
  /** The owner's own time zone, null when the owner counts days in the network's. */
  ownerTimeZone: string | null;
  memberName: string | null;
}

const owner = alias(accounts, "owner");
const member = alias(accounts, "member");

function withPeople(db: Db) {
  return db
    .select({
      channel: channels,
      ownerName: owner.nickname,
      ownerEmail: owner.email,
      ownerManagerId: owner.managerId,
      ownerTimeZone: owner.timeZone,
      memberName: member.nickname,
    })
    .from(channels)
    .innerJoin(owner, eq(owner.id, channels.ownerId))
    .leftJoin(member, eq(member.id, channels.assignedMemberId));
}

/**
 * Ids of the channels an account may see: its own, those assigned to it, and those of its members.
 * Three lookups, each on its own index (owner, assigned member, the accounts' manager), joined by
 * UNION: an OR across the owner join made the planner read every channel of the network.
 */
function visibleIds(db: Db, networkId: number, accountId: number): SQL {
  const owned = db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.networkId, networkId), eq(channels.ownerId, accountId)));
  const assigned = db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.networkId, networkId), eq(channels.assignedMemberId, accountId)));
  const ofMembers = db
    .select({ id: channels.id })
    .from(channels)
    .innerJoin(accounts, eq(accounts.id, channels.ownerId))
    .where(and(eq(channels.networkId, networkId), eq(accounts.managerId, accountId)));
  return sql`${channels.id} in (${owned} union ${assigned} union ${ofMembers})`;
}

export async function findChannel(
  db: Db,
  networkId: number,
  channelId: number,
): Promise<ChannelWithPeople | null> {
  const [row] = await withPeople(db)
    .where(and(eq(channels.networkId, networkId), eq(channels.id, channelId)))
    .limit(1);
  return row ?? null;
}

/** By id alone: for jobs, which act for the system rather than for one network's request. */
export async function findChannelById(db: Db, channelId: number): Promise<ChannelRow | null> {
  const [row] = await db.select().from(channels).where(eq(channels.id, channelId)).limit(1);
  return row ?? null;
}

/**
 * Every registration of a platform channel in a network, oldest first; `forUpdate` locks the rows
 * so a release or a proof in this transaction acts on them as read.
 */
export async function findRegistrations(
  db: Db,
  networkId: number,
  platformChannelId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ChannelRow[]> {
  const query = db
    .select()
    .from(channels)
    .where(and(eq(channels.networkId, networkId), eq(channels.platformChannelId, platformChannelId)))
    .orderBy(channels.createdAt, channels.id);
  return options.forUpdate ? query.for("update") : query;
}

/**
 * Serialises, until the transaction ends, every registration and proof of one platform channel in
 * one network (decision 035). The two-key form keeps these locks apart from single-key ones.
 */
export async function lockPlatformChannel(
  tx: Db,
  networkId: number,
  platformChannelId: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${networkId}::int, hashtext(${platformChannelId}))`);
}

/** The channels an account owns, locked for the rest of the transaction (account deletion). */
export async function lockChannelsOwnedBy(tx: Db, accountId: number): Promise<ChannelRow[]> {
  return tx.select().from(channels).where(eq(channels.ownerId, accountId)).orderBy(channels.id).for("update");
}

/** Takes an account off every channel assigned to it (the channel stays with its owner). */
export async function unassignMember(tx: Db, accountId: number): Promise<void> {
  await tx.update(channels).set({ assignedMemberId: null }).where(eq(channels.assignedMemberId, accountId));
}

/**
 * True in SQL when the channel has not asked for re-review on `now`'s calendar day in `timeZone`:
 * the once-a-day rule checked by the UPDATE itself, so parallel asks cannot both pass. Today is
 * the contract's calendarDayIn; only the stored moment is read in the zone by the database.
 */
export function reviewNotRequestedOn(now: Date, timeZone: string): SQL {
  const lastDay = sql`(${channels.reviewRequestedAt} at time zone ${timeZone})::date`;
  return sql`(${channels.reviewRequestedAt} is null or ${lastDay} < ${calendarDayIn(now, timeZone)}::date)`;
}

export async function listVisibleChannels(
  db: Db,
  networkId: number,
  accountId: number,
  page: { page: number; size: number; status?: ChannelStatusValue | undefined },
): Promise<{ rows: ChannelWithPeople[]; total: number; approved: number }> {
  const scope = visibleIds(db, networkId, accountId);
  const filtered = page.status ? and(scope, eq(channels.status, page.status)) : scope;
  const [rows, [totals]] = await Promise.all([
    withPeople(db)
      .where(filtered)
      .orderBy(desc(channels.createdAt), desc(channels.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({
        total: page.status
          ? sql<number>`count(*) filter (where ${channels.status} = ${page.status})`
          : count(),
        approved: sql<number>`count(*) filter (where ${channels.status} = 'approved')`,
      })
      .from(channels)
      .where(scope),
  ]);
  return { rows, total: Number(totals?.total ?? 0), approved: Number(totals?.approved ?? 0) };
}

export async function insertChannel(
  db: Db,
  values: typeof channels.$inferInsert,
): Promise<ChannelRow | null> {
  const [row] = await db.insert(channels).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** What a channel must still be for a change to apply; anything else means the change lost a race. */
export interface ChannelExpectation {
  status?: ChannelStatusValue;
  checkRun?: number;
  /** A further condition, e.g. the once-a-day re-review rule. */
  where?: SQL;
}

function expectationOf(channelId: number, expected: ChannelExpectation): SQL | undefined {
  const conditions = [eq(channels.id, channelId)];
  if (expected.status) conditions.push(eq(channels.status, expected.status));
  if (expected.checkRun !== undefined) conditions.push(eq(channels.checkRun, expected.checkRun));
  if (expected.where) conditions.push(expected.where);
  return and(...conditions);
}

/**
 * Changes a channel only while it is still as the caller saw it (`expected`): a transition that lost
 * a race changes nothing and answers null. Status changes go through `transition` (transition.ts).
 */
export async function updateChannel(
  db: Db,
  channelId: number,
  patch: ChannelPatch,
  expected: ChannelExpectation = {},
): Promise<ChannelRow | null> {
  const [row] = await db.update(channels).set(patch).where(expectationOf(channelId, expected)).returning();
  return row ?? null;
}

/** Deletes a channel while it is still as expected; its videos and estimated stats go with it (cascade). */
export async function deleteChannelRow(
  db: Db,
  channelId: number,
  expected: ChannelExpectation = {},
): Promise<ChannelRow | null> {
  const [row] = await db.delete(channels).where(expectationOf(channelId, expected)).returning();
  return row ?? null;
}

export async function insertChannelEvent(db: Db, event: typeof channelEvents.$inferInsert): Promise<void> {
  await db.insert(channelEvents).values(event);
}

export async function listChannelEvents(db: Db, networkId: number, channelId: number) {
  return db
    .select({ event: channelEvents, actorName: accounts.nickname })
    .from(channelEvents)
    .leftJoin(accounts, eq(accounts.id, channelEvents.actorId))
    .where(and(eq(channelEvents.networkId, networkId), eq(channelEvents.channelId, channelId)))
    .orderBy(desc(channelEvents.createdAt), desc(channelEvents.id));
}

/**
 * Channels waiting for staff: pending first, then held ones that asked again, each oldest
 * verification first. Each status is read on channels_network_status_verified_idx in that order and
 * only as far as the page reaches, so a long queue is never sorted whole.
 */
export async function listReviewQueue(
  db: Db,
  networkId: number,
  page: { page: number; size: number; status?: "pending" | "denied.pending" | undefined },
): Promise<{ rows: ChannelWithPeople[]; total: number }> {
  const statuses: ChannelStatusValue[] = page.status ? [page.status] : ["pending", "denied.pending"];
  const reach = (page.page + 1) * page.size;
  const heads = statuses.map(
    (status) =>
      sql`(${db
        .select({ id: channels.id })
        .from(channels)
        .where(and(eq(channels.networkId, networkId), eq(channels.status, status)))
        .orderBy(channels.verifiedAt, channels.id)
        .limit(reach)})`,
  );
  const [rows, [total]] = await Promise.all([
    withPeople(db)
      .where(sql`${channels.id} in (${sql.join(heads, sql` union all `)})`)
      .orderBy(
        sql`case when ${channels.status} = 'pending' then 0 else 1 end`,
        channels.verifiedAt,
        channels.id,
      )
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ n: count() })
      .from(channels)
      .where(and(eq(channels.networkId, networkId), inArray(channels.status, statuses))),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Approved channels not re-checked since `before`, a batch at a time. */
export async function approvedChannelsToWatch(db: Db, before: Date, limit: number): Promise<ChannelRow[]> {
  return db
    .select()
    .from(channels)
    .where(
      and(
        eq(channels.status, "approved"),
        or(isNull(channels.lastWatchedAt), lt(channels.lastWatchedAt, before)),
      ),
    )
    .orderBy(channels.lastWatchedAt, channels.id)
    .limit(limit);
}
