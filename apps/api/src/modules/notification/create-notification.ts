import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";

/**
 * Notification types: channel status news beyond docs/spec.md §3's list (decision 015), and §3's
 * `withdrawal` (a request's status changed, decision 089).
 */
export type NotificationType = "channel.status" | "channel.watch" | "withdrawal";

/** Adds a notification for one account; the notification centre renders it in the reader's language. */
export async function notify(
  db: Db,
  target: { networkId: number; accountId: number },
  type: NotificationType,
  params: Record<string, string | number>,
): Promise<void> {
  await db.insert(notifications).values({ ...target, type, params });
}
