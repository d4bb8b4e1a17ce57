import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { networks } from "./site";

/** The member module's table: accounts. */

export const ACCOUNT_STATUSES = ["active", "suspended", "blocked", "deleted"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const accounts = pgTable(
  "accounts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    email: text("email").notNull(),
    nickname: text("nickname").notNull(),
    passwordHash: text("password_hash").notNull(),
    accountType: text("account_type").notNull().default(""),
    permissionFlag: integer("permission_flag").notNull().default(0),
    isMcnRelated: boolean("is_mcn_related").notNull().default(false),
    isStaff: boolean("is_staff").notNull().default(false),
    /** The staff member's role (docs/decisions/125); null exactly when `is_staff` is false. */
    staffRole: text("staff_role", { enum: ["admin", "operator"] }),
    /** Why staff suspended the account: shown to staff only. */
    suspendedReason: text("suspended_reason"),
    managerId: bigint("manager_id", { mode: "number" }),
    /** A member's fee rate in basis points: the manager keeps this share of the member's revenue. */
    feeRateBp: integer("fee_rate_bp").notNull().default(0),
    /** Where the account counts its days; null means the network's time zone. */
    timeZone: text("time_zone"),
    status: text("status", { enum: ACCOUNT_STATUSES }).notNull().default("active"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    language: text("language").notNull().default("en"),
    currency: text("currency").notNull().default("USD"),
    tutorialStep: integer("tutorial_step").notNull().default(0),
    pushNotice: boolean("push_notice").notNull().default(true),
    pushMarketing: boolean("push_marketing").notNull().default(false),
    referralCode: text("referral_code").notNull(),
    referredBy: bigint("referred_by", { mode: "number" }),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * Since when the account has a confirmed second factor (docs/decisions/142); null without one.
     * Written in the transaction that adds or removes a factor, so the enrolment gate reads the row.
     */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (t) => [
    check("accounts_staff_role_check", sql`${t.isStaff} = (${t.staffRole} is not null)`),
    uniqueIndex("accounts_network_email_key").on(t.networkId, sql`lower(${t.email})`),
    uniqueIndex("accounts_network_nickname_key").on(t.networkId, sql`lower(${t.nickname})`),
    uniqueIndex("accounts_network_referral_key").on(t.networkId, t.referralCode),
    // A manager's members, for the channels a manager may see (channel list).
    index("accounts_manager_idx").on(t.managerId),
    // A manager's members newest first, a page at a time (member/mcn/accounts).
    index("accounts_manager_created_idx").on(t.managerId, t.createdAt, t.id),
  ],
);
