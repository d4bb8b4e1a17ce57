import { Group, Text } from "@mantine/core";
import type { TMusic } from "@studio/contract";
import type { ReactNode } from "react";
import { TrackCover } from "../../components/track-cover";
import { useSettings } from "../../stores/settings";
import { FavouriteStar } from "./favourite-star";
import { IsrcCopyButton } from "./isrc-copy-button";
import { PlayTrackButton } from "./play-track-button";
import { formatClock } from "./player/format-clock";
import { usePlayer } from "./player/player-store";
import { currentTrack } from "./player/player-transitions";
import { TrackCheckButton } from "./track-check-button";
import classes from "./track-row.module.css";
import { TrackTags } from "./track-tags";

/** One track of a list: cover, name, artist, tags, ISRC, duration, play, favourite, copy ISRC. */
export function TrackRow({
  track,
  queue,
  lead,
}: {
  track: TMusic;
  /** Where next and previous go when this track is played from the list. */
  queue?: readonly TMusic[];
  /** Something before the cover, e.g. the rank. */
  lead?: ReactNode;
}) {
  const laptop = useSettings((s) => s.screenClass === "laptop");
  const isCurrent = usePlayer((s) => currentTrack(s)?.isrc === track.isrc);
  return (
    <li className={classes.row} aria-label={track.name} data-current={isCurrent || undefined}>
      {lead}
      <TrackCover src={track.thumbnail} size={laptop ? 48 : 44} />
      <div className={classes.main}>
        {/* Two lines for a name on a narrow list rather than a few characters and an ellipsis. */}
        <Text
          fw={600}
          size="sm"
          lineClamp={2}
          c={isCurrent ? "brand" : undefined}
          style={{ wordBreak: "break-word" }}
        >
          {track.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {track.artist}
          <span className={classes.durationInline}>{formatClock(track.duration)}</span>
        </Text>
      </div>
      <div className={classes.tags}>
        <TrackTags tags={track.tags} />
      </div>
      <Text size="xs" c="dimmed" className={classes.isrc}>
        {track.isrc}
      </Text>
      <Text size="sm" c="dimmed" className={classes.duration}>
        {formatClock(track.duration)}
      </Text>
      <Group gap={2} wrap="nowrap">
        <PlayTrackButton track={track} queue={queue} />
        <FavouriteStar track={track} />
        <IsrcCopyButton isrc={track.isrc} />
        <TrackCheckButton track={track} />
      </Group>
    </li>
  );
}

/** Tracks as a list; playing one queues the list. */
export function TrackList({ tracks, label }: { tracks: readonly TMusic[]; label: string }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {tracks.map((track) => (
        <TrackRow key={track.isrc} track={track} queue={tracks} />
      ))}
    </ul>
  );
}
