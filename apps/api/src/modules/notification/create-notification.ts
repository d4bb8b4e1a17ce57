import type { NotificationType } from "@studio/contract";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { mailCategoryOf } from "./mail-categories";

/**
 * Adds a notification for one account, in the caller's transaction; the notification centre renders
 * it in the reader's language from its type and params. A kind the account may get by e-mail is
 * marked for the mail sweep, which asks the account's choice when it sends (docs/decisions/120).
 */
export async function notify(
  db: Db,
  target: { networkId: number; accountId: number },
  type: NotificationType,
  params: Record<string, string | number>,
): Promise<void> {
  await db
    .insert(notifications)
    .values({ ...target, type, params, mailPending: mailCategoryOf(type) !== null });
}
