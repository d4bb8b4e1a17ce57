import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./common";

/** The mail module's table: the outbox. */

/**
 * Every mail the product sends, kept until it is sent (docs/decisions/135): the sender job picks
 * due rows, retries a failure with backoff for at least 24 hours, then marks it failed for staff
 * to resend. In demo/dev this is also where mail is read (/dev/mail).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** The code a mail carries, kept only for the dev capture's JSON view. */
    code: text("code"),
    status: text("status", { enum: ["queued", "sent", "captured", "failed"] })
      .notNull()
      .default("queued"),
    /** Attempts to send it since it was queued or resent (a claim counts as one). */
    attempts: integer("attempts").notNull().default(0),
    /** When a queued mail is due; also the lease of a sender that claimed it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The first failure since it was queued or resent: retries last 24 hours from it. */
    firstFailedAt: timestamp("first_failed_at", { withTimezone: true }),
    /** Why the last attempt failed (the recipient masked). */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_to_idx").on(t.toAddress, t.createdAt),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("mail_outbox_failed_idx").on(t.networkId, t.id).where(sql`${t.status} = 'failed'`),
    index("mail_outbox_sent_idx").on(t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
);
