import { bigint, bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./common";

/** The mail module's table: the outbox. */

/** Every mail the product sends; in demo/dev this is also where mail is read (/dev/mail). */
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
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.toAddress, t.createdAt)],
);
