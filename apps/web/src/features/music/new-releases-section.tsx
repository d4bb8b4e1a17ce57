import { Group, Text } from "@mantine/core";
import type { TMusic } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { TrackCover } from "../../components/track-cover";
import { FavouriteStar } from "./favourite-star";
import classes from "./horizontal-rail.module.css";
import { MusicSection } from "./music-section";
import { PlayTrackButton } from "./play-track-button";

/** Newest tracks as a row of covers that scrolls sideways. */
export function NewReleasesSection({ tracks }: { tracks: readonly TMusic[] }) {
  const { t } = useTranslation();
  return (
    <MusicSection title={t("music.home.newReleases")}>
      <ul className={classes.rail} aria-label={t("music.home.newReleases")}>
        {tracks.map((track) => (
          <li key={track.isrc} className={classes.card} aria-label={track.name}>
            <div className={classes.coverWrap}>
              <TrackCover src={track.thumbnail} size={148} />
              <div className={classes.coverPlay}>
                <PlayTrackButton track={track} queue={tracks} variant="filled" />
              </div>
            </div>
            <Group gap={4} wrap="nowrap" mt={6} align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {track.name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {track.artist}
                </Text>
              </div>
              <FavouriteStar track={track} size="md" />
            </Group>
          </li>
        ))}
      </ul>
    </MusicSection>
  );
}
