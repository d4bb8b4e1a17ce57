import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { videos } from "./revenue";

/** The clearance module's tables: channel removals, claims and each video's clearance. */

/**
 * A registration that had been approved, deleted: the platform channel left the network that day. A
 * later registration of it is a re-added channel (claim safety, docs/decisions/127).
 */
export const channelRemovals = pgTable(
  "channel_removals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    platform: text("platform").notNull(),
    platformChannelId: text("platform_channel_id").notNull(),
    /** The deleted registration (not a foreign key: it is gone). */
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("channel_removals_platform_idx").on(t.networkId, t.platform, t.platformChannelId)],
);

/** A claim staff recorded on a video (placed or released by the platform); append-only, newest counts. */
export const videoClaims = pgTable(
  "video_claims",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    mark: text("mark", { enum: ["received", "released"] }).notNull(),
    note: text("note").notNull().default(""),
    actorId: bigint("actor_id", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("video_claims_video_idx").on(t.videoId, t.id)],
);

/** One reason of a video's clearance, as kept and answered (the contract's ZClearanceReason). */
export interface StoredClearanceReason {
  code: string;
  on: string | null;
  until: string | null;
  track: string | null;
  count: number | null;
}

/**
 * Each video's clearance, kept up to date in the transaction of every fact it rests on (a channel's
 * status, a report, a withdrawal, a claim), so lists filter and count it by index and a change that
 * turns a video at risk is noticed once (docs/decisions/127).
 */
export const videoClearance = pgTable(
  "video_clearance",
  {
    videoId: bigint("video_id", { mode: "number" })
      .primaryKey()
      .references(() => videos.id, { onDelete: "cascade" }),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    state: text("state", { enum: ["cleared", "at_risk", "not_covered"] }).notNull(),
    reasons: jsonb("reasons").$type<StoredClearanceReason[]>().notNull(),
    /** The first reason's code (null when cleared): what staff filter by. */
    reason: text("reason"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("video_clearance_channel_idx").on(t.channelId, t.state),
    index("video_clearance_network_idx").on(t.networkId, t.state, t.changedAt),
  ],
);
