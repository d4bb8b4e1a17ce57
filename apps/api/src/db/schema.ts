import { MAX_ROW_REVENUE_MICRO, MAX_ROW_VIEWS, MAX_ROW_WATCH_SECONDS } from "@studio/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A network (an MCN running a branded site) and its business settings (docs/design.md §3). */
export const networks = pgTable(
  "networks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    logo: text("logo").notNull().default(""),
    exclusiveLogo: boolean("exclusive_logo").notNull().default(false),
    colorPrimary: text("color_primary").notNull(),
    colorPrimaryDim: text("color_primary_dim").notNull(),
    languages: text("languages").array().notNull(),
    currencies: text("currencies").array().notNull(),
    chatLink: text("chat_link").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    passwordMin: integer("password_min").notNull().default(8),
    favouritesLimit: integer("favourites_limit").notNull().default(10),
    holdThresholdViews: integer("hold_threshold_views").notNull().default(100_000),
    timeZone: text("time_zone").notNull().default("Asia/Seoul"),
    /** The network's ISRC registrant prefix (country + registrant code): its tracks' ISRCs start with it. */
    isrcPrefix: text("isrc_prefix").notNull().default("KRA40"),
    /** ISO 3166-1 alpha-2 codes where the network pays no bank transfers (40016); PayPal still works. */
    noBankTransferCountries: text("no_bank_transfer_countries").array().notNull().default(sql`'{}'::text[]`),
    /** The day of month M+1 (in the network's time zone) from which month M's revenue is withdrawable. */
    withdrawalOpenDay: integer("withdrawal_open_day").notNull().default(25),
    /** The inviter's share of an invited friend's confirmed revenue, basis points (decision 121). */
    referralShareBp: integer("referral_share_bp").notNull().default(500),
    /** Who issues the withdrawal invoices (docs/design.md §7, decision 091); empty until staff set them. */
    invoiceIssuerName: text("invoice_issuer_name").notNull().default(""),
    invoiceIssuerAddress: text("invoice_issuer_address").notNull().default(""),
    invoiceIssuerRegistration: text("invoice_issuer_registration").notNull().default(""),
    createdAt: createdAt(),
  },
  // At most one default network: unknown domains answer with it (docs/design.md §3).
  (t) => [uniqueIndex("networks_one_default_key").on(t.isDefault).where(sql`${t.isDefault}`)],
);

export const networkDomains = pgTable("network_domains", {
  domain: text("domain").primaryKey(),
  networkId: bigint("network_id", { mode: "number" })
    .notNull()
    .references(() => networks.id, { onDelete: "cascade" }),
});

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
    /** The staff member's role (docs/decisions.md 125); null exactly when `is_staff` is false. */
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

export const CODE_PURPOSES = ["signup", "reset"] as const;

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

/** Every mail the product sends; in demo/dev this is also where mail is read (/dev/mail). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** The code a mail carries, kept only for the dev capture's JSON view. */
    code: text("code"),
    status: text("status", { enum: ["queued", "sent", "captured", "failed"] })
      .notNull()
      .default("queued"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.toAddress, t.createdAt)],
);

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

/** Messages to one account; rendered in the reader's language from type and params. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** A mail is owed for it, if the account opted in (the mail sweep, docs/decisions.md 120). */
    mailPending: boolean("mail_pending").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_account_idx").on(t.accountId, t.createdAt),
    // The centre's pages, newest first, after the last id seen.
    index("notifications_account_id_idx").on(t.accountId, t.id),
    // The unread count, newest first, which stops at NOTIFICATION_PAGE_SIZE.unreadCap.
    index("notifications_unread_idx").on(t.accountId, t.id).where(sql`${t.readAt} is null`),
    index("notifications_mail_pending_idx").on(t.id).where(sql`${t.mailPending}`),
  ],
);

export interface SandboxVideo {
  id: string;
  title: string;
  publishedAt: string;
  durationSeconds: number;
  viewCount: number;
  /** What the uploader wrote under the video, music credits included (campaign rules). */
  description?: string;
}

