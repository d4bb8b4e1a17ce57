import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { accounts } from "./member";

/**
 * Two-step sign-in (docs/decisions/142): an authenticator app, passkeys and recovery codes per
 * account, the login's second step, WebAuthn challenges and remembered devices. Every token and
 * code is stored only as its SHA-256; the authenticator secret encrypted (lib/secret-box.ts).
 */

/** The account's authenticator app: pending until its first code confirms it. */
export const totpFactors = pgTable("totp_factors", {
  accountId: bigint("account_id", { mode: "number" })
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  /** The base32 secret, encrypted with AES-256-GCM under SECRETS_KEY (key id in the ciphertext). */
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last 30-second time step a code was accepted for: a code is good once (replays refused). */
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** WebAuthn credentials (passkeys, security keys). */
export const passkeys = pgTable(
  "passkeys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** base64url, as the browser names it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("passkeys_credential_key").on(t.credentialId),
    index("passkeys_account_idx").on(t.accountId),
  ],
);

/** One-time recovery codes, ten per set, hashed; a new set replaces the old. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_account_idx").on(t.accountId)],
);

/** A login's second step: the right password made it; five minutes, five wrong codes, single use. */
export const loginTickets = pgTable(
  "login_tickets",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    /** The WebAuthn challenge of the passkey options asked for with this ticket. */
    challenge: text("challenge"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("login_tickets_account_idx").on(t.accountId)],
);

export const WEBAUTHN_CHALLENGE_PURPOSES = ["register", "stepup"] as const;

/** WebAuthn challenges of a signed-in account: adding a passkey, confirming a sensitive change. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: WEBAUTHN_CHALLENGE_PURPOSES }).notNull(),
    challenge: text("challenge").notNull(),
    /** The site origin and relying party the options named, which the answer must match. */
    origin: text("origin").notNull(),
    rpId: text("rp_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("webauthn_challenges_account_idx").on(t.accountId, t.purpose, t.createdAt)],
);

/** Devices remembered at sign-in ("remember this device"): they skip the second step for 30 days. */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("trusted_devices_account_idx").on(t.accountId)],
);
