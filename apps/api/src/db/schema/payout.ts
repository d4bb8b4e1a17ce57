import { LEDGER_BOOKS } from "@studio/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { accounts } from "./member";
import { networks } from "./site";

/** The payout module's tables: payment info, the ledger, withdrawals and confirmed revenue. */

export const PAYMENT_METHODS = ["bank", "paypal"] as const;

/**
 * Payment info (docs/spec.md §3, docs/design.md §7, docs/decisions/084): one row per entry an
 * account saved, never deleted. The current entry is the one not yet replaced (one per account, by
 * the partial unique index); a change stamps `replaced_at` on it and inserts the new entry, so a
 * withdrawal can always say where it was paid. Bank and PayPal fields are columns of their own,
 * and the check keeps each row to one method's fields, all of them present.
 */
export const paymentInfo = pgTable(
  "payment_info",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    holderName: text("holder_name"),
    bankName: text("bank_name"),
    bankAddress: text("bank_address"),
    swift: text("swift"),
    /** As the person typed it (trimmed); answers and logs never carry it, only `****` and its last four. */
    accountNumber: text("account_number"),
    postalCode: text("postal_code"),
    country: text("country"),
    paypalAccountName: text("paypal_account_name"),
    paypalEmail: text("paypal_email"),
    createdAt: createdAt(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    /**
     * The entry this one replaced: null for a first registration. A change starts the network's
     * cooling-off for withdrawals from `created_at` (docs/decisions/144).
     */
    replacesId: bigint("replaces_id", { mode: "number" }),
    /**
     * A keyed hash of where the money goes (the bank account: its number without spaces and hyphens,
     * the bank's SWIFT code and the country; or the PayPal address, lower case): equal for two entries
     * paying the same destination, and no account number in it (docs/decisions/144).
     */
    destinationKey: text("destination_key"),
  },
  (t) => [
    uniqueIndex("payment_info_current_key").on(t.accountId).where(sql`${t.replacedAt} is null`),
    index("payment_info_account_idx").on(t.accountId, t.id),
    index("payment_info_destination_idx")
      .on(t.networkId, t.destinationKey)
      .where(sql`${t.replacedAt} is null`),
    check(
      "payment_info_method_fields",
      sql`(${t.method} = 'bank' and ${t.holderName} is not null and ${t.bankName} is not null
        and ${t.bankAddress} is not null and ${t.swift} is not null and ${t.accountNumber} is not null
        and ${t.postalCode} is not null and ${t.country} is not null
        and ${t.paypalAccountName} is null and ${t.paypalEmail} is null)
      or (${t.method} = 'paypal' and ${t.paypalAccountName} is not null and ${t.paypalEmail} is not null
        and ${t.holderName} is null and ${t.bankName} is null and ${t.bankAddress} is null
        and ${t.swift} is null and ${t.accountNumber} is null and ${t.postalCode} is null
        and ${t.country} is null)`,
    ),
  ],
);

/**
 * Two accounts of a network paying out to the same bank account or PayPal address
 * (docs/decisions/144): staff see it, nothing is blocked. One row per account and other account per
 * destination, both ways, written by the save that made them equal; `masked` is what staff see of
 * the destination (`****` and the last four of the number, or the address masked).
 */
export const payoutDestinationFlags = pgTable(
  "payout_destination_flags",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    otherAccountId: bigint("other_account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    destinationKey: text("destination_key").notNull(),
    masked: text("masked").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payout_destination_flags_pair_key").on(t.accountId, t.otherAccountId, t.destinationKey),
    index("payout_destination_flags_network_idx").on(t.networkId, t.id),
  ],
);

