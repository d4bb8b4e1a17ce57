import { and, desc, eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import type { ComposedMail } from "./compose";

export const MAIL_QUEUE = "mail.send";

/** In demo mode without SMTP the outbox row itself is the delivery, read at /dev/mail. */
export function capturesMail(config: Pick<Config, "demo" | "SMTP_URL">): boolean {
  return config.demo && !config.SMTP_URL;
}

/**
 * Records the mail. Captured at once in the demo (nothing to deliver); otherwise queued for the mail
 * job, which scrubs the code and the bodies once the mail is sent or given up on (docs/design.md §12).
 */
export async function queueMail(
  deps: { db: Db; jobs: JobQueue; now(): Date; config: Pick<Config, "demo" | "SMTP_URL"> },
  mail: ComposedMail & { networkId: number; to: string; code?: string },
): Promise<void> {
  const captured = capturesMail(deps.config);
  const now = deps.now();
  const [row] = await deps.db
    .insert(mailOutbox)
    .values({
      networkId: mail.networkId,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      code: mail.code ?? null,
      createdAt: now,
      ...(captured ? { status: "captured" as const, sentAt: now } : {}),
    })
    .returning({ id: mailOutbox.id });
  if (row && !captured) await deps.jobs.send(MAIL_QUEUE, { id: row.id });
}

export async function findOutboxMail(db: Db, id: number) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return rows[0];
}

/** Marks a mail sent or failed and keeps only its envelope: no code, no body stays readable. */
export async function settleMail(db: Db, id: number, status: "sent" | "failed", at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, sentAt: at, code: null, text: "", html: "" })
    .where(eq(mailOutbox.id, id));
}

/** Mail captured in demo mode, newest first; mail that went out through SMTP is never listed. */
export async function listCapturedMails(db: Db, to: string | undefined, limit = 100) {
  const captured = eq(mailOutbox.status, "captured");
  return db
    .select()
    .from(mailOutbox)
    .where(to ? and(captured, eq(mailOutbox.toAddress, to.toLowerCase())) : captured)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
