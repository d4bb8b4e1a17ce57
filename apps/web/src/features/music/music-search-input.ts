import {
  type CallInput,
  isMusicCategory,
  isMusicTag,
  MAX_SEARCH_TAGS,
  MAX_SEARCH_TEXT,
  type MusicCategory,
  type MusicTag,
  type musicSearchCall,
  PAGE_SIZE,
  searchTextWithin,
} from "@studio/contract";

/** The All and Shopping tabs' filters. */
export interface MusicFilters {
  search: string;
  tags: readonly MusicTag[];
  category: MusicCategory | null;
  shopping: boolean;
}

export const MUSIC_PAGE_SIZE = PAGE_SIZE.default;

export type MusicSearchInput = CallInput<typeof musicSearchCall>;

/**
 * The v2/music/search query of one page: empty filters are left out, text is trimmed and cut to the
 * server's limit, tags are joined with commas (at most 5, all must match).
 */
export function musicSearchInput(
  filters: MusicFilters,
  page: number,
  size: number = MUSIC_PAGE_SIZE,
): MusicSearchInput {
  const input: MusicSearchInput = { page, size };
  const search = searchTextWithin(filters.search, MAX_SEARCH_TEXT);
  if (search) input.search = search;
  const tags = uniqueTags(filters.tags).slice(0, MAX_SEARCH_TAGS);
  if (tags.length > 0) input.tags = tags.join(",");
  if (filters.category) input.category = filters.category;
  if (filters.shopping) input.shopping = "true";
  return input;
}

function uniqueTags(tags: readonly MusicTag[]): MusicTag[] {
  return [...new Set(tags)];
}

/** Tags and category as the address bar holds them (?tags=calm,ai.cute&category=bgm); unknown values drop out. */
export function filtersFromParams(params: URLSearchParams): Pick<MusicFilters, "tags" | "category"> {
  const tags = uniqueTags(
    (params.get("tags") ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(isMusicTag),
  ).slice(0, MAX_SEARCH_TAGS);
  const category = params.get("category");
  return { tags, category: isMusicCategory(category) ? category : null };
}

/** The address bar's query for tags and category, keeping any other parameter. */
export function paramsWithFilters(
  params: URLSearchParams,
  filters: Pick<MusicFilters, "tags" | "category">,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.tags.length > 0) next.set("tags", filters.tags.join(","));
  else next.delete("tags");
  if (filters.category) next.set("category", filters.category);
  else next.delete("category");
  return next;
}

/** Adds or removes a tag; adding beyond the limit of 5 changes nothing. */
export function toggleTag(tags: readonly MusicTag[], tag: MusicTag): MusicTag[] {
  if (tags.includes(tag)) return tags.filter((t) => t !== tag);
  return tags.length >= MAX_SEARCH_TAGS ? [...tags] : [...tags, tag];
}

/**
 * The next page to ask for, or undefined once every track of `total` is loaded. A `capped` total
 * means more than `total` match: pages go on until one comes back empty (the server answers the
 * exact total on the page where the result ends).
 */
export function nextSearchPage(
  pages: readonly { items: readonly unknown[] }[],
  total: number,
  capped = false,
): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const last = pages.at(-1);
  if ((!capped && loaded >= total) || (last && last.items.length === 0)) return undefined;
  return pages.length;
}