/** Channels of the sandbox platform (demo and tests), which speaks a subset of YouTube's API. */
export const sandboxChannels = pgTable("sandbox_channels", {
  handle: text("handle").primaryKey(),
  channelId: text("channel_id").notNull().unique(),
  title: text("title").notNull(),
  thumbnailUrl: text("thumbnail_url").notNull(),
  description: text("description").notNull().default(""),
  subscriberCount: bigint("subscriber_count", { mode: "number" }).notNull().default(0),
  viewCount: bigint("view_count", { mode: "number" }).notNull().default(0),
  shortsCount: integer("shorts_count").notNull().default(0),
  videos: jsonb("videos").$type<SandboxVideo[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A track of a network's catalogue (docs/design.md §8). Files live under DATA_DIR/media. */
export const tracks = pgTable(
  "tracks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    isrc: text("isrc").notNull(),
    name: text("name").notNull(),
    artist: text("artist").notNull(),
    coverFile: text("cover_file").notNull(),
    audioFile: text("audio_file").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    category: text("category", { enum: ["bgm", "kpop", "ost"] }).notNull(),
    tags: text("tags").array().notNull(),
    shopping: boolean("shopping").notNull().default(false),
    prioritized: boolean("prioritized").notNull().default(false),
    instrumental: boolean("instrumental").notNull().default(true),
    releaseDate: date("release_date", { mode: "string" }).notNull(),
    /** Name, artist and ISRC normalised for substring search (NFKC, lower case, no spaces). */
    searchText: text("search_text").notNull(),
    /** Its characters and character pairs: what the GIN index finds candidates by. */
    searchGrams: text("search_grams").array().notNull(),
    /** Staff withdrew it (docs/decisions.md 125): gone from search and favourites; past uses remain. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tracks_network_isrc_key").on(t.networkId, t.isrc),
    // Newest first as the catalogue's ORDER BY release_date DESC, id DESC reads it (nulls first, the
    // default of DESC): with nulls last the planner could not walk it and sorted every match.
    index("tracks_network_newest_idx").on(
      t.networkId,
      t.releaseDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("tracks_search_grams_idx").using("gin", t.searchGrams),
    index("tracks_tags_idx").using("gin", t.tags),
    // Text and tags in one index (grams are one or two characters, tags three or more, so they
    // never collide): GIN walks the rare key's list and skips through the common ones, where two
    // indexes each listed every track of a common tag (decision 078).
    index("tracks_search_keys_idx").using("gin", sql`(${t.searchGrams} || ${t.tags})`),
  ],
);

/** A track an account keeps, newest first (docs/spec.md §3). */
export const favourites = pgTable(
  "favourites",
  {
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    trackId: bigint("track_id", { mode: "number" })
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.trackId] }),
    index("favourites_account_idx").on(t.accountId, t.createdAt),
  ],
);

/** Plays, ISRC copies, downloads: what the weekly ranking counts. */
export const musicLog = pgTable(
  "music_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    accountId: bigint("account_id", { mode: "number" }).notNull(),
    trackId: bigint("track_id", { mode: "number" })
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("music_log_network_time_idx").on(t.networkId, t.createdAt)],
);

/** A track used in a video of the network (filled by the revenue import); counts for the ranking. */
export const musicUses = pgTable(
  "music_uses",
  {
    networkId: bigint("network_id", { mode: "number" }).notNull(),
    trackId: bigint("track_id", { mode: "number" })
      .notNull()
      .references(() => tracks.id, { onDelete: "cascade" }),
    videoId: text("video_id").notNull(),
    usedOn: date("used_on", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.videoId] }),
    index("music_uses_network_day_idx").on(t.networkId, t.usedOn),
  ],
);

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

/** Daily estimated figures of one video: the facts every rollup is rebuilt from. */
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
 * by triggers (migration 0013, docs/decisions.md 080), so a member's list and any custom range sum
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
 * revenue generation is still the one it was made at (docs/decisions.md 036).
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
 * Custom ranges an owner's whole-channel video list was asked for without a build (docs/decisions.md
 * 116): the refresh builds the few most recent ones as it builds the presets, so paging and sorting
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

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => Buffer.from(value),
});

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
 * the embedded engine (docs/decisions.md 045). One per network at a time (the key); the last
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