/**
 * The ledger (docs/design.md §6, docs/decisions/086): every change of a balance is a row, and
 * rows are never updated or deleted (a trigger refuses it). `reference` names the logical posting,
 * so posting it again is a no-op. Amounts are signed micro-USD.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    /** The creator account of a `creator` line; null on the network's own books. */
    accountId: bigint("account_id", { mode: "number" }).references(() => accounts.id),
    /** Which book the line is on (contract LEDGER_BOOKS; docs/decisions/130). */
    book: text("book", { enum: LEDGER_BOOKS }).notNull().default("creator"),
    /** The posting this line belongs to: a journal's lines sum to zero (ledger_journals). */
    journal: text("journal").notNull(),
    /** A profit type of docs/spec.md §3 (contract PROFIT_TYPES). */
    type: text("type").notNull(),
    /** The month the amount belongs to (always a 1st). */
    month: date("month", { mode: "string" }).notNull(),
    amountMicro: bigint("amount_micro", { mode: "bigint" }).notNull(),
    reference: text("reference").notNull(),
    /** The channel a music_profit row comes from (not a foreign key: rows outlive channels). */
    channelId: bigint("channel_id", { mode: "number" }),
    /** The fee rate a split used (null: no split, the owner's own channel or a manual row). */
    feeRateBp: integer("fee_rate_bp"),
    /** Why staff posted a manual row (required for them). */
    reason: text("reason"),
    createdBy: bigint("created_by", { mode: "number" }),
    createdAt: createdAt(),
    availableFrom: timestamp("available_from", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("ledger_entries_reference_key").on(t.networkId, t.reference),
    index("ledger_entries_account_month_idx").on(t.accountId, t.month, t.type),
    index("ledger_entries_account_available_idx").on(t.accountId, t.availableFrom),
    check("ledger_entries_first_of_month", sql`extract(day from ${t.month}) = 1`),
    check("ledger_entries_creator_line", sql`(${t.book} = 'creator') = (${t.accountId} is not null)`),
    index("ledger_entries_network_book_idx").on(t.networkId, t.month, t.book),
    index("ledger_entries_journal_idx").on(t.networkId, t.journal),
    index("ledger_entries_channel_month_idx").on(t.channelId, t.month).where(sql`${t.channelId} is not null`),
  ],
);

/**
 * Each journal's running total and line count, moved by the ledger's trigger. A deferred constraint
 * trigger refuses the commit of any transaction that leaves a journal's total other than zero: the
 * database, not the code, keeps the ledger double-entry (docs/decisions/130).
 */
export const ledgerJournals = pgTable(
  "ledger_journals",
  {
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    journal: text("journal").notNull(),
    totalMicro: bigint("total_micro", { mode: "bigint" }).notNull(),
    lines: bigint("lines", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.journal] })],
);

/** Read model: an account's balance (the sum of its ledger rows), written by the ledger's trigger. */
export const ledgerBalances = pgTable("ledger_balances", {
  accountId: bigint("account_id", { mode: "number" })
    .primaryKey()
    .references(() => accounts.id),
  balanceMicro: bigint("balance_micro", { mode: "bigint" }).notNull(),
  entries: bigint("entries", { mode: "number" }).notNull(),
});

/** Read model: an account's ledger summed by month and type (the earnings report), by the same trigger. */
export const ledgerMonths = pgTable(
  "ledger_months",
  {
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    month: date("month", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    amountMicro: bigint("amount_micro", { mode: "bigint" }).notNull(),
    availableFrom: timestamp("available_from", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month, t.type] })],
);

export const WITHDRAWAL_STATUS_VALUES = [
  "pending",
  "processing",
  "success",
  "rejected",
  "rejected.norecover",
] as const;

