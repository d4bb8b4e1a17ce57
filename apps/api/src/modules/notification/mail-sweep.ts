import { isLanguage, type NotificationType } from "@studio/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import { accounts, networks, notifications } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { composeLinesMail, queueMail, wakeMailSender } from "../mail";
import { mailCategoryOf } from "./mail-categories";
import { notificationMailLines } from "./mail-text";

export const NOTIFICATION_MAIL_QUEUE = "notification.mail";
/** Every minute: a notification's mail leaves within about a minute of the change. */
export const NOTIFICATION_MAIL_CRON = "* * * * *";
const BATCH = 200;

/**
 * Sends the mail owed for notifications (docs/decisions/120): to an account that chose the
 * notification's kind in `member/settings/push` at the time of sending, in its language, through the
 * mail outbox and its job. Each batch is one transaction that claims its rows (`skip locked`), so
 * two nodes never mail one notification twice. Answers how many notifications were settled.
 */
export async function sendNotificationMails(deps: AppDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: notifications.id,
        networkId: notifications.networkId,
        type: notifications.type,
        params: notifications.params,
        email: accounts.email,
        language: accounts.language,
        pushNotice: accounts.pushNotice,
        pushMarketing: accounts.pushMarketing,
        deletedAt: accounts.deletedAt,
        siteName: networks.name,
        colour: networks.colorPrimary,
      })
      .from(notifications)
      .innerJoin(accounts, eq(accounts.id, notifications.accountId))
      .innerJoin(networks, eq(networks.id, notifications.networkId))
      .where(eq(notifications.mailPending, true))
      .orderBy(asc(notifications.id))
      .limit(BATCH)
      .for("update", { of: notifications, skipLocked: true });
    for (const row of rows) {
      const type = row.type as NotificationType;
      const category = mailCategoryOf(type);
      const wanted = category === "notice" ? row.pushNotice : category === "marketing" && row.pushMarketing;
      if (!wanted || row.deletedAt) continue;
      const { subject, lines } = notificationMailLines(
        isLanguage(row.language) ? row.language : "en",
        type,
        row.params,
      );
      const mail = composeLinesMail({
        subject: subject(row.siteName),
        lines,
        siteName: row.siteName,
        colour: row.colour,
      });
      await queueMail({ ...deps, db: tx }, { ...mail, networkId: row.networkId, to: row.email });
    }
    if (rows.length > 0) {
      await tx
        .update(notifications)
        .set({ mailPending: false })
        .where(
          and(
            eq(notifications.mailPending, true),
            inArray(
              notifications.id,
              rows.map((r) => r.id),
            ),
          ),
        );
    }
    return rows.length;
  });
}

/** The sweep's worker and its schedule. */
export async function startNotificationWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work(NOTIFICATION_MAIL_QUEUE, async () => {
    let settled = await sendNotificationMails(deps);
    // The mail was queued in the sweep's transactions: the sender is set off once they committed.
    if (settled > 0) await wakeMailSender(deps);
    while (settled === BATCH) {
      // A full batch: more may be waiting.
      settled = await sendNotificationMails(deps);
      await wakeMailSender(deps);
    }
  });
  await deps.jobs.schedule(NOTIFICATION_MAIL_QUEUE, NOTIFICATION_MAIL_CRON);
}
