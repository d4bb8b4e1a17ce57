import type { CallInput, Currency, musicDashboardCall, musicVideoDetailsCall } from "@studio/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api-client";
import type { ChannelReportInput, VideoDashboardInput, VideoListInput } from "./video-list-params";

type DashboardInput = CallInput<typeof musicDashboardCall>;
type VideoDetailsInput = CallInput<typeof musicVideoDetailsCall>;

/*
 * The revenue queries' keys and the dashboard meta, apart from the other queries: the revenue pages'
 * route prefetch (app/revenue-prefetch.ts) is in every page's entry, and takes only these
 * (docs/decisions/121).
 */

/**
 * Query keys of the revenue calls. Every key that carries money has the display currency in it, so
 * switching the currency asks again instead of showing amounts formatted in the other one.
 */
export const revenueKeys = {
  all: ["revenue"] as const,
  meta: () => [...revenueKeys.all, "meta"] as const,
  /** Claim safety's counts (docs/decisions/127): no money, no currency. */
  clearance: () => [...revenueKeys.all, "clearance"] as const,
  dashboard: (currency: Currency, input: DashboardInput) =>
    [...revenueKeys.all, "dashboard", currency, input] as const,
  videoDashboard: (currency: Currency, input: VideoDashboardInput) =>
    [...revenueKeys.all, "videoDashboard", currency, input] as const,
  videos: (currency: Currency, input: VideoListInput) =>
    [...revenueKeys.all, "videos", currency, input] as const,
  channels: (currency: Currency, input: ChannelReportInput) =>
    [...revenueKeys.all, "channels", currency, input] as const,
  video: (currency: Currency, input: VideoDetailsInput) =>
    [...revenueKeys.all, "video", currency, input] as const,
  export: (id: number) => [...revenueKeys.all, "export", id] as const,
  /** The signed-in account's months, estimated against confirmed: no filters, only the currency. */
  confirmedMonths: (currency: Currency) => [...revenueKeys.all, "confirmedMonths", currency] as const,
};

/** The newest complete day moves once a day: the meta is kept for a while. */
const META_STALE_MS = 5 * 60_000;

export function dashboardMetaQuery() {
  return queryOptions({
    queryKey: revenueKeys.meta(),
    queryFn: () => callApi("musicDashboardMetaCall", {}),
    staleTime: META_STALE_MS,
  });
}