/**
 * A member's fee-rate history (docs/design.md §6, §11; docs/decisions.md 079): each row is a rate that
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
 * them; docs/decisions.md 105): one row per period a member held a manager's channel, the days
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
 * before, after, when (docs/spec.md §6, docs/decisions.md 079). `team_owner_id` is the account whose
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

export const PAYMENT_METHODS = ["bank", "paypal"] as const;

/**
 * Payment info (docs/spec.md §3, docs/design.md §7, docs/decisions.md 084): one row per entry an
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
  },
  (t) => [
    uniqueIndex("payment_info_current_key").on(t.accountId).where(sql`${t.replacedAt} is null`),
    index("payment_info_account_idx").on(t.accountId, t.id),
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
 * The ledger (docs/design.md §6, docs/decisions.md 086): every change of a balance is a row, and
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
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
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
  ],
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

export const WITHDRAWAL_STATUS_VALUES = ["pending", "success", "rejected", "rejected.norecover"] as const;

/**
 * Withdrawal requests (docs/design.md §7, docs/decisions.md 088, 089). At most one pending request per
 * account (the partial unique index), and one request per account and Idempotency-Key. The request's
 * debit and its reversal are ledger rows referenced `withdrawal:<id>` and `withdrawal:<id>:reversal`.
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
    /** The key the request's invoice links are signed with (decision 091): random per request. */
    invoiceKey: text("invoice_key")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("withdrawals_one_pending_key").on(t.accountId).where(sql`${t.status} = 'pending'`),
    uniqueIndex("withdrawals_idempotency_key")
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("withdrawals_account_idx").on(t.accountId, t.id),
    index("withdrawals_network_month_idx").on(t.networkId, t.month, t.status),
    check(
      "withdrawals_amounts",
      sql`${t.totalMicro} > 0 and ${t.feeMicro} >= 0 and ${t.netMicro} = ${t.totalMicro} - ${t.feeMicro}`,
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
  (t) => [uniqueIndex("confirmed_imports_network_sha_key").on(t.networkId, t.sha256)],
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
 * Notices, events and rolling popups (docs/decisions.md 122): what staff wrote, readable from
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

/** An event with participation (docs/decisions.md 122). */
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

/**
 * Every staff action (docs/decisions.md 125): who, what, on what, before, after, when and from which
 * address. Append-only like the ledger: a trigger refuses updates and deletes.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    actorId: bigint("actor_id", { mode: "number" })
      .notNull()
      .references(() => accounts.id),
    action: text("action").notNull(),
    /** What the action was on, as `kind:id` (account:12, track:KRA401234567). */
    target: text("target"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    address: text("address"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_audit_network_idx").on(t.networkId, t.id)],
);

/** Each stats or catalogue import, uploaded or from the inbox, refused ones included (decision 125). */
export const importHistory = pgTable(
  "import_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    networkId: bigint("network_id", { mode: "number" })
      .notNull()
      .references(() => networks.id),
    kind: text("kind", { enum: ["stats", "catalogue"] }).notNull(),
    source: text("source", { enum: ["upload", "inbox"] }).notNull(),
    actorId: bigint("actor_id", { mode: "number" }).references(() => accounts.id),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    imported: integer("imported").notNull(),
    rejected: integer("rejected").notNull(),
    firstDay: date("first_day", { mode: "string" }),
    lastDay: date("last_day", { mode: "string" }),
    /** The first rejections of a refused file. */
    rejections: jsonb("rejections").$type<{ row: number; key: string; reason: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("import_history_network_idx").on(t.networkId, t.id)],
);

/**
 * A network's logo as staff uploaded it (docs/decisions.md 125), kept in the database so every API
 * node serves it; `networks.logo` names it by content hash, so a new logo is a new address.
 */
export const siteLogos = pgTable("site_logos", {
  sha256: text("sha256").primaryKey(),
  networkId: bigint("network_id", { mode: "number" })
    .notNull()
    .references(() => networks.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * What a node learns once about the database it starts on (docs/decisions.md 126): `demo_seeded`
 * says the demo seed ran, so a restarting node does not run it again.
 */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A registration that had been approved, deleted: the platform channel left the network that day. A
 * later registration of it is a re-added channel (claim safety, docs/decisions.md 127).
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
 * turns a video at risk is noticed once (docs/decisions.md 127).
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
