import type { TVideoRow } from "@studio/contract";
import { type Display, toFigures } from "./figures-view";
import type { VideoSums } from "./video-list-rows";

export function toVideoRow(video: VideoSums, display: Display): TVideoRow {
  return {
    id: video.id,
    video_id: video.platformVideoId,
    title: video.title,
    thumbnail: video.thumbnail,
    published_on: video.publishedOn,
    duration: video.duration,
    channel: video.channel,
    music: video.music,
    clearance: video.clearance,
    ...toFigures(video.sums, display),
  };
}
