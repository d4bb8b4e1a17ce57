import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels } from "../src/db/schema";
import type { PlatformAdapter } from "../src/lib/platform-adapter";
import { quotaDay, quotaSpent } from "../src/modules/channel/platform-quota";
import { watchApprovedChannels } from "../src/modules/channel/watch-approved-channels";
import { registeredChannel, setChannelStatus, signedIn } from "./support/channels";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The daily re-check of approved channels asks the platform for 50 channels a call and stops at the
 * day's YOUTUBE_DAILY_QUOTA (one unit a call); the channels left wait for the next day
 * (docs/operations.md, "The YouTube quota"). The sandbox platform answers; a wrapper counts the calls.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

function countingPlatform(platform: PlatformAdapter) {
  const batches: number[] = [];
  const counted: PlatformAdapter = {
    ...platform,
    findChannel: () => Promise.reject(new Error("the re-check asks for channels in batches")),
    findChannelsById: (ids) => {
      batches.push(ids.length);
      return platform.findChannelsById(ids);
    },
  };
  return { platform: counted, batches };
}

async function approvedCount(): Promise<number> {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(channels)
    .where(eq(channels.status, "approved"));
  return Number(row?.count ?? 0);
}

async function dueCount(now: Date): Promise<number> {
  const before = new Date(now.getTime() - 20 * 3_600_000);
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(channels)
    .where(
      and(
        eq(channels.status, "approved"),
        or(isNull(channels.lastWatchedAt), lt(channels.lastWatchedAt, before)),
      ),
    );
  return Number(row?.count ?? 0);
}

describe("the daily re-check and the YouTube quota", () => {
  it("asks for 50 channels a call, stops at the day's quota and checks the rest the next day", async () => {
    // Enough approved channels for three calls, whatever the demo data holds.
    const owners = await Promise.all(Array.from({ length: 11 }, () => signedIn(t)));
    for (const owner of owners) {
      for (let i = 0; i < 10; i++) {
        const { channel } = await registeredChannel(t, owner);
        await setChannelStatus(t, channel.id, { status: "approved" });
      }
    }
    const total = await approvedCount();
    expect(total).toBeGreaterThan(100);

    t.clock.advance(2 * DAY);
    try {
      const due = await dueCount(t.clock.now());
      expect(due).toBe(total);
      const config = { ...t.app.deps.config, YOUTUBE_DAILY_QUOTA: 2 };

      // Day 1: two units, two calls of 50.
      const first = countingPlatform(t.app.deps.platform);
      const day1 = await watchApprovedChannels({ ...t.app.deps, config, platform: first.platform });
      expect(first.batches).toEqual([50, 50]);
      expect(day1).toMatchObject({ checked: 100, calls: 2, quotaExhausted: true });
      expect(await quotaSpent(t.database.db, quotaDay(t.clock.now()))).toBe(2);
      expect(await dueCount(t.clock.now())).toBe(total - 100);

      // A rerun the same day (another node, a retry) finds the quota spent: no call.
      const again = countingPlatform(t.app.deps.platform);
      const rerun = await watchApprovedChannels({ ...t.app.deps, config, platform: again.platform });
      expect(again.batches).toEqual([]);
      expect(rerun).toMatchObject({ checked: 0, calls: 0, quotaExhausted: true });

      // The next day: the channels left over come first, then the rest, within the new day's units.
      t.clock.advance(DAY);
      const next = countingPlatform(t.app.deps.platform);
      const day2 = await watchApprovedChannels({
        ...t.app.deps,
        config: { ...config, YOUTUBE_DAILY_QUOTA: 100 },
        platform: next.platform,
      });
      expect(next.batches.every((size) => size <= 50)).toBe(true);
      expect(next.batches.length).toBe(Math.ceil(total / 50));
      expect(day2).toMatchObject({ checked: total, calls: Math.ceil(total / 50), quotaExhausted: false });
      expect(await dueCount(t.clock.now())).toBe(0);
    } finally {
      t.clock.advance(-3 * DAY);
    }
  });
});
