import { channelReviewCall, E } from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels } from "../src/db/schema";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, setChannelStatus, signedIn } from "./support/channels";
import { setAccountFields } from "./support/factories";
import { changeSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

// 22:30 in Seoul (the demo network's time zone) on 21 November 2026.
const LATE_EVENING_SEOUL = new Date("2026-11-21T13:30:00Z");
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: LATE_EVENING_SEOUL });
});
afterAll(() => t.close());

async function heldChannel(viewCount = 80_000) {
  const owner = await signedIn(t);
  const { channel, platform } = await registeredChannel(t, owner, { viewCount });
  await setChannelStatus(t, channel.id, {
    status: "denied.pending",
    verificationState: "verified",
    verifiedAt: t.clock.now(),
  });
  return { owner, channel, platform };
}

describe("POST channel/review", () => {
  it("allows one request a day in the network's time zone (30007), and again after midnight", async () => {
    const { owner, channel } = await heldChannel();
    const first = expectOk(await owner.client.call(channelReviewCall, { channel_id: channel.id }));
    // Still at or below the threshold: it stays held, marked as asking.
    expect(first.status).toBe("denied.pending");
    expect(first.review).toMatchObject({
      last_requested_at: t.clock.now().toISOString(),
      can_request: false,
    });

    t.clock.advance(60 * MINUTE); // 23:30 in Seoul: the same day
    expectError(
      await owner.client.call(channelReviewCall, { channel_id: channel.id }, { language: "zh-CN" }),
      429,
      E.REREVIEW_DAILY_LIMIT,
      "zh-CN",
    );
    t.clock.advance(31 * MINUTE); // 00:01 the next day in Seoul (still the 21st in UTC)
    expect(t.clock.now().toISOString().slice(0, 10)).toBe("2026-11-21");
    const next = expectOk(await owner.client.call(channelReviewCall, { channel_id: channel.id }));
    expect(next.review.last_requested_at).toBe(t.clock.now().toISOString());
    t.clock.advance(-(91 * MINUTE));
  });

  it("counts the day in the owner's own time zone when the owner has one (decision 051)", async () => {
    const { owner, channel } = await heldChannel();
    await setAccountFields(t.database.db, owner.account.id, { timeZone: "America/Los_Angeles" });
    // 05:30 on the 21st in Los Angeles.
    expectOk(await owner.client.call(channelReviewCall, { channel_id: channel.id }));
    t.clock.advance(91 * MINUTE); // 00:01 on the 22nd in Seoul, 07:01 on the 21st in Los Angeles
    expectError(
      await owner.client.call(channelReviewCall, { channel_id: channel.id }),
      429,
      E.REREVIEW_DAILY_LIMIT,
    );
    t.clock.advance(17 * 60 * MINUTE); // 00:01 on the 22nd in Los Angeles
    const next = expectOk(await owner.client.call(channelReviewCall, { channel_id: channel.id }));
    expect(next.review.last_requested_at).toBe(t.clock.now().toISOString());
    t.clock.advance(-(91 * MINUTE + 17 * 60 * MINUTE));
  });

  it("re-reads the views: above the threshold the channel goes to staff as pending", async () => {
    const { owner, channel, platform } = await heldChannel(90_000);
    await changeSandboxChannel(t.sandbox, platform.handle, { viewCount: 100_001 });
    const queued = expectOk(await owner.client.call(channelReviewCall, { channel_id: channel.id }));
    expect(queued).toMatchObject({ status: "pending", total_views: 100_001 });
    // No longer held: not eligible for another re-review (30006).
    expectError(
      await owner.client.call(channelReviewCall, { channel_id: channel.id }),
      403,
      E.REREVIEW_NOT_ELIGIBLE,
      "en",
    );
  });

  it.each(["need.approved", "pending", "approved", "deny"] as const)(
    "refuses a %s channel (30006)",
    async (status) => {
      const owner = await signedIn(t);
      const { channel } = await registeredChannel(t, owner);
      await setChannelStatus(t, channel.id, { status });
      expectError(
        await owner.client.call(channelReviewCall, { channel_id: channel.id }),
        403,
        E.REREVIEW_NOT_ELIGIBLE,
      );
    },
  );

  it("answers 30002 and keeps the day's request when the platform cannot return the channel", async () => {
    const { owner, channel, platform } = await heldChannel();
    // A channel the platform lost: the stored id is one the platform never had.
    await t.database.db
      .update(channels)
      .set({ platformChannelId: "UCaaaaaaaaaaaaaaaaaaaaaa" })
      .where(eq(channels.id, channel.id));
    expectError(
      await owner.client.call(channelReviewCall, { channel_id: channel.id }),
      422,
      E.CHANNEL_FETCH_FAILED,
    );
    await t.database.db
      .update(channels)
      .set({ platformChannelId: platform.id })
      .where(eq(channels.id, channel.id));
    expectOk(await owner.client.call(channelReviewCall, { channel_id: channel.id }));
  });
});
