import type { TMusic } from "@studio/contract";
import { useCallback } from "react";
import { useFavouriteState } from "./favourite-state";
import { useFavouriteToggleMutation } from "./music-mutations";

/** Flips a track's star; a second press while the first is on its way is ignored. */
export function useFavouriteToggle() {
  const { mutateAsync } = useFavouriteToggleMutation();
  return useCallback(
    async (track: TMusic) => {
      if (useFavouriteState.getState().pending.has(track.isrc)) return;
      // The mutation shows its own failure; the caller only waits for the flip to settle.
      await mutateAsync(track).catch(() => undefined);
    },
    [mutateAsync],
  );
}
