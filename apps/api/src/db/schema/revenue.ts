import { MAX_ROW_REVENUE_MICRO, MAX_ROW_VIEWS, MAX_ROW_WATCH_SECONDS } from "@studio/contract";
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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { channels } from "./channel";
import { createdAt } from "./common";
import { storedFiles } from "./files";
import { accounts } from "./member";
import { tracks } from "./music";
import { networks } from "./site";

/** The revenue module's tables: videos, their facts, the read models, imports and exports. */

/** Sums every revenue table keeps, per row. */
const statColumns = () => ({
  views: bigint("views", { mode: "number" }).notNull().default(0),
  premiumViews: bigint("premium_views", { mode: "number" }).notNull().default(0),
  /** Estimated revenue, micro-USD. */
  revenueMicro: bigint("revenue_micro", { mode: "bigint" }).notNull().default(sql`0`),
  /** The part of it earned from premium (subscription) views, micro-USD. */
  premiumRevenueMicro: bigint("premium_revenue_micro", { mode: "bigint" }).notNull().default(sql`0`),
  watchSeconds: bigint("watch_seconds", { mode: "number" }).notNull().default(0),
});

/** A video of a registered channel, as the platform's reports name it (docs/design.md §6). */
export const videos = pgTable(
  "videos",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    channelId: bigint("channel_id", { mode: "number" })
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    platformVideoId: text("platform_video_id").notNull(),
    title: text("title").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull().default(""),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    durationSeconds: integer("duration_seconds").notNull().default(0),
    /** The catalogue track the video uses (null: none of the network's). */
    trackId: bigint("track_id", { mode: "number" }).references(() => tracks.id, { onDelete: "set null" }),
    /** Every ISRC the newest report named for it, catalogue or not, in its order (claim safety). */
    musicIsrcs: text("music_isrcs").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("videos_network_platform_key").on(t.networkId, t.platformVideoId),
    index("videos_channel_published_idx").on(t.channelId, t.publishedOn),
    // The videos naming a track, when the track leaves the catalogue or comes into it.
    index("videos_music_isrcs_idx").using("gin", t.musicIsrcs),
  ],
);

/**
 * Daily estimated figures of one video: the facts every rollup is rebuilt from. Partitioned by
 * month of `day` (migration 0037, docs/decisions/151), which drizzle-kit does not describe: its
 * snapshot holds the columns and keys, each key holding `day` as a partitioned table's must.
 */
export const videoDailyStats = pgTable(
  "video_daily_stats",
  {
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    ...statColumns(),
    /** Average share of the video watched, basis points (0-10000). */
    averageWatchRateBp: integer("average_watch_rate_bp").notNull().default(0),
    /** Views by viewer country (ISO 3166-1 alpha-2 -> views). */
    countries: jsonb("countries").$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.day] }),
    index("video_daily_stats_channel_day_idx").on(t.channelId, t.day),
    // The import's bounds (docs/stats-import.md), so the table cannot hold a row that breaks a sum.
    check(
      "video_daily_stats_bounds",
      sql`${t.views} between 0 and ${sql.raw(String(MAX_ROW_VIEWS))}
        and ${t.premiumViews} between 0 and ${t.views}
        and ${t.revenueMicro} between 0 and ${sql.raw(String(MAX_ROW_REVENUE_MICRO))}
        and ${t.premiumRevenueMicro} between 0 and ${t.revenueMicro}
        and ${t.watchSeconds} between 0 and ${sql.raw(String(MAX_ROW_WATCH_SECONDS))}
        and ${t.averageWatchRateBp} between 0 and 10000`,
    ),
  ],
);

/** Read model: a channel's day, kept in step with video_daily_stats by every import. */
export const channelDailyStats = pgTable(
  "channel_daily_stats",
  {
    channelId: bigint("channel_id", { mode: "number" })
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    ...statColumns(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day] })],
);

/**
 * Read model: a video's calendar month (the first day of it), kept in step with video_daily_stats
 * by triggers (migration 0013, docs/decisions/080), so a member's list and any custom range sum
 * whole months here and only the edge days from the facts. `days` counts the fact rows summed.
 */
export const videoMonthlyStats = pgTable(
  "video_monthly_stats",
  {
    videoId: bigint("video_id", { mode: "number" })
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    days: integer("days").notNull().default(0),
    ...statColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.month] }),
    index("video_monthly_stats_channel_month_idx").on(t.channelId, t.month),
  ],
);

/**
 * Read model: the day of every approved channel an account owns, for its all-channels dashboard.
 * Valid only at revenue_generations.rollup_generation.
 */
export const accountDailyStats = pgTable(
  "account_daily_stats",
  {
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    ...statColumns(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * Read model: the per-video sums of one owner's approved channels over one preset period (latest,
 * this month, last month, 6 months), so the video list sorts a whole network's videos by an index
 * instead of summing millions of fact rows per page. A build answers only while the owner's
 * revenue generation is still the one it was made at (docs/decisions/036).
 */
export const videoPeriodBuilds = pgTable(
  "video_period_builds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    rangeStart: date("range_start", { mode: "string" }).notNull(),
    rangeEnd: date("range_end", { mode: "string" }).notNull(),
    /** The owner's revenue generation it was made at (revenue_generations). */
    generation: bigint("generation", { mode: "number" }).notNull(),
    /** The count and sums of every video in the build: the all-channels list's totals. */
    videos: integer("videos").notNull().default(0),
    ...statColumns(),
    builtAt: createdAt(),
  },
  (t) => [index("video_period_builds_lookup_idx").on(t.accountId, t.generation)],
);

/**
 * Custom ranges an owner's whole-channel video list was asked for without a build (docs/decisions/116):
 * the refresh builds the few most recent ones as it builds the presets, so paging and sorting
 * such a range reads a build after its first answer. Asks older than a day are dropped with their builds.
 */
export const videoPeriodAsks = pgTable(
  "video_period_asks",
  {
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    rangeStart: date("range_start", { mode: "string" }).notNull(),
    rangeEnd: date("range_end", { mode: "string" }).notNull(),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.rangeStart, t.rangeEnd] })],
);

