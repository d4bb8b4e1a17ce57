import type { MusicTag, TMusic } from "@studio/contract";
import type { TrackRow } from "./queries";

export const MEDIA_PREFIX = "/media";

export const audioUrlOf = (track: TrackRow) => `${MEDIA_PREFIX}/audio/${track.audioFile}`;
export const coverUrlOf = (track: TrackRow) => `${MEDIA_PREFIX}/covers/${track.coverFile}`;

/** A track as the API answers it (docs/spec.md §3 Music item). */
export function toMusic(track: TrackRow, favorited: boolean): TMusic {
  return {
    isrc: track.isrc,
    name: track.name,
    artist: track.artist,
    thumbnail: coverUrlOf(track),
    music: audioUrlOf(track),
    duration: track.durationSeconds,
    category: track.category,
    tags: track.tags as MusicTag[],
    favorited,
    shopping: track.shopping,
    prioritized: track.prioritized,
    instrumental: track.instrumental,
    release_date: track.releaseDate,
  };
}
