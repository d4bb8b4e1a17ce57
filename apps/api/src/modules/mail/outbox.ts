import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import type { ComposedMail } from "./compose";

export const MAIL_QUEUE = "mail.send";

/** Records the mail and hands its delivery to the mail job. */
export async function queueMail(
  deps: { db: Db; jobs: JobQueue; now(): Date },
  mail: ComposedMail & { networkId: number; to: string; code?: string },
): Promise<void> {
  const [row] = await deps.db
    .insert(mailOutbox)
    .values({
      networkId: mail.networkId,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      code: mail.code ?? null,
      createdAt: deps.now(),
    })
    .returning({ id: mailOutbox.id });
  if (row) await deps.jobs.send(MAIL_QUEUE, { id: row.id });
}

export async function findOutboxMail(db: Db, id: number) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return rows[0];
}

export async function markMail(db: Db, id: number, status: "sent" | "captured" | "failed", at: Date) {
  await db.update(mailOutbox).set({ status, sentAt: at }).where(eq(mailOutbox.id, id));
}

export async function listCapturedMails(db: Db, to: string | undefined, limit = 100) {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
