import type {
  CallInput,
  Currency,
  musicDashboardCall,
  musicVideoDetailsCall,
  TVideoExport,
} from "@studio/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import { revenueKeys } from "./revenue-keys";
import type { ChannelReportInput, VideoDashboardInput, VideoListInput } from "./video-list-params";

export { dashboardMetaQuery, revenueKeys } from "./revenue-keys";

type DashboardInput = CallInput<typeof musicDashboardCall>;
type VideoDetailsInput = CallInput<typeof musicVideoDetailsCall>;

const FIGURES_STALE_MS = 60_000;
/** How often a running export is looked at again. */
export const EXPORT_POLL_MS = 1_500;

export function dashboardQuery(currency: Currency, input: DashboardInput) {
  return queryOptions({
    queryKey: revenueKeys.dashboard(currency, input),
    queryFn: () => callApi("musicDashboardCall", input),
    staleTime: FIGURES_STALE_MS,
  });
}

/**
 * The video report's totals and trend (of one channel when the report is filtered to one). Unlike
 * the list it keeps no previous answer: another channel's totals must not pass for this one's.
 */
export function videoDashboardQuery(currency: Currency, input: VideoDashboardInput) {
  return queryOptions({
    queryKey: revenueKeys.videoDashboard(currency, input),
    queryFn: () => callApi("musicVideoDashboardCall", input),
    staleTime: FIGURES_STALE_MS,
  });
}

/** The last six months of the signed-in account, estimated against confirmed (docs/decisions/131). */
export function confirmedMonthsQuery(currency: Currency) {
  return queryOptions({
    queryKey: revenueKeys.confirmedMonths(currency),
    queryFn: () => callApi("musicConfirmedMonthsCall", {}),
    staleTime: FIGURES_STALE_MS,
  });
}

/** The videos in reach by claim-safety state and at-risk reason (docs/decisions/127). */
export function clearanceSummaryQuery() {
  return queryOptions({
    queryKey: revenueKeys.clearance(),
    queryFn: () => callApi("musicClearanceSummaryCall", {}),
    staleTime: FIGURES_STALE_MS,
  });
}

export function videoListQuery(currency: Currency, input: VideoListInput) {
  return queryOptions({
    queryKey: revenueKeys.videos(currency, input),
    queryFn: () => callApi("musicVideoListCall", input),
    staleTime: FIGURES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function channelReportQuery(currency: Currency, input: ChannelReportInput) {
  return queryOptions({
    queryKey: revenueKeys.channels(currency, input),
    queryFn: () => callApi("musicChannelDashboardCall", input),
    staleTime: FIGURES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function videoDetailsQuery(currency: Currency, input: VideoDetailsInput) {
  return queryOptions({
    queryKey: revenueKeys.video(currency, input),
    queryFn: () => callApi("musicVideoDetailsCall", input),
    staleTime: FIGURES_STALE_MS,
  });
}

/** Whether an export is still being made (and so worth asking about again). */
export function isExportRunning(status: TVideoExport["status"] | undefined): boolean {
  return status === "pending" || status === "processing";
}

/**
 * How often a finished export is asked again: its download link is signed for an hour, so the
 * link on screen is renewed well before it stops working.
 */
export const EXPORT_LINK_REFRESH_MS = 20 * 60_000;

/** When to ask about an export again: soon while it runs, before its link expires once done. */
export function exportRefetchMs(file: Pick<TVideoExport, "status" | "download"> | undefined): number | false {
  if (isExportRunning(file?.status)) return EXPORT_POLL_MS;
  return file?.status === "done" && file.download ? EXPORT_LINK_REFRESH_MS : false;
}

/** An export's state, asked again every EXPORT_POLL_MS until it is done or failed. */
export function videoExportStatusQuery(id: number) {
  return queryOptions({
    queryKey: revenueKeys.export(id),
    queryFn: () => callApi("musicVideoExportStatusCall", { id }),
    refetchInterval: (query) => exportRefetchMs(query.state.data),
  });
}
