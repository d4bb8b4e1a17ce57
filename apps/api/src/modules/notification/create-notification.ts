import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";

/** Notification types beyond docs/spec.md §3's list: channel status news (decision 015). */
export type NotificationType = "channel.status" | "channel.watch";

/** Adds a notification for one account; the notification centre renders it in the reader's language. */
export async function notify(
  db: Db,
  target: { networkId: number; accountId: number },
  type: NotificationType,
  params: Record<string, string | number>,
): Promise<void> {
  await db.insert(notifications).values({ ...target, type, params });
}
