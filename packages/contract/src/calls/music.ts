import { z } from "zod";
import { MUSIC_CATEGORIES } from "../constants";
import { coded } from "../errors/coded";
import { MAX_SEARCH_TAGS, MAX_SEARCH_TEXT, MUSIC_LOG_KINDS, MUSIC_TAGS } from "../music/music-tags";
import { defineCall } from "./define-call";
import { okOutput, pageOf, pagingFields } from "./fields";
import { CALL_ROUTES } from "./routes";

const REQUIRED = coded(4);

/** ISRC: two letters, three letters or digits, two digits of year, five digits (e.g. KRA402600001). */
export const isrcField = z
  .string({ error: REQUIRED })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, { error: REQUIRED });

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** A track as the catalogue shows it (docs/spec.md §3 Music item). */
export const ZMusic = z.object({
  isrc: z.string(),
  name: z.string(),
  artist: z.string(),
  thumbnail: z.string(),
  /** The audio's address (HTTP Range supported). */
  music: z.string(),
  duration: z.number().int(),
  category: z.enum(MUSIC_CATEGORIES),
  tags: z.array(z.enum(MUSIC_TAGS)),
  favorited: z.boolean(),
  shopping: z.boolean(),
  prioritized: z.boolean(),
  instrumental: z.boolean(),
  release_date: z.string(),
});
export type TMusic = z.infer<typeof ZMusic>;

export const ZMusicTag = z.object({
  id: z.enum(MUSIC_TAGS),
  family: z.enum(["mood", "ai"]),
  /** How many tracks of the network carry it. */
  count: z.number().int(),
});

export const musicTagsCall = defineCall({
  ...CALL_ROUTES.musicTagsCall,
  summary: "List the music tags with their track counts",
  input: z.object({}),
  output: z.object({ datas: z.array(ZMusicTag) }),
  errors: [],
});

export const ZRankedMusic = z.object({
  music: ZMusic,
  rank: z.number().int(),
  /** Last week's rank; null when the track was not ranked then (new entry). */
  previous_rank: z.number().int().nullable(),
  score: z.number().int(),
});
export type TRankedMusic = z.infer<typeof ZRankedMusic>;

export const musicHomeCall = defineCall({
  ...CALL_ROUTES.musicHomeCall,
  summary: "Read the music home: new, popular, mood picks, prioritized",
  input: z.object({}),
  output: z.object({
    new_releases: z.array(ZMusic),
    weekly_popular: z.array(ZRankedMusic),
    mood_picks: z.array(z.object({ tag: z.enum(MUSIC_TAGS), items: z.array(ZMusic) })),
    prioritized: z.array(ZMusic),
  }),
  errors: [],
});

export const musicSearchCall = defineCall({
  ...CALL_ROUTES.musicSearchCall,
  summary: "Search the catalogue by text, tags and flags",
  input: z.object({
    ...pagingFields,
    search: z
      .string()
      .trim()
      .max(MAX_SEARCH_TEXT, { error: coded(6, { max: MAX_SEARCH_TEXT }) })
      .optional(),
    /** Comma-separated tags; a track must carry all of them. */
    tags: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.enum(MUSIC_TAGS, { error: REQUIRED })).max(MAX_SEARCH_TAGS, { error: REQUIRED })),
    prioritized: flag.optional(),
    shopping: flag.optional(),
    category: z.enum(MUSIC_CATEGORIES, { error: REQUIRED }).optional(),
  }),
  output: pageOf(ZMusic).extend({
    /**
     * True when more than `total` tracks match: the count stopped at SEARCH_TOTAL_CAP (`total` is
     * then the cap, shown as "1,000+"); false when `total` is exact.
     */
    total_capped: z.boolean(),
  }),
  errors: [],
});

export const musicFavouritesCall = defineCall({
  ...CALL_ROUTES.musicFavouritesCall,
  summary: "List the favourite tracks",
  input: z.object(pagingFields),
  output: pageOf(ZMusic).extend({ limit: z.number().int() }),
  errors: [],
});

export const musicFavouriteToggleCall = defineCall({
  ...CALL_ROUTES.musicFavouriteToggleCall,
  summary: "Add or remove a favourite track",
  input: z.object({ isrc: isrcField }),
  output: z.object({ favorited: z.boolean() }),
  errors: [20000],
});

export const musicLogCall = defineCall({
  ...CALL_ROUTES.musicLogCall,
  summary: "Record what was done with a track (play, ISRC copy, download, favourite)",
  input: z.object({ kind: z.enum(MUSIC_LOG_KINDS, { error: REQUIRED }), isrc: isrcField }),
  output: okOutput,
  errors: [],
});
