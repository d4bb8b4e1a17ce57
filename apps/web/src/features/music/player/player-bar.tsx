import { ActionIcon, Group, Text } from "@mantine/core";
import { PLAYER, type TMusic } from "@studio/contract";
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
  IconX,
} from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TrackCover } from "../../../components/track-cover";
import { useSettings } from "../../../stores/settings";
import { FavouriteStar } from "../favourite-star";
import { TrackCheckButton } from "../track-check-button";
import { formatClock } from "./format-clock";
import { playerAudio } from "./player-audio";
import classes from "./player-bar.module.css";
import { PlayerProgress } from "./player-progress";
import { useCurrentTrack, usePlayer } from "./player-store";
import { hasNext } from "./player-transitions";
import { useCloseOnOutsideClick, usePlayerKeyboard } from "./use-player-shortcuts";
import { useSwipeClose } from "./use-swipe-close";

export function closePlayer(): void {
  playerAudio.pause();
  usePlayer.getState().close();
}

/** Height the page keeps free under its content while the bar is open. */
export const PLAYER_BAR_SPACE = 88;

/**
 * The persistent player bar: fixed at the bottom, at most 1100 px wide, raised above the phone's
 * bottom app bar (`bottomOffset`).
 */
export function PlayerBar({ bottomOffset }: { bottomOffset: number }) {
  const track = useCurrentTrack();
  usePlayerKeyboard(track !== null);
  if (!track) return null;
  return <OpenPlayerBar track={track} bottomOffset={bottomOffset} />;
}

function OpenPlayerBar({ track, bottomOffset }: { track: TMusic; bottomOffset: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const compact = useSettings((s) => s.screenClass === "mobile");
  const status = usePlayer((s) => s.status);
  const position = usePlayer((s) => s.position);
  const duration = usePlayer((s) => s.duration);
  const canGoNext = usePlayer(hasNext);
  const swipe = useSwipeClose(ref, closePlayer);
  useCloseOnOutsideClick(ref, true, closePlayer);
  useLiftSnackbars(ref, bottomOffset);
  const playing = status === "play";
  const time = `${formatClock(position)} / ${formatClock(duration)}`;
  const buttonSize = compact ? "lg" : "xl";

  return (
    <section
      ref={ref}
      aria-label={t("player.label")}
      className={classes.bar}
      data-swiping={swipe.offset > 0 || undefined}
      style={{
        bottom: bottomOffset,
        maxWidth: PLAYER.maxWidth,
        transform: swipe.offset ? `translateY(${swipe.offset}px)` : undefined,
        opacity: swipe.offset ? Math.max(0.4, 1 - swipe.offset / 200) : undefined,
      }}
      {...swipe.handlers}
    >
      <PlayerProgress barRef={ref} />
      <div className={classes.row}>
        <TrackCover src={track.thumbnail} size={compact ? 40 : 48} />
        <div className={classes.info}>
          <Text size="sm" fw={700} truncate="end">
            {track.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {compact ? `${time} · ${track.artist}` : track.artist}
          </Text>
        </div>
        <Group gap={compact ? 0 : 4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size={buttonSize}
            aria-label={t("player.previous")}
            onClick={() => usePlayer.getState().previous()}
          >
            <IconPlayerSkipBackFilled size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            radius="xl"
            size={buttonSize}
            aria-label={t(playing ? "player.pause" : "player.play")}
            onClick={() => playerAudio.toggle()}
          >
            {playing ? (
              <IconPlayerPauseFilled size={20} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={20} aria-hidden />
            )}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={buttonSize}
            aria-label={t("player.next")}
            disabled={!canGoNext}
            onClick={() => usePlayer.getState().next()}
          >
            <IconPlayerSkipForwardFilled size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {!compact && (
          <Text size="sm" c="dimmed" className={classes.time}>
            {time}
          </Text>
        )}
        <FavouriteStar track={track} size={buttonSize} />
        <TrackCheckButton track={track} size={buttonSize} />
        <ActionIcon
          variant="subtle"
          color="gray"
          size={buttonSize}
          aria-label={t("player.close")}
          onClick={closePlayer}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </div>
    </section>
  );
}

/** Snackbars at the bottom centre move above the open bar instead of covering its controls. */
function useLiftSnackbars(ref: React.RefObject<HTMLElement | null>, bottomOffset: number) {
  useEffect(() => {
    const root = document.documentElement;
    const height = ref.current?.offsetHeight ?? PLAYER_BAR_SPACE;
    root.style.setProperty("--player-bar-space", `${bottomOffset + height}px`);
    root.dataset.playerOpen = "";
    return () => {
      root.style.removeProperty("--player-bar-space");
      delete root.dataset.playerOpen;
    };
  }, [ref, bottomOffset]);
}
