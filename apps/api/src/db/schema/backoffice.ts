import { bigint, bigserial, date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { accounts } from "./member";
import { networks } from "./site";

/** The staff tables: the staff audit and the import history. */

/**
 * Every staff action (docs/decisions/125): who, what, on what, before, after, when and from which
 * address. Append-only like the ledger: a trigger refuses updates and deletes.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    actorId: bigint("actor_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    action: text("action").notNull(),
    /** What the action was on, as `kind:id` (account:12, track:KRA401234567). */
    target: text("target"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    address: text("address"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_audit_network_idx").on(t.networkId, t.id)],
);

/** Each stats or catalogue import, uploaded or from the inbox, refused ones included (decision 125). */
export const importHistory = pgTable(
  "import_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    kind: text("kind", { enum: ["stats", "catalogue"] }).notNull(),
    source: text("source", { enum: ["upload", "inbox"] }).notNull(),
    actorId: bigint("actor_id", { mode: "number" }).references(() => accounts.id),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    imported: integer("imported").notNull(),
    rejected: integer("rejected").notNull(),
    firstDay: date("first_day", { mode: "string" }),
    lastDay: date("last_day", { mode: "string" }),
    /** The first rejections of a refused file. */
    rejections: jsonb("rejections").$type<{ row: number; key: string; reason: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("import_history_network_idx").on(t.networkId, t.id)],
);
