import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/client";

// Migration 0037 (docs/decisions/151) on a network with facts: every row moves into the partition
// of its month, the read models stay as they were, and the triggers of the facts fire on the
// partitioned table. It runs on its own embedded database, migrated up to 0036.
let pglite: PGlite;
const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
const partitioned = migrations.findIndex((m) => m.sql.some((s) => s.includes("PARTITION BY RANGE")));

async function apply(index: number) {
  await pglite.transaction(async (tx) => {
    for (const statement of migrations[index]?.sql ?? []) await tx.exec(statement);
  });
}

beforeAll(async () => {
  pglite = new PGlite();
  for (let i = 0; i < partitioned; i++) await apply(i);
});
afterAll(() => pglite.close());

const rows = async <T>(query: string) => (await pglite.query<T>(query)).rows;
const months = () =>
  rows<{ video_id: number; month: string; days: number; views: number }>(
    "select video_id::int, month::text, days, views::int from video_monthly_stats order by 1, 2",
  );
const generation = async () =>
  Number((await rows<{ g: number }>("select generation::int as g from revenue_generations"))[0]?.g ?? 0);

describe("migration 0037", () => {
  it("moves every fact into its month's partition and keeps the read models and their triggers", async () => {
    expect(partitioned).toBeGreaterThan(0);
    await pglite.exec(`
      insert into networks (id, slug, name, color_primary, color_primary_dim, languages, currencies)
        values (1, 'n', 'N', '#000', '#111', '{en}', '{USD}');
      insert into accounts (id, network_id, email, nickname, password_hash, account_type, referral_code)
        values (1, 1, 'a@x.test', 'a', 'h', 'mcn', 'R1');
      insert into channels (id, network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
        values (1, 1, 1, 'UC1', 'one', 'One', 'game', 'approved', 'V1');
      insert into videos (id, network_id, channel_id, platform_video_id, title, published_on)
        values (1, 1, 1, 'v1', 'V1', '2025-01-01'), (2, 1, 1, 'v2', 'V2', '2025-01-01');
      insert into video_daily_stats (video_id, day, channel_id, views, revenue_micro)
        values (1, '2025-01-31', 1, 10, 100), (1, '2025-02-01', 1, 20, 200), (2, '2025-02-28', 1, 5, 50),
          (2, '2025-06-15', 1, 7, 70);`);
    const before = await months();
    const beforeGeneration = await generation();
    await apply(partitioned);

    const placed = await rows<{ part: string; video_id: number; day: string }>(
      "select tableoid::regclass::text as part, video_id::int, day::text from video_daily_stats order by 2, 3",
    );
    expect(placed).toEqual([
      { part: "video_daily_stats_2025_01", video_id: 1, day: "2025-01-31" },
      { part: "video_daily_stats_2025_02", video_id: 1, day: "2025-02-01" },
      { part: "video_daily_stats_2025_02", video_id: 2, day: "2025-02-28" },
      { part: "video_daily_stats_2025_06", video_id: 2, day: "2025-06-15" },
    ]);
    expect(await months()).toEqual(before);
    expect(await generation()).toBe(beforeGeneration);
    expect(await rows("select 1 from pg_class where relname = 'video_daily_stats_unpartitioned'")).toEqual(
      [],
    );

    // The triggers, on the partitioned table: a write moves the video months and the generation.
    await pglite.exec(`insert into video_daily_stats (video_id, day, channel_id, views, revenue_micro)
      values (1, '2025-02-02', 1, 1, 1)
      on conflict (video_id, day) do update set views = excluded.views`);
    expect((await months()).find((m) => m.video_id === 1 && m.month === "2025-02-01")).toMatchObject({
      days: 2,
      views: 21,
    });
    expect(await generation()).toBe(beforeGeneration + 1);
    // The import's conflict target still names the key.
    await pglite.exec(`insert into video_daily_stats (video_id, day, channel_id, views, revenue_micro)
      values (1, '2025-02-02', 1, 4, 1)
      on conflict (video_id, day) do update set views = excluded.views`);
    expect((await months()).find((m) => m.video_id === 1 && m.month === "2025-02-01")).toMatchObject({
      days: 2,
      views: 24,
    });
    // A video deleted takes its facts in every partition with it (the key to videos cascades).
    await pglite.exec("delete from videos where id = 2");
    expect(await rows("select 1 from video_daily_stats where video_id = 2")).toEqual([]);
    // The bounds hold on every partition.
    await expect(
      pglite.exec(`insert into video_daily_stats (video_id, day, channel_id, views, premium_views)
        values (1, '2025-01-05', 1, 1, 2)`),
    ).rejects.toThrow(/video_daily_stats_bounds/);
  });
});
