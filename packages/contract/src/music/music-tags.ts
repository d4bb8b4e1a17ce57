/** Mood tags of the catalogue (docs/spec.md §3) and the AI-suggested family, stored as "ai.<name>". */
export const MOOD_TAGS = [
  "exciting",
  "bright",
  "calm",
  "touching",
  "cheerful",
  "sexy",
  "atmospheric",
  "grand",
  "tense",
  "intense",
  "funny",
  "scary",
  "bouncy",
  "sad",
  "suspense",
  "edm",
  "horror",
  "lofi",
  "acoustic",
  "dreamy",
] as const;

export const AI_TAGS = [
  "ai.cute",
  "ai.groovy",
  "ai.dramatic",
  "ai.romantic",
  "ai.dreamy",
  "ai.mysterious",
  "ai.angry",
  "ai.hopeful",
  "ai.nostalgic",
  "ai.energetic",
] as const;

export const MUSIC_TAGS = [...MOOD_TAGS, ...AI_TAGS] as const;
export type MusicTag = (typeof MUSIC_TAGS)[number];

export function isMusicTag(value: unknown): value is MusicTag {
  return typeof value === "string" && (MUSIC_TAGS as readonly string[]).includes(value);
}

/** What the music log records (docs/spec.md §7 music.log kind). */
export const MUSIC_LOG_KINDS = ["play", "isrc_copy", "download", "favourite"] as const;
export type MusicLogKind = (typeof MUSIC_LOG_KINDS)[number];

/** At most this many tags in one search. */
export const MAX_SEARCH_TAGS = 5;
export const MAX_SEARCH_TEXT = 100;
/**
 * A search counts its matches up to this many; past it, its total says "more than 1,000"
 * (`total_capped`), because counting every match of a common word or tag reads them all
 * (docs/decisions/078).
 */
export const SEARCH_TOTAL_CAP = 1_000;
