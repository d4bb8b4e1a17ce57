import type { TMusic } from "@studio/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureMessage } from "../../lib/api-action";
import { callApi } from "../../lib/api-client";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { isFavourite, useFavouriteState } from "./favourite-state";
import { type FavouritesPage, withFavourite } from "./favourites-cache";
import { musicKeys } from "./music-queries";

/**
 * The favourite star's write and every cache change it makes (docs/spec.md §4): the star and the
 * favourites list flip at once; on failure (e.g. the limit, 20000) the server's message shows in an
 * error snackbar, the track leaves the favourites list and the star flips back.
 */
export function useFavouriteToggleMutation() {
  const queryClient = useQueryClient();
  const language = useSettings((s) => s.language);
  const patchList = (track: TMusic, favorited: boolean) =>
    queryClient.setQueryData<FavouritesPage>(musicKeys.favourites(), (list) =>
      list ? withFavourite(list, track, favorited) : list,
    );
  return useMutation({
    mutationFn: (track: TMusic) => callApi("musicFavouriteToggleCall", { isrc: track.isrc }),
    onMutate: async (track) => {
      const state = useFavouriteState.getState();
      const was = isFavourite(track, state.known);
      state.setPending(track.isrc, true);
      state.set(track.isrc, !was);
      await queryClient.cancelQueries({ queryKey: musicKeys.favourites() });
      patchList(track, !was);
      return { was };
    },
    onSuccess: ({ favorited }, track) => {
      useFavouriteState.getState().set(track.isrc, favorited);
      patchList(track, favorited);
    },
    onError: (error, track, context) => {
      useFavouriteState.getState().set(track.isrc, context?.was ?? false);
      patchList(track, false);
      showSnackbar("error", failureMessage(error, language));
    },
    onSettled: (_answer, _error, track) => {
      useFavouriteState.getState().setPending(track.isrc, false);
      void queryClient.invalidateQueries({ queryKey: musicKeys.favourites() });
    },
  });
}
