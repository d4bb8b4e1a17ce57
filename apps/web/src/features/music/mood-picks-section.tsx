import { Anchor, Card, Group, Text } from "@mantine/core";
import type { MusicTag, TMusic } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TrackCover } from "../../components/track-cover";
import classes from "./horizontal-rail.module.css";
import { MusicSection } from "./music-section";
import { PlayTrackButton } from "./play-track-button";
import { useTagLabel } from "./use-tag-label";

export interface MoodPick {
  tag: MusicTag;
  items: readonly TMusic[];
}

/** How many tracks a mood card lists. */
const TRACKS_PER_MOOD = 4;

/** Mood picks as cards that scroll sideways, each with a few tracks and a link to all of that mood. */
export function MoodPicksSection({ picks }: { picks: readonly MoodPick[] }) {
  const { t } = useTranslation();
  const label = useTagLabel();
  return (
    <MusicSection title={t("music.home.moodPicks")}>
      <ul className={classes.rail} aria-label={t("music.home.moodPicks")}>
        {picks.map((pick) => {
          const tracks = pick.items.slice(0, TRACKS_PER_MOOD);
          return (
            <li key={pick.tag} aria-label={label(pick.tag)}>
              <Card withBorder radius="lg" padding="sm" className={classes.moodCard}>
                <Group justify="space-between" mb={4}>
                  <Text fw={700}>{label(pick.tag)}</Text>
                  <Anchor
                    component={Link}
                    to={`/musics/all?tags=${encodeURIComponent(pick.tag)}`}
                    size="xs"
                    aria-label={t("music.home.seeAllOf", { name: label(pick.tag) })}
                  >
                    {t("music.home.seeAll")}
                  </Anchor>
                </Group>
                <ul className={classes.miniList}>
                  {tracks.map((track) => (
                    <li key={track.isrc} className={classes.miniRow} aria-label={track.name}>
                      <TrackCover src={track.thumbnail} size={36} />
                      <div>
                        <Text size="sm" fw={600} truncate="end">
                          {track.name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate="end">
                          {track.artist}
                        </Text>
                      </div>
                      <PlayTrackButton track={track} queue={tracks} size="md" variant="subtle" />
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
    </MusicSection>
  );
}
