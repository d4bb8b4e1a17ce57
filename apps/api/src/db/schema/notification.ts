import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { accounts } from "./member";

/** The notification module's table. */

/** Messages to one account; rendered in the reader's language from type and params. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** A mail is owed for it, if the account opted in (the mail sweep, docs/decisions/120). */
    mailPending: boolean("mail_pending").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_account_idx").on(t.accountId, t.createdAt),
    // The centre's pages, newest first, after the last id seen.
    index("notifications_account_id_idx").on(t.accountId, t.id),
    // The unread count, newest first, which stops at NOTIFICATION_PAGE_SIZE.unreadCap.
    index("notifications_unread_idx").on(t.accountId, t.id).where(sql`${t.readAt} is null`),
    index("notifications_mail_pending_idx").on(t.id).where(sql`${t.mailPending}`),
  ],
);
