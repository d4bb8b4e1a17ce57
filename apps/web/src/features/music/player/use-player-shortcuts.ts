import { type RefObject, useEffect } from "react";
import { playerAudio } from "./player-audio";
import { describeFocused, playerKeyAction, SEEK_STEP_S } from "./player-keyboard";
import { usePlayer } from "./player-store";

/** Space plays or pauses, left and right arrows seek 5 s, while the player is open. */
export function usePlayerKeyboard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : document.activeElement;
      const action = playerKeyAction(event, describeFocused(target));
      if (!action) return;
      event.preventDefault();
      // A held space repeats its keydown: it plays or pauses once (held arrows go on seeking).
      if (action === "toggle") {
        if (!event.repeat) playerAudio.toggle();
      } else playerAudio.seekBy(action === "back" ? -SEEK_STEP_S : SEEK_STEP_S);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [active]);
}

/**
 * A click outside the bar while nothing plays closes the player. Music controls elsewhere (play,
 * favourite, copy ISRC: marked data-player-keep) and dialogs do not count as outside.
 */
export function useCloseOnOutsideClick(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onClose: () => void,
) {
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (usePlayer.getState().status === "play") return;
      const target = event.target;
      if (!(target instanceof Element) || !target.isConnected) return;
      if (ref.current?.contains(target)) return;
      if (target.closest("[data-player-keep], [role='dialog'], .mantine-Notifications-root")) return;
      onClose();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [ref, active, onClose]);
}
