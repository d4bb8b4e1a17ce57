import { NOTIFICATION_PAGE_SIZE, type NotificationType, type TNotification } from "@studio/contract";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";

/** Whose notifications a call reads or marks: always one account of one network. */
export interface Reader {
  networkId: number;
  accountId: number;
}

const ofReader = (reader: Reader) =>
  and(eq(notifications.networkId, reader.networkId), eq(notifications.accountId, reader.accountId));

/**
 * A page of the reader's notifications, newest first, after the id `before` (keyset paging: the
 * 5,000th page costs what the first does).
 */
export async function notificationPage(
  db: Db,
  reader: Reader,
  before: number | undefined,
): Promise<{ items: TNotification[]; more: boolean }> {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      params: notifications.params,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(ofReader(reader), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE.page + 1);
  const items = rows.slice(0, NOTIFICATION_PAGE_SIZE.page).map((row) => ({
    id: row.id,
    type: row.type as NotificationType,
    params: row.params,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  }));
  return { items, more: rows.length > NOTIFICATION_PAGE_SIZE.page };
}

/** The reader's unread notifications, counted up to the cap (the header shows "99+" beyond). */
export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(ofReader(reader), isNull(notifications.readAt)))
    // Along the unread index: without an order, the planner may scan the table for an account
    // that holds much of it (measured: 34 ms for 100,000 notifications).
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE.unreadCap)
    .as("capped");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}

/** Marks the reader's notification read; an id of another account's changes nothing. */
export async function markRead(db: Db, reader: Reader, id: number, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(ofReader(reader), eq(notifications.id, id), isNull(notifications.readAt)));
}

/** Marks every unread notification of the reader read. */
export async function markAllRead(db: Db, reader: Reader, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(ofReader(reader), isNull(notifications.readAt)));
}
