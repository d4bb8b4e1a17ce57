import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { networks } from "./site";

/** The storage's tables: which node took which file of a report inbox. */

/**
 * A file of a report inbox taken by one node (docs/decisions/137): the inbox is listed from the
 * shared storage by every node's job, and a file is imported only by the node whose conditional
 * insert (or, for a finished or abandoned claim, conditional update) wrote its row. `finished_at`
 * is set once the file is imported and moved out of the inbox; a file dropped again under the same
 * name after that is claimed anew.
 */
export const storageInboxClaims = pgTable(
  "storage_inbox_claims",
  {
    /** The file's storage key, e.g. `reports/acme/inbox/2026-11-12.csv`. */
    storageKey: text("storage_key").primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id, { onDelete: "cascade" }),
    /** The node that holds the claim (host, process and a random part). */
    claimedBy: text("claimed_by").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** `done` or `rejected` once finished; `gone` when the file had left the inbox already. */
    outcome: text("outcome"),
  },
  (table) => [index("storage_inbox_claims_network_idx").on(table.networkId, table.claimedAt)],
);
