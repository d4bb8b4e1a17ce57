import { z } from "zod";
import { CLEARANCE_FILTERS } from "../clearance";
import { CHANNEL_SORTS, DEFAULT_VIDEO_SORT, MAX_VIDEO_SEARCH_TEXT, VIDEO_SORTS } from "../constants";
import { coded } from "../errors/coded";
import { MAX_RANGE_DAYS } from "../revenue/periods";
import { ZClearance } from "./clearance";
import { defineCall } from "./define-call";
import { idField, isDayInBounds, microAmount, pageOf, pagingFields } from "./fields";
import { CALL_ROUTES } from "./routes";

const REQUIRED = coded(4);

/** A calendar day in and out of the API, within DAY_BOUNDS. */
export const dayField = z.iso.date({ error: REQUIRED }).refine(isDayInBounds, { error: REQUIRED });

/** A period of days, both included, at most MAX_RANGE_DAYS long, start not after end. */
const rangeFields = { start: dayField, end: dayField };
const validRange = <T extends { start: string; end: string }>(value: T) =>
  value.start <= value.end &&
  Date.parse(value.end) - Date.parse(value.start) <= (MAX_RANGE_DAYS - 1) * 86_400_000;

/** Filters every revenue call shares: one member of a manager (`subaccount`) or one channel. */
const scopeFields = {
  subaccount: idField.optional(),
  channel: idField.optional(),
};

/**
 * Money as the dashboards answer it: micro-USD (`revenue`, an integer string), the amount in the
 * asked currency (`revenue_display`, formatted, truncated) and the USD->currency `rate` used.
 */
export const ZMoney = z.object({
  revenue: microAmount,
  revenue_display: z.string(),
  rate: z.string(),
});
export type TMoney = z.infer<typeof ZMoney>;

/** The figures of a period, a day, a channel or a video. */
export const ZFigures = ZMoney.extend({
  views: z.number().int(),
  premium_views: z.number().int(),
  /** Premium views / views, percent with two decimals. */
  premium_rate: z.string(),
  /** Revenue per 1,000 views, micro-USD, and in the asked currency. */
  rpm: microAmount,
  rpm_display: z.string(),
});
export type TFigures = z.infer<typeof ZFigures>;

export const ZDailyFigures = ZFigures.extend({ date: z.string() });
export type TDailyFigures = z.infer<typeof ZDailyFigures>;

/**
 * Why revenue moved against the previous period of the same length: the change split into the
 * parts due to views, RPM without premium, the premium share and the exchange rate (micro-USD,
 * except `rate` which is in the asked currency's micro-units). The parts add up to `change`.
 */
export const ZRevenueChange = z.object({
  previous: ZFigures,
  change: microAmount,
  views_effect: microAmount,
  rpm_effect: microAmount,
  premium_effect: microAmount,
  /** The change of the displayed amount caused by the exchange rate alone (0 in USD). */
  rate_effect_display: z.string(),
});

/** The month's expected revenue: what is in, plus the recent daily pace, with a range. */
export const ZForecast = z.object({
  month: z.string(),
  so_far: microAmount,
  expected: microAmount,
  low: microAmount,
  high: microAmount,
  expected_display: z.string(),
  low_display: z.string(),
  high_display: z.string(),
});

const dashboardInput = z.object({ ...rangeFields, ...scopeFields }).refine(validRange, { error: REQUIRED });

export const ZDashboard = z.object({
  start: z.string(),
  end: z.string(),
  currency: z.string(),
  totals: ZFigures,
  daily: z.array(ZDailyFigures),
  why: ZRevenueChange,
  forecast: ZForecast.nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** Totals and daily trend of every channel in reach (or of one member / one channel). */
export const musicDashboardCall = defineCall({
  ...CALL_ROUTES.musicDashboardCall,
  summary: "Revenue totals and daily trend over a period",
  input: dashboardInput,
  output: ZDashboard,
  errors: [],
});

/** The same figures for the video report: one channel when `channel` is given. */
export const musicVideoDashboardCall = defineCall({
  ...CALL_ROUTES.musicVideoDashboardCall,
  summary: "Revenue totals and daily trend for the video report",
  input: dashboardInput,
  output: ZDashboard,
  errors: [],
});

export const ZChannelRef = z.object({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  thumbnail: z.string(),
});

export const ZChannelRow = ZFigures.extend({ channel: ZChannelRef, videos: z.number().int() });
export type TChannelRow = z.infer<typeof ZChannelRow>;

export const musicChannelDashboardCall = defineCall({
  ...CALL_ROUTES.musicChannelDashboardCall,
  summary: "Revenue per channel over a period",
  input: z
    .object({
      ...rangeFields,
      subaccount: idField.optional(),
      sort: z.enum(CHANNEL_SORTS).default("revenue_desc"),
    })
    .refine(validRange, { error: REQUIRED }),
  output: z.object({ items: z.array(ZChannelRow), totals: ZFigures }),
  errors: [],
});

export const ZVideoMusic = z.object({ isrc: z.string(), name: z.string(), artist: z.string() });

export const ZVideoRow = ZFigures.extend({
  id: z.number().int(),
  video_id: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  published_on: z.string(),
  duration: z.number().int(),
  channel: ZChannelRef,
  music: ZVideoMusic.nullable(),
  /** Claim safety (docs/decisions/127); null only for a video not yet assessed. */
  clearance: ZClearance.nullable(),
});
export type TVideoRow = z.infer<typeof ZVideoRow>;

export const videoListFields = {
  ...rangeFields,
  ...scopeFields,
  search: z
    .string()
    .trim()
    .max(MAX_VIDEO_SEARCH_TEXT, { error: coded(6, { max: MAX_VIDEO_SEARCH_TEXT }) })
    .optional(),
  sort: z.enum(VIDEO_SORTS).default(DEFAULT_VIDEO_SORT),
  /** Only videos in this clearance state ("at_risk" for the report's filter). */
  clearance: z.enum(CLEARANCE_FILTERS).optional(),
};

export const musicVideoListCall = defineCall({
  ...CALL_ROUTES.musicVideoListCall,
  summary: "Revenue per video over a period",
  input: z.object({ ...videoListFields, ...pagingFields }).refine(validRange, { error: REQUIRED }),
  output: pageOf(ZVideoRow).extend({ totals: ZFigures }),
  errors: [],
});

export const ZCountryViews = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  views: z.number().int(),
  share: z.string(),
});

