import type { CallOutput, musicFavouritesCall, TMusic } from "@studio/contract";

export type FavouritesPage = CallOutput<typeof musicFavouritesCall>;

/** The favourites list with a track added at the top (newest first) or taken out. */
export function withFavourite(list: FavouritesPage, track: TMusic, favorited: boolean): FavouritesPage {
  const rest = list.items.filter((item) => item.isrc !== track.isrc);
  const removed = list.items.length - rest.length;
  if (!favorited) return { ...list, items: rest, total: Math.max(0, list.total - removed) };
  return { ...list, items: [{ ...track, favorited: true }, ...rest], total: list.total - removed + 1 };
}
