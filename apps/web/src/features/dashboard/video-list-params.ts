import {
  type CallInput,
  CHANNEL_SORTS,
  CLEARANCE_FILTERS,
  type ClearanceState,
  type DateRange,
  DEFAULT_VIDEO_SORT,
  isVideoSort,
  MAX_VIDEO_SEARCH_TEXT,
  type musicChannelDashboardCall,
  type musicDashboardCall,
  type musicVideoDashboardCall,
  type musicVideoExportCall,
  type musicVideoListCall,
  PAGE_SIZE,
  searchTextWithin,
  type VideoSort,
} from "@studio/contract";
import { idParam } from "./dashboard-filters";

export type VideoListInput = CallInput<typeof musicVideoListCall>;
export type VideoExportInput = CallInput<typeof musicVideoExportCall>;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];
export type ChannelReportInput = CallInput<typeof musicChannelDashboardCall>;

/** Rows per page of the video report and of the home's video table. */
export const VIDEO_PAGE_SIZE = PAGE_SIZE.default;

/** The video report's own filters, in the URL next to the dashboard filters. */
export interface VideoReportFilters {
  search: string;
  channel: number | null;
  sort: VideoSort;
  /** Only videos in this claim-safety state (docs/decisions/127); null: all. */
  clearance: ClearanceState | null;
  /** From 0; written 1-based in the URL (`page=2` is the second page). */
  page: number;
}

export const VIDEO_PARAMS = {
  search: "q",
  channel: "channel",
  sort: "sort",
  clearance: "clearance",
  page: "page",
} as const;

const isClearanceFilter = (value: unknown): value is ClearanceState =>
  (CLEARANCE_FILTERS as readonly unknown[]).includes(value);

export function readVideoReportFilters(params: URLSearchParams): VideoReportFilters {
  const sort = params.get(VIDEO_PARAMS.sort);
  const clearance = params.get(VIDEO_PARAMS.clearance);
  const page = Number(params.get(VIDEO_PARAMS.page));
  return {
    search: searchTextWithin(params.get(VIDEO_PARAMS.search) ?? "", MAX_VIDEO_SEARCH_TEXT),
    channel: idParam(params.get(VIDEO_PARAMS.channel)),
    sort: isVideoSort(sort) ? sort : DEFAULT_VIDEO_SORT,
    clearance: isClearanceFilter(clearance) ? clearance : null,
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The URL with some video filters changed; any change but the page goes back to the first page. */
export function withVideoReportFilters(
  params: URLSearchParams,
  changes: Partial<VideoReportFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  };
  if (changes.search !== undefined) set(VIDEO_PARAMS.search, changes.search.trim());
  if (changes.channel !== undefined)
    set(VIDEO_PARAMS.channel, changes.channel ? String(changes.channel) : null);
  if (changes.sort !== undefined)
    set(VIDEO_PARAMS.sort, changes.sort === DEFAULT_VIDEO_SORT ? null : changes.sort);
  if (changes.clearance !== undefined) set(VIDEO_PARAMS.clearance, changes.clearance);
  const page = changes.page ?? 0;
  set(VIDEO_PARAMS.page, page > 0 ? String(page + 1) : null);
  return next;
}

/** Who the figures are of: one member of a manager, or everything in reach. */
export interface RevenueScope {
  range: DateRange;
  member: number | null;
}

/** The list call's input: empty filters are left out so the default applies. */
export function videoListInput(
  scope: RevenueScope,
  filters: Partial<VideoReportFilters> = {},
  size: number = VIDEO_PAGE_SIZE,
): VideoListInput {
  const search = filters.search?.trim();
  return {
    start: scope.range.start,
    end: scope.range.end,
    sort: filters.sort ?? DEFAULT_VIDEO_SORT,
    page: filters.page ?? 0,
    size,
    ...(scope.member ? { subaccount: scope.member } : {}),
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(search ? { search } : {}),
    ...(filters.clearance ? { clearance: filters.clearance } : {}),
  };
}

/** The export asks for the same rows as the list shows, all pages, in one file. */
export function videoExportInput(
  scope: RevenueScope,
  filters: Partial<VideoReportFilters>,
  format: "xlsx" | "csv",
): VideoExportInput {
  const { page: _page, size: _size, ...rest } = videoListInput(scope, filters);
  return { ...rest, format };
}

export function channelReportInput(scope: RevenueScope, sort: ChannelSort): ChannelReportInput {
  return {
    start: scope.range.start,
    end: scope.range.end,
    sort,
    ...(scope.member ? { subaccount: scope.member } : {}),
  };
}

export function isChannelSort(value: unknown): value is ChannelSort {
  return typeof value === "string" && (CHANNEL_SORTS as readonly string[]).includes(value);
}

export type DashboardInput = CallInput<typeof musicDashboardCall>;

/** The totals-and-trend call's input for a scope (one member, or everything in reach). */
export function dashboardInput(scope: RevenueScope): DashboardInput {
  return {
    start: scope.range.start,
    end: scope.range.end,
    ...(scope.member ? { subaccount: scope.member } : {}),
  };
}

export type VideoDashboardInput = CallInput<typeof musicVideoDashboardCall>;

/**
 * The video report's totals and trend: the list's period, member and channel. The search is left
 * out because the call has no such filter; the figures are of every video of the channel(s).
 */
export function videoDashboardInput(
  scope: RevenueScope,
  filters: Partial<VideoReportFilters> = {},
): VideoDashboardInput {
  const { start, end, subaccount, channel } = videoListInput(scope, filters);
  return {
    start,
    end,
    ...(subaccount ? { subaccount } : {}),
    ...(channel ? { channel } : {}),
  };
}
