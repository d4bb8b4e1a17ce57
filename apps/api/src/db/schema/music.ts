import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
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

/** The music module's tables: the catalogue, favourites, plays and uses. */

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
    /** Staff withdrew it (docs/decisions/125): gone from search and favourites; past uses remain. */
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