/**
 * Which version of an account's revenue the read models were made from. `generation` moves in the
 * same transaction as every change of what the account's revenue covers: a channel of it added,
 * deleted, approved or moved to another owner or member, or its facts written. Triggers on
 * `channels` and `video_daily_stats` bump it (the read_models migration), so no code path can skip it.
 */
export const revenueGenerations = pgTable("revenue_generations", {
  accountId: bigint("account_id", { mode: "number" })
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  generation: bigint("generation", { mode: "number" }).notNull().default(0),
  /** The generation account_daily_stats was rebuilt at; the rollup answers only while it is current. */
  rollupGeneration: bigint("rollup_generation", { mode: "number" }),
});

/** One video's sums in a build; the indexes serve every sort of the video list. */
export const videoPeriodStats = pgTable(
  "video_period_stats",
  {
    buildId: bigint("build_id", { mode: "number" })
      .notNull()
      .references(() => videoPeriodBuilds.id, { onDelete: "cascade" }),
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    videoId: bigint("video_id", { mode: "number" }).notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    ...statColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.buildId, t.channelId, t.videoId] }),
    index("video_period_stats_revenue_idx").on(t.buildId, t.revenueMicro, t.videoId),
    index("video_period_stats_views_idx").on(t.buildId, t.views, t.videoId),
    index("video_period_stats_published_idx").on(t.buildId, t.publishedOn, t.videoId),
    index("video_period_stats_price_idx").on(
      t.buildId,
      sql`(${t.revenueMicro} * 1000 / nullif(${t.views}, 0)) nulls first`,
      t.videoId,
    ),
  ],
);

/** Confirmed revenue of a channel for a month (first day of the month), imported by staff. */
export const channelMonthlyRevenue = pgTable(
  "channel_monthly_revenue",
  {
    channelId: bigint("channel_id", { mode: "number" })
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    revenueMicro: bigint("revenue_micro", { mode: "bigint" }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.month] })],
);

/** A network's exchange rate for a day: units of `currency` per 1 USD, as an exact decimal string. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    rate: text("rate").notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.currency, t.day] })],
);

/** Each platform report file imported, by content hash: the same file twice is a no-op. */
export const statsImports = pgTable(
  "stats_imports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    rows: integer("rows").notNull(),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    importedAt: createdAt(),
  },
  (t) => [index("stats_imports_network_idx").on(t.networkId, t.importedAt)],
);

/**
 * The checked rows of a report file being imported, staged a chunk at a time so the import never
 * holds the file in memory or a lock while it reads; one short transaction then moves a batch into
 * the facts (docs/stats-import.md). Rows of an abandoned batch are deleted by the files' clean-up.
 */
export const statsImportStaging = pgTable(
  "stats_import_staging",
  {
    batchId: text("batch_id").notNull(),
    row: integer("row").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    channelId: bigint("channel_id", { mode: "number" }).notNull(),
    platformVideoId: text("platform_video_id").notNull(),
    title: text("title").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    isrc: text("isrc").notNull(),
    ...statColumns(),
    averageWatchRateBp: integer("average_watch_rate_bp").notNull(),
    countries: jsonb("countries").$type<Record<string, number>>().notNull(),
    stagedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.row] }),
    // The switch applies a batch a range of channel-days at a time, and each video's newest row.
    index("stats_import_staging_channel_day_idx").on(t.batchId, t.channelId, t.day),
    index("stats_import_staging_video_idx").on(t.batchId, t.platformVideoId),
  ],
);

/**
 * A staged batch accepted (its bounds checked) and being applied in several short transactions on
 * the embedded engine (docs/decisions/045). One per network at a time (the key); the last
 * channel-day applied is journaled so a switch cut short is rolled forward. Deleted with the log
 * row that ends it.
 */
export const statsImportSwitches = pgTable("stats_import_switches", {
  networkId: bigint("network_id", { mode: "number" }).primaryKey(),
  batchId: text("batch_id").notNull().unique(),
  fileName: text("file_name").notNull(),
  sha256: text("sha256").notNull(),
  rows: integer("rows").notNull(),
  firstDay: date("first_day", { mode: "string" }).notNull(),
  lastDay: date("last_day", { mode: "string" }).notNull(),
  /** The last channel-day applied, in (channel_id, day) order; null before the first chunk. */
  appliedChannelId: bigint("applied_channel_id", { mode: "number" }),
  appliedDay: date("applied_day", { mode: "string" }),
  startedAt: createdAt(),
});

/** A video profit report file being made for an account (pending -> processing -> done). */
export const videoExports = pgTable(
  "video_exports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "processing", "done", "failed"] })
      .notNull()
      .default("pending"),
    format: text("format", { enum: ["xlsx", "csv"] }).notNull(),
    /** The list filters it was asked with (start, end, sort, channel, subaccount, search, currency). */
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    rows: integer("rows").notNull().default(0),
    /** The finished file (null until done, and again once retention deleted it). */
    fileId: bigint("file_id", { mode: "number" }).references(() => storedFiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("video_exports_account_idx").on(t.accountId, t.createdAt)],
);
