import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/client";

// The migration that brings the import's bounds repairs an installation holding figures imported
// before them. It runs here on its own embedded database, migrated up to the one before it.
let pglite: PGlite;
const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
const boundsIndex = migrations.findIndex((m) => m.sql.some((s) => s.includes("video_daily_stats_bounds")));

async function apply(index: number) {
  await pglite.transaction(async (tx) => {
    for (const statement of migrations[index]?.sql ?? []) await tx.exec(statement);
  });
}

beforeAll(async () => {
  pglite = new PGlite();
  for (let i = 0; i < boundsIndex; i++) await apply(i);
});
afterAll(() => pglite.close());

describe("the migration adding the import's bounds", () => {
  it("drops facts past the bounds, rebuilds their rollups and period builds, and then holds", async () => {
    await pglite.exec(`
      insert into networks (id, slug, name, color_primary, color_primary_dim, languages, currencies)
        values (1, 'n', 'N', '#000', '#111', '{en}', '{USD}');
      insert into accounts (id, network_id, email, nickname, password_hash, account_type, referral_code)
        values (1, 1, 'o@x.test', 'o', 'h', 'creator', 'R1');
      insert into channels (id, network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
        values (1, 1, 1, 'UC1', 'h1', 'C1', 'game', 'approved', 'V1');
      insert into videos (id, network_id, channel_id, platform_video_id, title, published_on)
        values (1, 1, 1, 'ok', 'ok', '2026-11-01'), (2, 1, 1, 'bad', 'bad', '2026-11-01');
      insert into video_daily_stats (video_id, day, channel_id, views, revenue_micro)
        values (1, '2026-11-10', 1, 100, 5), (2, '2026-11-10', 1, 9007199254740991, 5);
      insert into channel_daily_stats (channel_id, day, network_id, views, revenue_micro)
        values (1, '2026-11-10', 1, 9007199254741091, 10);
      insert into account_daily_stats (account_id, day, views, revenue_micro)
        values (1, '2026-11-10', 9007199254741091, 10);
      insert into video_period_builds (account_id, range_start, range_end, generation)
        values (1, '2026-11-01', '2026-11-18', 1);`);
    await apply(boundsIndex);
    const facts = await pglite.query<{ video_id: number }>("select video_id from video_daily_stats");
    expect(facts.rows.map((r) => Number(r.video_id))).toEqual([1]);
    const channel = await pglite.query<{ views: string; revenue_micro: string }>(
      "select views::text, revenue_micro::text from channel_daily_stats",
    );
    expect(channel.rows).toEqual([{ views: "100", revenue_micro: "5" }]);
    const account = await pglite.query<{ views: string }>("select views::text from account_daily_stats");
    expect(account.rows).toEqual([{ views: "100" }]);
    expect((await pglite.query("select 1 from video_period_builds")).rows).toHaveLength(0);
    // From now on the table itself refuses such a row.
    await expect(
      pglite.exec(
        "insert into video_daily_stats (video_id, day, channel_id, views) values (2, '2026-11-11', 1, 10000000001)",
      ),
    ).rejects.toThrow(/video_daily_stats_bounds/);
  });
});
