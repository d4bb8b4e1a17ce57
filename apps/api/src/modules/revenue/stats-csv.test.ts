import { describe, expect, it } from "vitest";
import { readStatsCsv } from "./stats-csv";

const HEADER =
  "date,channel_id,video_id,title,published_on,duration_seconds,isrc,views,premium_views,revenue_usd,premium_revenue_usd,watch_seconds,average_watch_rate,countries";
const EMOJI_TITLE = "😀".repeat(100);

function fileOf(rows: number, padding: string): string {
  const lines = Array.from(
    { length: rows },
    (_, n) =>
      `2026-11-10,UC1,v${n},${n === 0 ? padding : ""}${EMOJI_TITLE},2026-11-01,30,,10,0,1,0,100,50,KR:10`,
  );
  return [HEADER, ...lines].join("\n");
}

async function readAll(text: string) {
  const rows = [];
  const rejected = [];
  for await (const chunk of readStatsCsv(text, 100)) {
    rows.push(...chunk.rows);
    rejected.push(...chunk.rejected);
  }
  return { rows, rejected };
}

describe("readStatsCsv", () => {
  it("keeps a character whole where a file in memory is cut into slices", async () => {
    // Place a surrogate pair across the first 64 KiB boundary of the text.
    let padding = "";
    let text = fileOf(400, padding);
    while ((text.charCodeAt(65_535) & 0xfc00) !== 0xd800) {
      padding += "x";
      text = fileOf(400, padding);
    }
    const { rows, rejected } = await readAll(text);
    expect(rejected).toEqual([]);
    expect(rows).toHaveLength(400);
    expect(rows.every((r, n) => r.value.title === `${n === 0 ? padding : ""}${EMOJI_TITLE}`)).toBe(true);
  });

  it("names every bad row and keeps reading after one", async () => {
    const text = [
      HEADER,
      "2026-11-10,UC1,v1,T\u0000,2026-11-01,30,,10,0,1,0,100,50,KR:10",
      "2026-11-10,UC1,v2,T,2026-11-01,30,,10,0,1,0,100,50,KR:11",
      "2026-11-10,UC1,v3,T,2026-11-01,30,,1e3,0,1,0,100,50,",
    ].join("\n");
    const { rows, rejected } = await readAll(text);
    expect(rows).toEqual([]);
    expect(rejected.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(rejected[0]?.reason).toContain("title: control characters");
    expect(rejected[1]?.reason).toContain("countries");
    expect(rejected[2]?.reason).toContain("views must be a whole number");
  });

  it("refuses a file without the required columns as a whole (row 0)", async () => {
    const { rejected } = await readAll("date,channel_id\n2026-11-10,UC1");
    expect(rejected).toEqual([
      expect.objectContaining({ row: 0, reason: expect.stringContaining("missing columns") }),
    ]);
  });
});
