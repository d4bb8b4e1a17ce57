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
      memberName: member.nickname,
    })
    .from(channels)
    .innerJoin(owner, eq(owner.id, channels.ownerId))
    .leftJoin(member, eq(member.id, channels.assignedMemberId));
}

/** Channels an account may see: its own, those assigned to it, and those of its members. */
export function visibleTo(accountId: number): SQL {
  return or(
    eq(channels.ownerId, accountId),
    eq(channels.assignedMemberId, accountId),
    eq(owner.managerId, accountId),
  ) as SQL;
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

export async function findChannelByPlatformId(
  db: Db,
  networkId: number,
  platformChannelId: string,
): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.networkId, networkId), eq(channels.platformChannelId, platformChannelId)))
    .limit(1);
  return row ?? null;
}

export async function listVisibleChannels(
  db: Db,
  networkId: number,
  accountId: number,
  page: { page: number; size: number; status?: ChannelStatusValue | undefined },
): Promise<{ rows: ChannelWithPeople[]; total: number; approved: number }> {
  const scope = and(eq(channels.networkId, networkId), visibleTo(accountId));
  const filtered = page.status ? and(scope, eq(channels.status, page.status)) : scope;
  const rows = await withPeople(db)
    .where(filtered)
    .orderBy(desc(channels.createdAt), desc(channels.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [totals] = await db
    .select({
      total: page.status ? sql<number>`count(*) filter (where ${channels.status} = ${page.status})` : count(),
      approved: sql<number>`count(*) filter (where ${channels.status} = 'approved')`,
    })
    .from(channels)
    .innerJoin(owner, eq(owner.id, channels.ownerId))
    .where(scope);
  return { rows, total: Number(totals?.total ?? 0), approved: Number(totals?.approved ?? 0) };
}

export async function insertChannel(
  db: Db,
  values: typeof channels.$inferInsert,
): Promise<ChannelRow | null> {
  const [row] = await db.insert(channels).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Changes a channel only while it is still as the caller saw it (`expected`): a transition that lost
 * a race changes nothing and answers null.
 */
export async function updateChannel(
  db: Db,
  channelId: number,
  patch: ChannelPatch,
  expected: { status?: ChannelStatusValue; checkRun?: number } = {},
): Promise<ChannelRow | null> {
  const conditions = [eq(channels.id, channelId)];
  if (expected.status) conditions.push(eq(channels.status, expected.status));
  if (expected.checkRun !== undefined) conditions.push(eq(channels.checkRun, expected.checkRun));
  const [row] = await db
    .update(channels)
    .set(patch)
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

export async function deleteChannelRow(db: Db, channelId: number): Promise<boolean> {
  const deleted = await db.delete(channels).where(eq(channels.id, channelId)).returning({ id: channels.id });
  return deleted.length > 0;
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

/** Channels waiting for staff: pending oldest first, then held ones that asked again, newest ask first. */
export async function listReviewQueue(
  db: Db,
  networkId: number,
  page: { page: number; size: number; status?: "pending" | "denied.pending" | undefined },
): Promise<{ rows: ChannelWithPeople[]; total: number }> {
  const statuses: ChannelStatusValue[] = page.status ? [page.status] : ["pending", "denied.pending"];
  const where = and(eq(channels.networkId, networkId), inArray(channels.status, statuses));
  const rows = await withPeople(db)
    .where(where)
    .orderBy(
      sql`case when ${channels.status} = 'pending' then 0 else 1 end`,
      channels.verifiedAt,
      channels.id,
    )
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await db.select({ n: count() }).from(channels).where(where);
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
