import type { Period, VideoSort } from "@studio/contract";
import type { ChannelSort } from "./video-list-params";

/** Translation keys built from contract values. */
export const periodLabelKey = (period: Period) => `revenue.periods.${period}`;
export const videoSortLabelKey = (sort: VideoSort) => `revenue.videoSorts.${sort}`;
export const channelSortLabelKey = (sort: ChannelSort) => `revenue.channelSorts.${sort}`;
