import { z } from "zod";
import { CURRENCIES, LANGUAGES } from "../languages";
import { MOOD_TAGS } from "../music/music-tags";
import { defineCall } from "./define-call";
import { CALL_ROUTES } from "./routes";

export const ZSiteMeta = z.object({
  name: z.string(),
  domain: z.string(),
  logo: z.string(),
  exclusive_logo: z.boolean(),
  color_primary: z.string(),
  color_primary_dim: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  currencies: z.array(z.enum(CURRENCIES)),
  chat_link: z.string(),
  /** How long a new password must be in this network (docs/design.md §4); forms check and show it. */
  password: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The server runs in demo mode (demo data, captured mail, sandbox platform): the client shows a banner. */
  demo: z.boolean(),
});
export type TSiteMeta = z.infer<typeof ZSiteMeta>;

export const siteMetaCall = defineCall({
  ...CALL_ROUTES.siteMetaCall,
  summary: "Read the network's name, look, languages and currencies",
  input: z.object({ domain: z.string().trim().max(253).optional() }),
  output: ZSiteMeta,
  errors: [],
});

/** A track the landing page lets a visitor hear: its name, artist, cover and audio. */
export const ZLandingTrack = z.object({
  isrc: z.string(),
  name: z.string(),
  artist: z.string(),
  thumbnail: z.string(),
  music: z.string(),
  duration: z.number().int(),
});
export type TLandingTrack = z.infer<typeof ZLandingTrack>;

/** How many moods the landing page's slider shows, and tracks of each. */
export const LANDING_MOODS = { moods: 6, tracksPerMood: 4 } as const;

export const landingMusicCall = defineCall({
  ...CALL_ROUTES.landingMusicCall,
  summary: "Read the moods and tracks the public landing page plays",
  input: z.object({}),
  output: z.object({
    moods: z.array(z.object({ tag: z.enum(MOOD_TAGS), tracks: z.array(ZLandingTrack) })),
  }),
  errors: [],
});
