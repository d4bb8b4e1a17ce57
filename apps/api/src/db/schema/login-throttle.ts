import { sql } from "drizzle-orm";
import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { networks } from "./site";

/**
 * The per-account login throttle (docs/decisions/143): failed password checks per (network,
 * lower(e-mail)), from any address. Keyed by the e-mail as typed, not the account, so an unknown
 * e-mail is held exactly like a known one.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id, { onDelete: "cascade" }),
    /** Lower-cased and trimmed. */
    email: text("email").notNull(),
    /** Password checks claimed since the last successful login. */
    tries: integer("tries").notNull().default(0),
    /** The earliest time the next try may be checked (null: at once). */
    nextAt: timestamp("next_at", { withTimezone: true }),
    /** When the owner was mailed about this episode (null: not yet). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.email] })],
);