/**
 * Withdrawal requests (docs/design.md §7, docs/decisions/088, 089, 133). At most one open request
 * per account, pending or processing in a payout batch (the partial unique index), and one request
 * per account and Idempotency-Key. The request's debit and its reversal are ledger rows referenced
 * `withdrawal:<id>` and `withdrawal:<id>:reversal`.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    /** The payment info entry the request is paid to. */
    paymentInfoId: bigint("payment_info_id", { mode: "number" })
      .notNull()
      .references(() => paymentInfo.id),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The month the request was made in, in the network's time zone (a 1st). */
    month: date("month", { mode: "string" }).notNull(),
    totalMicro: bigint("total_micro", { mode: "bigint" }).notNull(),
    feeMicro: bigint("fee_micro", { mode: "bigint" }).notNull(),
    netMicro: bigint("net_micro", { mode: "bigint" }).notNull(),
    /** The month revenue that decided the bank fee. */
    monthRevenueMicro: bigint("month_revenue_micro", { mode: "bigint" }).notNull(),
    status: text("status", { enum: WITHDRAWAL_STATUS_VALUES }).notNull().default("pending"),
    idempotencyKey: text("idempotency_key"),
    /** The request body's fingerprint: a key replayed with another body is refused. */
    requestHash: text("request_hash").notNull(),
    payoutReference: text("payout_reference"),
    reason: text("reason"),
    decidedBy: bigint("decided_by", { mode: "number" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The payout batch it was sent in (docs/decisions/133); set when it becomes processing. */
    batchId: bigint("batch_id", { mode: "number" }).references(() => payoutBatches.id),
    /** The key the request's invoice links are signed with (decision 091): random per request. */
    invoiceKey: text("invoice_key")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
  },
  (t) => [
    // One open request per account: pending, or processing in a payout batch (docs/decisions/133).
    uniqueIndex("withdrawals_one_pending_key")
      .on(t.accountId)
      .where(sql`${t.status} in ('pending', 'processing')`),
    uniqueIndex("withdrawals_idempotency_key")
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("withdrawals_account_idx").on(t.accountId, t.id),
    index("withdrawals_network_month_idx").on(t.networkId, t.month, t.status),
    index("withdrawals_batch_idx").on(t.batchId).where(sql`${t.batchId} is not null`),
    // A processing request is in a batch (docs/decisions/133).
    check("withdrawals_processing_batch", sql`${t.status} <> 'processing' or ${t.batchId} is not null`),
    check(
      "withdrawals_amounts",
      sql`${t.totalMicro} > 0 and ${t.feeMicro} >= 0 and ${t.netMicro} > 0 and ${t.netMicro} = ${t.totalMicro} - ${t.feeMicro}`,
    ),
  ],
);

