import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { accounts } from "./member";
import { networks } from "./site";

/** The channel module's tables: registered channels and their history. */

/** A platform channel registered by an account (docs/design.md §5). Deleting it removes the row. */
export const channels = pgTable(
  "channels",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    assignedMemberId: bigint("assigned_member_id", { mode: "number" }).references(() => accounts.id, {
      onDelete: "set null",
    }),
    platform: text("platform", { enum: ["youtube"] })
      .notNull()
      .default("youtube"),
    platformChannelId: text("platform_channel_id").notNull(),
    handle: text("handle").notNull(),
    title: text("title").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull().default(""),
    category: text("category").notNull(),
    status: text("status", {
      enum: ["need.approved", "pending", "denied.pending", "approved", "deny"],
    }).notNull(),
    verificationCode: text("verification_code").notNull(),
    verificationState: text("verification_state", {
      enum: ["none", "verifying", "verified", "failed", "error"],
    })
      .notNull()
      .default("none"),
    /** Identifies the current run of checks; a check job of an older run stops quietly. */
    checkRun: integer("check_run").notNull().default(0),
    checkUntil: timestamp("check_until", { withTimezone: true }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    subscriberCount: bigint("subscriber_count", { mode: "number" }).notNull().default(0),
    viewCount: bigint("view_count", { mode: "number" }).notNull().default(0),
    shortsCount: integer("shorts_count").notNull().default(0),
    statsUpdatedAt: timestamp("stats_updated_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    denyReason: text("deny_reason"),
    codeMissingSince: timestamp("code_missing_since", { withTimezone: true }),
    handleChangedFrom: text("handle_changed_from"),
    handleChangedAt: timestamp("handle_changed_at", { withTimezone: true }),
    lastWatchedAt: timestamp("last_watched_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One registration per account; several accounts may hold unproven ones (decision 035).
    uniqueIndex("channels_network_platform_owner_key").on(
      t.networkId,
      t.platform,
      t.platformChannelId,
      t.ownerId,
    ),
    // At most one proven registration (any status past need.approved) per platform channel and network.
    uniqueIndex("channels_network_platform_claimed_key")
      .on(t.networkId, t.platform, t.platformChannelId)
      .where(sql`${t.status} <> 'need.approved'`),
    index("channels_owner_idx").on(t.ownerId),
    index("channels_assigned_idx").on(t.assignedMemberId),
    index("channels_network_status_idx").on(t.networkId, t.status, t.createdAt),
    // The staff queue's order within one status, so a page reads only as far as it reaches.
    index("channels_network_status_verified_idx").on(t.networkId, t.status, t.verifiedAt, t.id),
  ],
);

/**
 * Every status change, ownership check and re-check finding of a channel: who (null = the system),
 * when, from, to, why. Kept when the channel is deleted (channel_id is not a foreign key).
 */
export const channelEvents = pgTable(
  "channel_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    actorId: bigint("actor_id", { mode: "number" }),
    kind: text("kind", { enum: ["status", "check", "watch"] }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("channel_events_channel_idx").on(t.channelId, t.createdAt)],
);
