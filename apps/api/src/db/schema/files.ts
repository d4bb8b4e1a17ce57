import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./common";
import { accounts } from "./member";

/** The files module's tables: stored files and their bytes. */

/**
 * A file the product made for an account (docs/design.md §12: exports today, invoices next), kept in the
 * database so every API node serves it. Its bytes are `stored_file_chunks`; it is downloaded with
 * its owner's session or a link signed with its own `link_key`, and deleted at `expires_at`.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The name a download is saved under. */
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    /** False while being written: an unfinished file is never served. */
    complete: boolean("complete").notNull().default(false),
    /** Random key signing this file's expiring links (hex). */
    linkKey: text("link_key").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("stored_files_expires_idx").on(t.expiresAt)],
);

/** The bytes of a stored file, in order. */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    fileId: bigint("file_id", { mode: "number" })
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
