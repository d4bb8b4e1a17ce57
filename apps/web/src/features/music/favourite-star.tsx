import { ActionIcon, type ActionIconProps } from "@mantine/core";
import type { TMusic } from "@studio/contract";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useIsFavourite } from "./favourite-state";
import { useFavouriteToggle } from "./use-favourite-toggle";

/** The favourite star: a toggle button, pressed while the track is a favourite. */
export function FavouriteStar({ track, size = "lg" }: { track: TMusic; size?: ActionIconProps["size"] }) {
  const { t } = useTranslation();
  const favourite = useIsFavourite(track);
  const toggle = useFavouriteToggle();
  return (
    <ActionIcon
      variant="subtle"
      color={favourite ? "yellow" : "gray"}
      size={size}
      aria-pressed={favourite}
      aria-label={t(favourite ? "music.favourites.remove" : "music.favourites.add")}
      data-player-keep
      onClick={() => void toggle(track)}
    >
      {favourite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
    </ActionIcon>
  );
}
