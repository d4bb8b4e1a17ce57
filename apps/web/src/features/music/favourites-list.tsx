import { Button, Group, Text } from "@mantine/core";
import type { TMusic } from "@studio/contract";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { musicFavouritesQuery } from "./music-queries";
import { MusicEmpty, MusicError, TrackListSkeleton } from "./music-states";
import { usePlayer } from "./player/player-store";
import { TrackList } from "./track-row";

/** Plays every favourite in order as a queue (next and previous walk through it). */
export function PlayAllFavouritesButton({ tracks }: { tracks: readonly TMusic[] }) {
  const { t } = useTranslation();
  const first = tracks[0];
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlayerPlayFilled size={14} aria-hidden />}
      disabled={!first}
      data-player-keep
      onClick={() => first && usePlayer.getState().choose(first, tracks)}
    >
      {t("music.favourites.playAll")}
    </Button>
  );
}

/** The account's favourites, newest first; `max` shows only the newest few. */
export function FavouritesList({ max }: { max?: number }) {
  const { t } = useTranslation();
  const favourites = useQuery(musicFavouritesQuery());
  if (favourites.isPending) return <TrackListSkeleton rows={3} />;
  if (favourites.isError)
    return <MusicError error={favourites.error} onRetry={() => void favourites.refetch()} />;
  const { items, total, limit } = favourites.data;
  if (items.length === 0)
    return <MusicEmpty title={t("music.favourites.emptyTitle")} text={t("music.favourites.emptyText")} />;
  const shown = max === undefined ? items : items.slice(0, max);
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t("music.favourites.count", { total, limit })}
        </Text>
        <PlayAllFavouritesButton tracks={items} />
      </Group>
      <TrackList tracks={shown} label={t("music.favourites.title")} />
    </>
  );
}
