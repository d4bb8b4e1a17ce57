import { bigint, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { accounts } from "./member";

/** The auth module's tables: sessions, mailed codes and single-use tokens. */

/** Opaque session tokens, stored only as their SHA-256 (docs/design.md §4). */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

/** `stepup`: confirming a sensitive change of an account without a second factor (docs/decisions/142). */
export const CODE_PURPOSES = ["signup", "reset", "stepup"] as const;

/** Six-digit codes sent by mail; hashed, with an attempt counter and an expiry. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CODE_PURPOSES }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_account_idx").on(t.accountId, t.purpose, t.createdAt)],
);

export const TOKEN_PURPOSES = ["reset", "onetime"] as const;

/** Single-use tokens: password reset (10 min) and one-time login (60 s). */
export const authTokens = pgTable("auth_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: bigint("account_id", { mode: "number" })
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});
