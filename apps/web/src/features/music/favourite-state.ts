import type { TMusic } from "@studio/contract";
import { create } from "zustand";
import { queryClient } from "../../lib/query-client";
import { useSettings } from "../../stores/settings";
import { musicKeys } from "./music-queries";

/**
 * What the account's favourites are as far as this visit knows: a track fetched before a toggle
 * still says its old `favorited`, so the latest known value per ISRC wins over it everywhere.
 */
interface FavouriteState {
  known: Readonly<Record<string, boolean>>;
  pending: ReadonlySet<string>;
  set(isrc: string, favorited: boolean): void;
  setPending(isrc: string, pending: boolean): void;
}

export const useFavouriteState = create<FavouriteState>((set) => ({
  known: {},
  pending: new Set(),
  set: (isrc, favorited) => set((s) => ({ known: { ...s.known, [isrc]: favorited } })),
  setPending: (isrc, pending) =>
    set((s) => {
      const next = new Set(s.pending);
      if (pending) next.add(isrc);
      else next.delete(isrc);
      return { pending: next };
    }),
}));

export function isFavourite(track: TMusic, known: Readonly<Record<string, boolean>>): boolean {
  return known[track.isrc] ?? track.favorited;
}

/** Whether a track is a favourite now (after any toggle of this visit). */
export function useIsFavourite(track: TMusic): boolean {
  return useFavouriteState((s) => isFavourite(track, s.known));
}

// Favourites belong to one account: another sign-in (or a sign-out) forgets what this one knew.
useSettings.subscribe((settings, previous) => {
  if (settings.token === previous.token) return;
  useFavouriteState.setState({ known: {}, pending: new Set() });
  queryClient.removeQueries({ queryKey: musicKeys.all });
});
