import {
  applyBasisPoints,
  type DateRange,
  MUSIC_SHARE_BP,
  percentOf,
  rpmMicro,
  type TVideoDetails,
} from "@studio/contract";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { ratesFor } from "./exchange-rates";
import { type Display, money, price, toDailyFigures, ZERO_SUMS } from "./figures-view";
import { videoBreakdown } from "./queries";
import type { RevenueScope } from "./scope";
import { videoPage } from "./video-list-queries";
import { toVideoRow } from "./video-view";

/** One video of the scope over the range: the row's figures plus days, countries and watch time. */
export async function videoDetails(
  db: Db,
  scope: RevenueScope,
  videoId: number,
  range: DateRange,
  display: Omit<Display, "rate">,
): Promise<TVideoDetails> {
  const video = await findVideoInScope(db, scope, videoId);
  const [breakdown, inRange] = await Promise.all([
    videoBreakdown(db, videoId, scope, range),
    // The row is the list's row over the range (a member's part per month, decision 080).
    videoPage(db, scope, { range, sort: "date_desc", page: 0, size: 1, videoId }),
  ]);
  // Each day at its own rate, the period's figures at the rate of its last day: one lookup.
  const days = breakdown.daily.map((d) => d.day).filter((day) => day < range.end);
  const rates = await ratesFor(db, scope.networkId, display.currency, [...days, range.end]);
  const periodDisplay = { ...display, rate: rates.get(range.end) ?? "1" };
  const sums = inRange.rows[0]?.sums ?? ZERO_SUMS;
  const row = toVideoRow({ ...video, sums }, periodDisplay);
  const premiumPrice = rpmMicro(sums.premiumRevenue, sums.premiumViews);
  const countryTotal = breakdown.countries.reduce((acc, c) => acc + c.views, 0);
  const musicRevenue = applyBasisPoints(sums.revenue, MUSIC_SHARE_BP);
  return {
    ...row,
    premium_price: premiumPrice.toString(),
    premium_price_display: price(premiumPrice, periodDisplay),
    average_watch_rate: percentOf(breakdown.averageWatchRateBp, 10_000),
    average_watch_seconds: sums.views === 0 ? 0 : Math.floor(sums.watchSeconds / sums.views),
    watch_seconds: sums.watchSeconds,
    countries: breakdown.countries.map((c) => ({ ...c, share: percentOf(c.views, countryTotal) })),
    daily: breakdown.daily.map((d) =>
      toDailyFigures(d.day, d.sums, { ...display, rate: rates.get(d.day) ?? "1" }),
    ),
    music_share: video.music
      ? {
          basis_points: MUSIC_SHARE_BP,
          revenue: musicRevenue.toString(),
          revenue_display: money(musicRevenue, periodDisplay),
        }
      : null,
  };
}

/** The list query reads one video with its channel and music; outside the scope it does not exist. */
async function findVideoInScope(db: Db, scope: RevenueScope, videoId: number) {
  const { rows } = await videoPage(db, scope, {
    range: ALL_TIME,
    sort: "date_desc",
    page: 0,
    size: 1,
    videoId,
  });
  const video = rows[0];
  if (!video) throw AppError.notFound();
  return video;
}

const ALL_TIME: DateRange = { start: "1970-01-01", end: "9999-12-31" };
