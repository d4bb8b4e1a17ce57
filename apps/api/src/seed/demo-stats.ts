import { addDays, dashboardMaxDate, ESTIMATE_DELAY_DAYS, eachDay } from "@studio/contract";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Network } from "../db/rows";
import { channels, exchangeRates, tracks, videos } from "../db/schema";
import { videoThumbnailUrl } from "../lib/generated-images";
import type { StatsRow } from "../modules/revenue/stats-csv";
import { importStatsRows } from "../modules/revenue/stats-import";

/** How many days of figures the demo has, ending at the newest complete day. */
export const DEMO_STATS_DAYS = 90;

/** Viewer-country mixes per channel category (shares add up to 100). */
const COUNTRY_MIXES: Record<string, [string, number][]> = {
  food: [
    ["KR", 48],
    ["US", 14],
    ["JP", 10],
    ["TW", 8],
    ["VN", 6],
    ["TH", 5],
    ["ID", 5],
    ["CA", 4],
  ],
  dance: [
    ["KR", 30],
    ["US", 18],
    ["BR", 12],
    ["PH", 10],
    ["ID", 10],
    ["MX", 8],
    ["IN", 7],
    ["GB", 5],
  ],
  default: [
    ["KR", 40],
    ["US", 20],
    ["JP", 10],
    ["CN", 10],
    ["TW", 10],
    ["HK", 10],
  ],
};

const TITLES = [
  "1-minute kimchi fried rice",
  "Street food night market tour",
  "Why this sauce works",
  "Dance challenge with the crew",
  "One take, no cuts",
  "Morning routine in Seoul",
  "떡볶이 3분 완성",
  "편의점 꿀조합 레시피",
  "地铁站里的舞蹈挑战",
  "夜市小吃大合集",
  "Trying the viral recipe",
  "Behind the scenes",
];

/** Deterministic pseudo-random numbers in [0, 1), so every seed gives the same demo. */
function randomFrom(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 1_000_000) / 1_000_000;
  };
}

/**
 * About 90 days of estimated figures for the approved demo channels: a weekday rhythm, a few viral
 * spikes, per-channel country mixes and premium shares, and daily USD->CNY rates. Runs once.
 */
export async function seedDemoStats(db: Db, network: Network, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(videos).where(eq(videos.networkId, network.id));
  if (Number(existing?.n ?? 0) > 0) return;
  // The newest complete day, as if data had arrived up to today.
  const last = dashboardMaxDate(now, network.timeZone, "9999-12-31") ?? "";
  const first = addDays(last, -(DEMO_STATS_DAYS - 1));
  await seedRates(db, network.id, { start: addDays(first, -200), end: addDays(last, ESTIMATE_DELAY_DAYS) });
  const approved = await db
    .select()
    .from(channels)
    .where(and(eq(channels.networkId, network.id), eq(channels.status, "approved")));
  const catalogue = await db
    .select({ isrc: tracks.isrc })
    .from(tracks)
    .where(eq(tracks.networkId, network.id));
  const rows: { row: number; value: StatsRow }[] = [];
  for (const [channelIndex, channel] of approved.entries()) {
    const random = randomFrom(channel.id * 7919 + 17);
    const mix = COUNTRY_MIXES[channel.category] ?? COUNTRY_MIXES.default ?? [];
    const videoCount = 24 + channelIndex * 6;
    for (let v = 0; v < videoCount; v++) {
      const published = addDays(first, Math.floor((v / videoCount) * (DEMO_STATS_DAYS - 3)) - 10);
      const viral = random() < 0.12;
      const base = 2_000 + random() * 30_000 * (viral ? 8 : 1);
      // Revenue per 1,000 views, micro-USD (0.03-0.09 USD); premium views earn 2.4 times as much.
      const rpmMicro = BigInt(30_000 + Math.floor(random() * 60_000));
      const premiumShare = 0.06 + random() * 0.1;
      const isrc = random() < 0.85 ? (catalogue[Math.floor(random() * catalogue.length)]?.isrc ?? "") : "";
      // Now and then a second track, against the one-track guidance: the demo's at-risk videos.
      const second = catalogue[(v * 7 + channelIndex) % catalogue.length]?.isrc;
      const isrcs = isrc && v % 11 === 5 && second && second !== isrc ? `${isrc};${second}` : isrc;
      const videoId = `demo${channel.id}v${String(v).padStart(3, "0")}`;
      const title = `${TITLES[(v + channelIndex * 5) % TITLES.length]} #${v + 1}`;
      for (const day of eachDay({ start: published < first ? first : published, end: last })) {
        const age = (Date.parse(day) - Date.parse(published)) / 86_400_000;
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        const rhythm = weekday === 0 || weekday === 6 ? 1.25 : weekday === 3 ? 0.9 : 1;
        const views = Math.round(base * Math.exp(-age / (viral ? 12 : 6)) * rhythm * (0.8 + random() * 0.4));
        if (views < 20) continue;
        const premiumViews = Math.round(views * premiumShare);
        const revenueMicro = (BigInt(views) * rpmMicro) / 1_000n;
        const premiumRevenueMicro = (BigInt(premiumViews) * rpmMicro * 24n) / 10_000n;
        rows.push({
          row: rows.length + 1,
          value: {
            date: day,
            channel_id: channel.platformChannelId,
            video_id: videoId,
            title,
            published_on: published,
            duration_seconds: 15 + Math.floor(random() * 45),
            isrc: isrcs,
            views,
            premium_views: premiumViews,
            revenue_usd: revenueMicro + premiumRevenueMicro,
            premium_revenue_usd: premiumRevenueMicro,
            watch_seconds: Math.round(views * (12 + random() * 20)),
            average_watch_rate: Math.round(5_500 + random() * 3_500),
            countries: countriesOf(views, mix, random),
            thumbnail_url: videoThumbnailUrl(videoId),
          },
        });
      }
    }
  }
  await importStatsRows(
    db,
    network,
    { rows, rejected: [] },
    { name: "demo-seed", text: `${network.id}:${first}` },
  );
}

function countriesOf(views: number, mix: [string, number][], random: () => number): Record<string, number> {
  const result: Record<string, number> = {};
  let left = views;
  for (const [index, [code, share]] of mix.entries()) {
    const part =
      index === mix.length - 1
        ? left
        : Math.min(left, Math.round((views * share * (0.8 + random() * 0.4)) / 100));
    if (part > 0) result[code] = part;
    left -= part;
  }
  return result;
}

/** A gentle random walk of USD->CNY around 7.15. */
async function seedRates(db: Db, networkId: number, range: { start: string; end: string }): Promise<void> {
  const random = randomFrom(networkId * 104_729);
  let rate = 7.15;
  const values = eachDay(range).map((day) => {
    rate = Math.min(7.35, Math.max(6.95, rate + (random() - 0.5) * 0.02));
    return { networkId, currency: "CNY", day, rate: rate.toFixed(4) };
  });
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insert(exchangeRates)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
