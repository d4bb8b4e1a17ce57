import { musicFavouriteToggleCall, type TMusic } from "@studio/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { failureMessage } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { isFavourite, useFavouriteState } from "./favourite-state";
import { type FavouritesPage, withFavourite } from "./favourites-cache";
import { musicKeys } from "./music-queries";

/**
 * The favourite star (docs/spec.md §4): it flips at once; on failure (e.g. the limit, 20000) the server's
 * message shows in an error snackbar, the track leaves the favourites list and the star flips back.
 */
export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  const language = useSettings((s) => s.language);
  return useCallback(
    async (track: TMusic) => {
      const state = useFavouriteState.getState();
      if (state.pending.has(track.isrc)) return;
      const was = isFavourite(track, state.known);
      const patchList = (favorited: boolean) =>
        queryClient.setQueryData<FavouritesPage>(musicKeys.favourites(), (list) =>
          list ? withFavourite(list, track, favorited) : list,
        );
      state.setPending(track.isrc, true);
      state.set(track.isrc, !was);
      await queryClient.cancelQueries({ queryKey: musicKeys.favourites() });
      patchList(!was);
      try {
        const { favorited } = await callApi(musicFavouriteToggleCall, { isrc: track.isrc });
        useFavouriteState.getState().set(track.isrc, favorited);
        patchList(favorited);
      } catch (error) {
        useFavouriteState.getState().set(track.isrc, was);
        patchList(false);
        showSnackbar("error", failureMessage(error, language));
      } finally {
        useFavouriteState.getState().setPending(track.isrc, false);
        void queryClient.invalidateQueries({ queryKey: musicKeys.favourites() });
      }
    },
    [queryClient, language],
  );
}