export const ZVideoDetails = ZVideoRow.extend({
  /** Revenue per 1,000 premium views. */
  premium_price: microAmount,
  premium_price_display: z.string(),
  /** Average share of the video watched, percent with two decimals. */
  average_watch_rate: z.string(),
  average_watch_seconds: z.number().int(),
  watch_seconds: z.number().int(),
  countries: z.array(ZCountryViews),
  daily: z.array(ZDailyFigures),
  /**
   * The music's share of the video's revenue: the network's licence share for Shorts using its
   * track, in basis points, and the amount (null when the video uses no catalogue track).
   */
  music_share: z
    .object({ basis_points: z.number().int(), revenue: microAmount, revenue_display: z.string() })
    .nullable(),
});
export type TVideoDetails = z.infer<typeof ZVideoDetails>;

export const musicVideoDetailsCall = defineCall({
  ...CALL_ROUTES.musicVideoDetailsCall,
  summary: "One video's figures over a period",
  input: z.object({ ...rangeFields, id: idField }).refine(validRange, { error: REQUIRED }),
  output: ZVideoDetails,
  errors: [],
});

/** The newest complete day and the time zone days are counted in (client setting dashboardMaxDate). */
export const musicDashboardMetaCall = defineCall({
  ...CALL_ROUTES.musicDashboardMetaCall,
  summary: "The newest complete day, time zone and members for the dashboards",
  input: z.object({}),
  output: z.object({
    max_date: z.string().nullable(),
    time_zone: z.string(),
    members: z.array(z.object({ id: z.number().int(), nickname: z.string() })),
  }),
  errors: [],
});

/**
 * Where a month stands: the running month is an estimate only; a past month awaits its confirmation
 * until staff confirm any of it (docs/decisions/131).
 */
export const CONFIRMED_MONTH_STATES = ["in_progress", "awaiting_confirmation", "confirmed"] as const;
export type ConfirmedMonthState = (typeof CONFIRMED_MONTH_STATES)[number];

/** How many months the comparison covers: the running month and the five before it. */
export const CONFIRMED_MONTHS_SHOWN = 6;

/**
 * One month of the signed-in account's estimated against confirmed revenue, micro-USD with each
 * amount in the asked currency at the `rate` of the month's last day (the running month: its newest
 * complete day), as the dashboard shows the month. `difference` is confirmed - estimated;
 * `difference_percent` is it against the estimate, two decimals and signed ("+3.25", "-0.40"), null
 * without an estimate.
 */
export const ZConfirmedMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  status: z.enum(CONFIRMED_MONTH_STATES),
  estimated: microAmount,
  estimated_display: z.string(),
  confirmed: microAmount.nullable(),
  confirmed_display: z.string().nullable(),
  difference: microAmount.nullable(),
  difference_display: z.string().nullable(),
  difference_percent: z.string().nullable(),
  rate: z.string(),
});
export type TConfirmedMonth = z.infer<typeof ZConfirmedMonth>;

/**
 * The last CONFIRMED_MONTHS_SHOWN months of the signed-in account, oldest first, in the network's
 * time zone: a member's share after the fee against their confirmed music profit; an owner's
 * channels in full against the months confirmed for them.
 */
export const musicConfirmedMonthsCall = defineCall({
  ...CALL_ROUTES.musicConfirmedMonthsCall,
  summary: "Estimated against confirmed revenue of the last six months",
  input: z.object({}),
  output: z.object({ currency: z.string(), months: z.array(ZConfirmedMonth) }),
  errors: [],
});

export const EXPORT_STATES = ["pending", "processing", "done", "failed"] as const;
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;

export const ZVideoExport = z.object({
  id: z.number().int(),
  status: z.enum(EXPORT_STATES),
  format: z.enum(EXPORT_FORMATS),
  rows: z.number().int(),
  /** Where to download it once done. */
  download: z.string().nullable(),
  created_at: z.string(),
});
export type TVideoExport = z.infer<typeof ZVideoExport>;

/** Starts the video profit report file (a background job): pending -> processing -> done. */
export const musicVideoExportCall = defineCall({
  ...CALL_ROUTES.musicVideoExportCall,
  summary: "Start a video profit report file",
  // The list's own filters and sort: the file holds what the list shows.
  input: z
    .object({ ...videoListFields, format: z.enum(EXPORT_FORMATS).default("xlsx") })
    .refine(validRange, { error: REQUIRED }),
  output: ZVideoExport,
  errors: [],
});

export const musicVideoExportStatusCall = defineCall({
  ...CALL_ROUTES.musicVideoExportStatusCall,
  summary: "Read a video profit report file's state",
  input: z.object({ id: idField }),
  output: ZVideoExport,
  errors: [],
});
