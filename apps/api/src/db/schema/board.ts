import { sql } from "drizzle-orm";
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { channels } from "./channel";
import { createdAt } from "./common";
import { accounts } from "./member";
import { tracks } from "./music";
import { networks } from "./site";

/** The board module's tables: notices, events, popups and campaigns. */

/**
 * Notices, events and rolling popups (docs/decisions/122): what staff wrote, readable from
 * `publish_at` (popups until `ends_at`); its text lives per language in board_translations.
 */
export const boards = pgTable(
  "boards",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    kind: text("kind", { enum: ["notice", "event", "popup"] }).notNull(),
    pinned: boolean("pinned").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    authorId: bigint("author_id", { mode: "number" }).references(() => accounts.id, { onDelete: "set null" }),
    /** When the network's accounts were notified of it (null: not yet; the publish job does it). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("boards_network_kind_idx").on(t.networkId, t.kind, t.publishAt.desc(), t.id.desc()),
    index("boards_unnotified_idx").on(t.publishAt).where(sql`${t.notifiedAt} is null`),
  ],
);

/** One language's text of a board item: Markdown as written, and the HTML readers get. */
export const boardTranslations = pgTable(
  "board_translations",
  {
    boardId: bigint("board_id", { mode: "number" })
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    /** Rendered and sanitised when saved, so readers never run the Markdown renderer. */
    bodyHtml: text("body_html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.language] })],
);

/** An event with participation (docs/decisions/122). */
export const campaigns = pgTable("campaigns", {
  boardId: bigint("board_id", { mode: "number" })
    .primaryKey()
    .references(() => boards.id, { onDelete: "cascade" }),
  networkId: bigint("network_id", { mode: "number" }).notNull(),
  trackId: bigint("track_id", { mode: "number" })
    .notNull()
    .references(() => tracks.id),
  viewGoal: bigint("view_goal", { mode: "number" }).notNull(),
  applyFrom: timestamp("apply_from", { withTimezone: true }).notNull(),
  applyUntil: timestamp("apply_until", { withTimezone: true }).notNull(),
  benefitFrom: timestamp("benefit_from", { withTimezone: true }).notNull(),
  benefitUntil: timestamp("benefit_until", { withTimezone: true }).notNull(),
  minSeconds: integer("min_seconds").notNull().default(0),
  /** The entered videos' views, summed when they are read from the platform. */
  totalViews: bigint("total_views", { mode: "number" }).notNull().default(0),
  /** When the views reached the goal (60000, 60011). */
  goalReachedAt: timestamp("goal_reached_at", { withTimezone: true }),
  viewsReadAt: timestamp("views_read_at", { withTimezone: true }),
});

/** A channel's application to a campaign; one per campaign and channel, one channel per account. */
export const campaignApplications = pgTable(
  "campaign_applications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: bigint("campaign_id", { mode: "number" })
      .notNull()
      .references(() => campaigns.boardId, { onDelete: "cascade" }),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    channelId: bigint("channel_id", { mode: "number" })
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["applied", "approved", "rejected"] })
      .notNull()
      .default("applied"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The entered video (one per channel: 60003); unique per campaign (60002). */
    videoId: text("video_id"),
    videoTitle: text("video_title"),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    enteredAt: timestamp("entered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("campaign_applications_channel_key").on(t.campaignId, t.channelId),
    uniqueIndex("campaign_applications_account_key").on(t.campaignId, t.accountId),
    uniqueIndex("campaign_applications_video_key")
      .on(t.campaignId, t.videoId)
      .where(sql`${t.videoId} is not null`),
  ],
);
