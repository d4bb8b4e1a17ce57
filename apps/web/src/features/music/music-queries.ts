import { PAGE_SIZE } from "@studio/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { type MusicFilters, musicSearchInput, nextSearchPage } from "./music-search-input";

/** Query keys of the music calls under one root. */
export const musicKeys = {
  all: ["music"] as const,
  tags: () => [...musicKeys.all, "tags"] as const,
  home: () => [...musicKeys.all, "home"] as const,
  searches: () => [...musicKeys.all, "search"] as const,
  search: (filters: MusicFilters) => [...musicKeys.searches(), musicSearchInput(filters, 0)] as const,
  favourites: () => [...musicKeys.all, "favourites"] as const,
};

/** Tags change only with the catalogue: kept for a while. */
const TAGS_STALE_MS = 10 * 60_000;
const HOME_STALE_MS = 60_000;

/** The favourites list in one page: the limit is small (10 by default), the page holds the most. */
export const FAVOURITES_PAGE_SIZE = PAGE_SIZE.max;

export function musicTagsQuery() {
  return queryOptions({
    queryKey: musicKeys.tags(),
    queryFn: () => callApi("musicTagsCall", {}),
    staleTime: TAGS_STALE_MS,
  });
}

export function musicHomeQuery() {
  return queryOptions({
    queryKey: musicKeys.home(),
    queryFn: () => callApi("musicHomeCall", {}),
    staleTime: HOME_STALE_MS,
  });
}

/** Search results page by page ("Load more"); pages start at 0. */
export function musicSearchQuery(filters: MusicFilters) {
  return infiniteQueryOptions({
    queryKey: musicKeys.search(filters),
    queryFn: ({ pageParam }) => callApi("musicSearchCall", musicSearchInput(filters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextSearchPage(pages, last.total, last.total_capped),
  });
}

/** The account's favourites, newest first, with the network's limit. */
export function musicFavouritesQuery() {
  return queryOptions({
    queryKey: musicKeys.favourites(),
    queryFn: () => callApi("musicFavouritesCall", { page: 0, size: FAVOURITES_PAGE_SIZE }),
  });
}

/** Whether a video using the track, published today, would be cleared on each channel in reach. */
export function trackCheckQuery(isrc: string) {
  return queryOptions({
    queryKey: [...musicKeys.all, "check", isrc] as const,
    queryFn: () => callApi("musicClearanceCheckCall", { isrc }),
    // A channel's approval or a withdrawal may change it: asked again at each opening.
    staleTime: 0,
  });
}
