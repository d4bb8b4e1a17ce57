import { Button, SimpleGrid, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { FavouritesList } from "./favourites-list";
import { MoodPicksSection } from "./mood-picks-section";
import type { MusicLayoutContext } from "./music-layout-context";
import { musicHomeQuery } from "./music-queries";
import { MusicSection } from "./music-section";
import { MusicEmpty, MusicError, TrackListSkeleton } from "./music-states";
import { NewReleasesSection } from "./new-releases-section";
import { TrackList } from "./track-row";
import { WeeklyPopularSection } from "./weekly-popular-section";

/** Favourites shown on the home tab; the rest are in the favourites drawer. */
const HOME_FAVOURITES = 5;

/** /musics: new releases, weekly popular, favourites, mood picks and picks for you. */
export function MusicHomePage() {
  const { t } = useTranslation();
  const { openFavourites } = useOutletContext<MusicLayoutContext>();
  const home = useQuery(musicHomeQuery());
  if (home.isPending) return <TrackListSkeleton rows={6} />;
  if (home.isError) return <MusicError error={home.error} onRetry={() => void home.refetch()} />;
  const { new_releases, weekly_popular, mood_picks, prioritized } = home.data;
  const favourites = (
    <MusicSection
      title={t("music.favourites.title")}
      action={
        <Button size="xs" variant="subtle" onClick={openFavourites} data-player-keep>
          {t("music.favourites.showAll")}
        </Button>
      }
    >
      <Stack gap="xs">
        <FavouritesList max={HOME_FAVOURITES} />
      </Stack>
    </MusicSection>
  );
  const nothing = new_releases.length + weekly_popular.length + mood_picks.length + prioritized.length === 0;
  return (
    <Stack gap="lg">
      {nothing && <MusicEmpty title={t("music.home.emptyTitle")} text={t("music.home.emptyText")} />}
      {new_releases.length > 0 && <NewReleasesSection tracks={new_releases} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {weekly_popular.length > 0 && <WeeklyPopularSection ranking={weekly_popular} />}
        {favourites}
      </SimpleGrid>
      {mood_picks.length > 0 && <MoodPicksSection picks={mood_picks} />}
      {prioritized.length > 0 && (
        <MusicSection title={t("music.home.prioritized")}>
          <TrackList tracks={prioritized} label={t("music.home.prioritized")} />
        </MusicSection>
      )}
    </Stack>
  );
}
