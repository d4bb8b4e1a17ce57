import { ActionIcon, type ActionIconProps } from "@mantine/core";
import type { TMusic } from "@studio/contract";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { playerAudio } from "./player/player-audio";
import { usePlayer } from "./player/player-store";
import { currentTrack } from "./player/player-transitions";

/**
 * Plays a track in the player bar (within `queue` when given); on the track already in the player it
 * plays or pauses instead.
 */
export function PlayTrackButton({
  track,
  queue,
  size = "lg",
  variant = "light",
}: {
  track: TMusic;
  queue?: readonly TMusic[];
  size?: ActionIconProps["size"];
  variant?: ActionIconProps["variant"];
}) {
  const { t } = useTranslation();
  const isCurrent = usePlayer((s) => currentTrack(s)?.isrc === track.isrc);
  const playing = usePlayer((s) => s.status === "play") && isCurrent;
  const onClick = () => {
    if (isCurrent) playerAudio.toggle();
    else usePlayer.getState().choose(track, queue);
  };
  return (
    <ActionIcon
      variant={variant}
      radius="xl"
      size={size}
      aria-label={t(playing ? "player.pause" : "player.play")}
      data-player-keep
      onClick={onClick}
    >
      {playing ? (
        <IconPlayerPauseFilled size={16} aria-hidden />
      ) : (
        <IconPlayerPlayFilled size={16} aria-hidden />
      )}
    </ActionIcon>
  );
}
