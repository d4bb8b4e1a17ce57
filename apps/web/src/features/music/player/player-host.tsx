import { PlayerAudioElement } from "./player-audio-element";
import { PLAYER_BAR_SPACE, PlayerBar } from "./player-bar";
import { useCurrentTrack } from "./player-store";

/**
 * The player, mounted once by the dashboard layout: the audio element and the bar. `bottomOffset`
 * raises the bar above the phone's bottom app bar when that is shown.
 */
export function PlayerHost({ bottomOffset }: { bottomOffset: number }) {
  return (
    <>
      <PlayerAudioElement />
      <PlayerBar bottomOffset={bottomOffset} />
    </>
  );
}

/** Room under the page's content so the open bar never hides its end. */
export function PlayerSpacer() {
  const open = useCurrentTrack() !== null;
  return open ? <div aria-hidden style={{ height: PLAYER_BAR_SPACE }} /> : null;
}
