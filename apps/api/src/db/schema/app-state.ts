import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** What a node learns once about the database it starts on. */

/**
 * What a node learns once about the database it starts on (docs/decisions/126): `demo_seeded`
 * says the demo seed ran, so a restarting node does not run it again.
 */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
