import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bigintColumn, mapRows, numberColumn, parseOneRow, parseRows } from "../../lib/parsed-rows";
import { videoRowWithTotals } from "./video-list-rows";

/** A page row of the video list summed from the facts, as node-postgres hands it over. */
const pageRow = {
  id: "41",
  platform_video_id: "vid-41",
  title: "A song",
  thumbnail_url: "https://i.example/41.jpg",
  published_on: "2026-10-30",
  duration_seconds: 215,
  channel_id: "5",
  channel_title: "Channel five",
  channel_handle: "@five",
  channel_thumbnail: "https://i.example/5.jpg",
  isrc: null,
  track_name: null,
  track_artist: null,
  views: "100",
  premium_views: "10",
  revenue: "250000",
  premium_revenue: "40000",
  watch_seconds: "3000",
  total: "2",
  total_views: "150",
  total_premium_views: "12",
  total_revenue: "9007199254740993",
  total_premium_revenue: "50000",
  total_watch_seconds: "4500",
};

const moneyRow = z.object({ day: z.string(), views: numberColumn, revenue: bigintColumn });

describe("raw rows read through a schema", () => {
  it("reads bigint columns as either engine hands them over, money past 2^53 exact", () => {
    const rows = parseRows(moneyRow, {
      rows: [
        // node-postgres: sums and bigints arrive as text.
        { day: "2026-11-01", views: "12", revenue: "9007199254740993" },
        // PGlite: numbers, or bigints when large.
        { day: "2026-11-02", views: 7, revenue: 9007199254740995n },
      ],
    });
    expect(rows).toEqual([
      { day: "2026-11-01", views: 12, revenue: 9007199254740993n },
      { day: "2026-11-02", views: 7, revenue: 9007199254740995n },
    ]);
  });

  it("refuses a row that is not what the statement promised", () => {
    expect(() => parseRows(moneyRow, { rows: [{ day: "2026-11-01", views: "12" }] })).toThrow();
    expect(() =>
      parseRows(moneyRow, { rows: [{ day: "2026-11-01", views: "12", revenue: "1.5" }] }),
    ).toThrow();
    expect(() => parseRows(moneyRow, [{ day: "2026-11-01" }])).toThrow();
  });

  it("answers the one row of an aggregate, and fails loudly without it", () => {
    expect(parseOneRow(z.object({ count: numberColumn }), { rows: [{ count: "3" }] })).toEqual({ count: 3 });
    expect(() => parseOneRow(z.object({ count: numberColumn }), { rows: [] })).toThrow();
  });

  it("reads the video list's rows column by column, refusing a column that is not what the select says", () => {
    expect(() => mapRows(videoRowWithTotals, { rows: [{ ...pageRow, revenue: "1.5" }] })).toThrow(
      "column revenue is not a whole number",
    );
    expect(() => mapRows(videoRowWithTotals, { rows: [{ ...pageRow, title: 7 }] })).toThrow(
      "column title is not text",
    );
    const { total_views: _dropped, ...withoutTotalViews } = pageRow;
    expect(() => mapRows(videoRowWithTotals, { rows: [withoutTotalViews] })).toThrow(
      "column total_views is not a whole number",
    );
    expect(() => mapRows(videoRowWithTotals, { rows: [null] })).toThrow("a row is not an object");
  });

  it("splits a page row summed from the facts into the video and the totals of every match", () => {
    const [row] = mapRows(videoRowWithTotals, { rows: [pageRow] });
    expect(row?.video).toMatchObject({
      id: 41,
      duration: 215,
      channel: { id: 5, title: "Channel five", handle: "@five", thumbnail: "https://i.example/5.jpg" },
      music: null,
      sums: { views: 100, premiumViews: 10, revenue: 250000n, premiumRevenue: 40000n, watchSeconds: 3000 },
    });
    expect(row?.totals).toEqual({
      total: 2,
      totals: {
        views: 150,
        premiumViews: 12,
        revenue: 9007199254740993n,
        premiumRevenue: 50000n,
        watchSeconds: 4500,
      },
    });
  });
});
