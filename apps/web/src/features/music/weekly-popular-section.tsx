import type { TRankedMusic } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { MusicSection } from "./music-section";
import { RankMark } from "./rank-change-mark";
import { TrackRow } from "./track-row";
import classes from "./track-row.module.css";

/** This week's ranking by real use in the network's videos, with each track's move since last week. */
export function WeeklyPopularSection({ ranking }: { ranking: readonly TRankedMusic[] }) {
  const { t } = useTranslation();
  const queue = ranking.map((entry) => entry.music);
  return (
    <MusicSection title={t("music.home.weeklyPopular")}>
      <ol className={classes.list} aria-label={t("music.home.weeklyPopular")}>
        {ranking.map((entry) => (
          <TrackRow
            key={entry.music.isrc}
            track={entry.music}
            queue={queue}
            lead={<RankMark rank={entry.rank} previousRank={entry.previous_rank} />}
          />
        ))}
      </ol>
    </MusicSection>
  );
}