/** Each confirmed revenue file confirmed, by content hash: the same file twice is a no-op (decision 087). */
export const confirmedImports = pgTable(
  "confirmed_imports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    rows: integer("rows").notNull(),
    confirmedBy: bigint("confirmed_by", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [index("confirmed_imports_network_sha_idx").on(t.networkId, t.sha256)],
);

/**
 * A confirmed channel-month (docs/design.md §6, docs/decisions/131): the final amount its newest
 * confirmation states, and who held it, frozen at its first confirmation. Keyed by the platform
 * channel, so a channel deleted and registered again finds its confirmed months; `channel_id` is the
 * registration the month was first confirmed for, which every later posting of the month uses.
 */
export const confirmedMonths = pgTable(
  "confirmed_months",
  {
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    platformChannelId: text("platform_channel_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    /** The channel's owner when the month was frozen: who takes the members' fees. */
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    finalMicro: bigint("final_micro", { mode: "bigint" }).notNull(),
    frozenAt: timestamp("frozen_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.networkId, t.platformChannelId, t.month] }),
    index("confirmed_months_owner_idx").on(t.ownerId, t.month),
    check("confirmed_months_final", sql`${t.finalMicro} >= 0`),
  ],
);

/**
 * The frozen split of a confirmed channel-month: each holder's weight (its share of the month's
 * estimate, or of its days) and the fee rate taken from it for the owner. Written once, with the
 * month's first confirmation, never changed.
 */
export const confirmedShares = pgTable(
  "confirmed_shares",
  {
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    platformChannelId: text("platform_channel_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    position: integer("position").notNull(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    weight: bigint("weight", { mode: "bigint" }).notNull(),
    feeRateBp: integer("fee_rate_bp").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.networkId, t.platformChannelId, t.month, t.position] }),
    check("confirmed_shares_weight", sql`${t.weight} >= 0`),
  ],
);

/**
 * Confirmed revenue of a channel and month, as postings: the first file's amount, then each
 * correction's difference. What is confirmed is their sum; rows are never edited.
 */
export const confirmedRevenue = pgTable(
  "confirmed_revenue",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    importId: bigint("import_id", { mode: "number" })
      .notNull()
      .references(() => confirmedImports.id),
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    month: date("month", { mode: "string" }).notNull(),
    amountMicro: bigint("amount_micro", { mode: "bigint" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("confirmed_revenue_channel_month_idx").on(t.channelId, t.month),
    uniqueIndex("confirmed_revenue_import_key").on(t.importId, t.channelId, t.month),
  ],
);

/**
 * Payout batches (docs/decisions/133): a method's pending withdrawals of a month and before, sent
 * out together as one file named by the batch. What it took is kept here (count and sums, never
 * changed); where its withdrawals stand (processing, paid, failed) is read from them, so a
 * settlement and a decision by hand never race over a counter.
 */
export const payoutBatches = pgTable(
  "payout_batches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The latest request month it took (a 1st); earlier months' pending requests came with it. */
    month: date("month", { mode: "string" }).notNull(),
    withdrawals: integer("withdrawals").notNull(),
    totalMicro: bigint("total_micro", { mode: "bigint" }).notNull(),
    feeMicro: bigint("fee_micro", { mode: "bigint" }).notNull(),
    netMicro: bigint("net_micro", { mode: "bigint" }).notNull(),
    createdBy: bigint("created_by", { mode: "number" }).references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("payout_batches_network_idx").on(t.networkId, t.id),
    check("payout_batches_first_of_month", sql`extract(day from ${t.month}) = 1`),
    check(
      "payout_batches_amounts",
      sql`${t.withdrawals} >= 0 and ${t.netMicro} = ${t.totalMicro} - ${t.feeMicro}`,
    ),
  ],
);

export const MANUAL_ENTRY_STATUS_VALUES = ["awaiting_approval", "posted", "declined"] as const;

/**
 * Staff's manual entries (docs/decisions/134): what was asked, by whom, and its state. An entry at
 * or below the network's threshold is posted with it; one above waits until another staff member
 * approves (posted) or declines it. A posted entry's journal is `manual:<id>`, so posting it twice
 * writes nothing. One entry per poster and Idempotency-Key, whatever the races.
 */
export const manualEntries = pgTable(
  "manual_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    /** A manual profit type (contract MANUAL_PROFIT_TYPES). */
    type: text("type").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    /** Signed as it moves the account's balance: a debit is negative. */
    amountMicro: bigint("amount_micro", { mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: MANUAL_ENTRY_STATUS_VALUES }).notNull(),
    idempotencyKey: text("idempotency_key"),
    /** The request body's fingerprint: a key replayed with another body is refused. */
    requestHash: text("request_hash").notNull(),
    createdBy: bigint("created_by", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    decidedBy: bigint("decided_by", { mode: "number" }).references(() => accounts.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
  },
  (t) => [
    uniqueIndex("manual_entries_idempotency_key")
      .on(t.networkId, t.createdBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("manual_entries_network_idx").on(t.networkId, t.status, t.id),
    index("manual_entries_account_idx").on(t.accountId, t.id),
    check("manual_entries_amount", sql`${t.amountMicro} <> 0`),
    check("manual_entries_first_of_month", sql`extract(day from ${t.month}) = 1`),
    // Four eyes: whoever decides an entry is not who entered it.
    check("manual_entries_four_eyes", sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.createdBy}`),
    check(
      "manual_entries_decided",
      sql`(${t.status} = 'awaiting_approval' and ${t.decidedBy} is null)
        or (${t.status} = 'declined' and ${t.decidedBy} is not null and ${t.declineReason} is not null)
        or (${t.status} = 'posted' and ${t.declineReason} is null)`,
    ),
  ],
);
