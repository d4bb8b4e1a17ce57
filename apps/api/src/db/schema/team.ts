import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { channels } from "./channel";
import { createdAt } from "./common";
import { accounts } from "./member";
import { networks } from "./site";

/** The team module's tables: fee-rate history, channel assignments and the manager audit. */

/**
 * A member's fee-rate history (docs/design.md §6, §11; docs/decisions/079): each row is a rate that
 * starts on the first day of `effective_month` (the network's calendar). The rate in force for a
 * month is the newest row (by id) among those with the latest `effective_month` on or before it;
 * months before the first row use the first row's rate. Rows are never updated: a change is a row.
 */
export const feeRateChanges = pgTable(
  "fee_rate_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    /** The first day of the month the rate starts (always a 1st). */
    effectiveMonth: date("effective_month", { mode: "string" }).notNull(),
    feeRateBp: integer("fee_rate_bp").notNull(),
    changedBy: bigint("changed_by", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("fee_rate_changes_member_month_idx").on(t.memberId, t.effectiveMonth, t.id),
    check("fee_rate_changes_bp_range", sql`${t.feeRateBp} between 0 and 10000`),
    check("fee_rate_changes_first_of_month", sql`extract(day from ${t.effectiveMonth}) = 1`),
  ],
);

/**
 * Who held a channel when (docs/spec.md §4: unassigning keeps past earnings with whoever earned
 * them; docs/decisions/105): one row per period a member held a manager's channel, the days
 * `from_day` (included) to `to_day` (excluded, null while it lasts), in the network's time zone.
 * Written with every assignment change; the member's figures and the confirmed split read it.
 */
export const channelAssignments = pgTable(
  "channel_assignments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    channelId: bigint("channel_id", { mode: "number" })
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }),
  },
  (t) => [
    uniqueIndex("channel_assignments_open_key").on(t.channelId).where(sql`${t.toDay} is null`),
    index("channel_assignments_channel_idx").on(t.channelId, t.fromDay),
    index("channel_assignments_member_idx").on(t.memberId, t.channelId),
    check("channel_assignments_days", sql`${t.toDay} is null or ${t.toDay} > ${t.fromDay}`),
  ],
);

/**
 * Every action a manager (or a SubCreateable middle account) takes on their team: who, what,
 * before, after, when (docs/spec.md §6, docs/decisions/079). `team_owner_id` is the account whose
 * team it is, so the list is one index range. Channels are named in before/after because a deleted
 * channel's row is gone.
 */
export const managerAudit = pgTable(
  "manager_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    teamOwnerId: bigint("team_owner_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    actorId: bigint("actor_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    action: text("action").notNull(),
    memberId: bigint("member_id", { mode: "number" }).references(() => accounts.id),
    channelId: bigint("channel_id", { mode: "number" }),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    /** The client address the action came from (decision 125); null for rows written before. */
    address: text("address"),
    createdAt: createdAt(),
  },
  (t) => [index("manager_audit_team_idx").on(t.teamOwnerId, t.id)],
);
