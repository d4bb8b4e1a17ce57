import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { mailOutbox } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import type { ComposedMail } from "./compose";

/** The sender job's queue: set off by each queued mail, and every minute (docs/decisions/136). */
export const MAIL_QUEUE = "mail.send";

/** In demo mode without SMTP the outbox row itself is the delivery, read at /dev/mail. */
export function capturesMail(config: Pick<Config, "demo" | "SMTP_URL">): boolean {
  return config.demo && !config.SMTP_URL;
}

/**
 * Records the mail, in the caller's transaction when `deps.db` is one. Captured at once in the
 * demo (nothing to deliver); otherwise queued, due now. Outside a transaction the sender job is set
 * off at once; inside one the caller sets it off after its commit (`wakeMailSender`), or the job's
 * every-minute run finds the mail: a job sent from inside the transaction could run before the row
 * is committed, and on PGlite's single connection would wait for the transaction forever
 * (docs/decisions/136).
 */
export async function queueMail(
  deps: { db: Db; jobs: JobQueue; now(): Date; config: Pick<Config, "demo" | "SMTP_URL"> },
  mail: ComposedMail & { networkId: number; to: string; code?: string },
): Promise<void> {
  const captured = capturesMail(deps.config);
  const now = deps.now();
  await deps.db.insert(mailOutbox).values({
    networkId: mail.networkId,
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    code: mail.code ?? null,
    createdAt: now,
    nextAttemptAt: now,
    ...(captured ? { status: "captured" as const, sentAt: now } : {}),
  });
  if (!captured && !(deps.db instanceof PgTransaction)) await wakeMailSender(deps);
}

/** Sets the sender job off now, for mail queued in a transaction that has committed. */
export async function wakeMailSender(deps: { jobs: JobQueue }): Promise<void> {
  await deps.jobs.send(MAIL_QUEUE, {});
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * How long a sender may hold a claimed mail: it is due again after this, should the node die while
 * sending. Longer than the transport's timeouts together (mail-worker.ts).
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Claims the next due mail for one sender: counts the attempt and moves the mail's next attempt a
 * lease ahead, in one statement that skips rows another sender is claiming (`for update skip
 * locked`), so two senders, on one node or several, never take the same mail. The due row is chosen
 * once, in a CTE: as a plain `in (subquery)` PostgreSQL may run the subquery again and claim more.
 */
export async function claimDueMails(db: Db, now: Date): Promise<OutboxMail[]> {
  const due = db.$with("due").as(
    db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true }),
  );
  return db
    .with(due)
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(and(inArray(mailOutbox.id, db.select({ id: due.id }).from(due)), eq(mailOutbox.status, "queued")))
    .returning();
}

/** Marks a mail sent and keeps only its envelope: no code, no body stays readable. */
export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: at, code: null, text: "", html: "", lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A mail that failed but still has time: tried again at `retryAt`. */
export async function markRetry(
  db: Db,
  id: number,
  failure: { firstFailedAt: Date; retryAt: Date; reason: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ firstFailedAt: failure.firstFailedAt, nextAttemptAt: failure.retryAt, lastError: failure.reason })
    .where(eq(mailOutbox.id, id));
}

/**
 * A mail given up on: failed, listed for staff to resend. Its code is dropped; its bodies stay for
 * the resend (a code in them expired long before: codes live minutes, retries a day).
 */
export async function markFailed(
  db: Db,
  id: number,
  failure: { firstFailedAt: Date; reason: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "failed", code: null, firstFailedAt: failure.firstFailedAt, lastError: failure.reason })
    .where(eq(mailOutbox.id, id));
}

/** In the demo without SMTP: the mail is delivered to the capture (a resent mail, for instance). */
export async function markCaptured(db: Db, id: number, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: "captured", sentAt: at }).where(eq(mailOutbox.id, id));
}

/** The network's failed mail, newest first, a page of it, and how many there are. */
export async function listFailedMails(db: Db, networkId: number, page: { page: number; size: number }) {
  const where = and(eq(mailOutbox.networkId, networkId), eq(mailOutbox.status, "failed"));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Puts a failed mail of the network back in the queue, due now, with a fresh 24 hours of retries.
 * Answers the mail as it was, or undefined when there is no such failed mail (already resent, or
 * its content was not kept). Runs in the caller's transaction.
 */
export async function requeueFailedMail(
  db: Db,
  networkId: number,
  id: number,
  now: Date,
): Promise<OutboxMail | undefined> {
  const [before] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.networkId, networkId), eq(mailOutbox.status, "failed")))
    .for("update");
  if (!before || !resendable(before)) return undefined;
  await db
    .update(mailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: now, firstFailedAt: null })
    .where(eq(mailOutbox.id, id));
  return before;
}

/** A failed mail can be resent while its content is kept (mail given up on before 0033 was scrubbed). */
export const resendable = (mail: Pick<OutboxMail, "text" | "html">): boolean =>
  mail.text !== "" || mail.html !== "";

/**
 * The outbox's counters for the metrics: mail waiting to be sent, given up on, and sent in the last
 * hour (each counted on its own partial index).
 */
export async function mailOutboxStats(
  db: Db,
): Promise<{ queued: number; failed: number; sent_last_hour: number }> {
  const [row] = rowsOf<{ queued: number; failed: number; sent_last_hour: number }>(
    await db.execute(sql`select
      (select count(*) from mail_outbox where status = 'queued')::int as "queued",
      (select count(*) from mail_outbox where status = 'failed')::int as "failed",
      (select count(*) from mail_outbox
        where status = 'sent' and sent_at > now() - interval '1 hour')::int as "sent_last_hour"`),
  );
  return { queued: row?.queued ?? 0, failed: row?.failed ?? 0, sent_last_hour: row?.sent_last_hour ?? 0 };
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
