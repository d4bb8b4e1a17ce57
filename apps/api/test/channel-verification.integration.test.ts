import { channelDetailCall, channelVerifyCall, E, type TChannel } from "@studio/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels, networks, notifications } from "../src/db/schema";
import { OWNERSHIP_CHECK_QUEUE, type OwnershipCheckJob } from "../src/modules/channel/ownership-check";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, signedIn } from "./support/channels";
import { eventually } from "./support/eventually";
import { jobClock, jobsSettledSince } from "./support/jobs";
import { changeSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** The channel row as stored, read straight from the database: no client is polling the API. */
async function stored(channelId: number) {
  const [row] = await t.database.db.select().from(channels).where(eq(channels.id, channelId));
  if (!row) throw new Error(`channel ${channelId} is gone`);
  return row;
}

async function detail(owner: SignedIn, channelId: number): Promise<TChannel> {
  return expectOk(await owner.client.call(channelDetailCall, { channel_id: channelId }));
}

describe("ownership verification", () => {
  it("goes on by itself after the description changes, with no client asking, and stops on success", async () => {
    const owner = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, owner, { viewCount: 250_000 });

    const started = expectOk(await owner.client.call(channelVerifyCall, { channel_id: channel.id }));
    expect(started.verification).toMatchObject({ state: "verifying", checking: true });
    const until = Date.parse(started.verification.checking_until ?? "");
    expect(until - t.clock.now().getTime()).toBe(24 * HOUR);

    // The code is not in the description yet: the first check fails and checks keep coming.
    await eventually(async () =>
      (await stored(channel.id)).verificationState === "failed" ? true : undefined,
    );
    const failed = await detail(owner, channel.id);
    expect(failed).toMatchObject({
      status: "need.approved",
      verification: { state: "failed", checking: true },
    });

    // The owner pastes the code on the platform and closes the browser.
    await changeSandboxChannel(t.sandbox, platform.handle, {
      description: `Welcome to my channel!\n${channel.verification_code.toLowerCase()}`,
    });
    const verified = await eventually(async () => {
      const row = await stored(channel.id);
      return row.verificationState === "verified" ? row : undefined;
    });
    expect(verified.status).toBe("pending");
    expect(verified.verifiedAt).not.toBeNull();
    expect(verified.checkUntil).toBeNull();

    const seen = await detail(owner, channel.id);
    expect(seen).toMatchObject({ status: "pending", verification: { state: "verified", checking: false } });
    // Verified is final for this channel: asking again answers 30000.
    expectError(
      await owner.client.call(channelVerifyCall, { channel_id: channel.id }, { language: "ko" }),
      409,
      E.CHANNEL_ALREADY_VERIFIED,
      "ko",
    );
    // No further check changes anything once verified: a late check of the same run (a retry, a
    // duplicate delivery) runs to the end, changes nothing, and schedules no other.
    const mark = await jobClock(t.database.db);
    await t.app.deps.jobs.send<OwnershipCheckJob>(OWNERSHIP_CHECK_QUEUE, {
      channelId: channel.id,
      run: verified.checkRun,
    });
    await jobsSettledSince(t.database.db, OWNERSHIP_CHECK_QUEUE, { channelId: channel.id }, mark);
    expect(await stored(channel.id)).toEqual(verified);
  });

  it.each([
    [100_000, "denied.pending"],
    [100_001, "pending"],
  ] as const)("a channel with %i total views becomes %s once verified", async (viewCount, status) => {
    const owner = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, owner, { viewCount });
    await changeSandboxChannel(t.sandbox, platform.handle, { description: channel.verification_code });
    expectOk(await owner.client.call(channelVerifyCall, { channel_id: channel.id }));
    const row = await eventually(async () => {
      const current = await stored(channel.id);
      return current.verificationState === "verified" ? current : undefined;
    });
    expect(row.status).toBe(status);
    expect(row.viewCount).toBe(viewCount);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, owner.account.id), eq(notifications.type, "channel.status")));
    expect(notes.map((n) => n.params.to)).toContain(status);
  });

  it("follows the network's own hold threshold", async () => {
    const wave = await signedIn(t, { network: "wave" });
    await t.database.db
      .update(networks)
      .set({ holdThresholdViews: 500_000 })
      .where(eq(networks.slug, "wave"));
    try {
      const { channel, platform } = await registeredChannel(t, wave, { viewCount: 400_000 });
      await changeSandboxChannel(t.sandbox, platform.handle, { description: channel.verification_code });
      expectOk(await wave.client.call(channelVerifyCall, { channel_id: channel.id }));
      const row = await eventually(async () => {
        const current = await stored(channel.id);
        return current.verificationState === "verified" ? current : undefined;
      });
      expect(row.status).toBe("denied.pending");
    } finally {
      await t.database.db
        .update(networks)
        .set({ holdThresholdViews: 100_000 })
        .where(eq(networks.slug, "wave"));
    }
  });

  it("stops checking 24 hours after the owner asked", async () => {
    const owner = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, owner);
    expectOk(await owner.client.call(channelVerifyCall, { channel_id: channel.id }));
    await eventually(async () =>
      (await stored(channel.id)).verificationState === "failed" ? true : undefined,
    );

    t.clock.advance(24 * HOUR + 60_000);
    try {
      const mark = await jobClock(t.database.db);
      await changeSandboxChannel(t.sandbox, platform.handle, { description: channel.verification_code });
      // The check already scheduled runs after the 24 hours: it finds the run over, does nothing,
      // and schedules no next one.
      await jobsSettledSince(t.database.db, OWNERSHIP_CHECK_QUEUE, { channelId: channel.id }, mark);
      expect((await stored(channel.id)).verificationState).toBe("failed");
      const seen = await detail(owner, channel.id);
      expect(seen.verification).toMatchObject({ state: "failed", checking: false, checking_until: null });

      // Asking again starts a new 24-hour run, which finds the code.
      expectOk(await owner.client.call(channelVerifyCall, { channel_id: channel.id }));
      await eventually(async () =>
        (await stored(channel.id)).verificationState === "verified" ? true : undefined,
      );
    } finally {
      t.clock.advance(-(24 * HOUR + 60_000));
    }
  });

  it("records an error when the platform no longer knows the channel, and keeps checking", async () => {
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner);
    // A channel the platform lost: checks ask by a stored id the platform never had.
    await t.database.db
      .update(channels)
      .set({ platformChannelId: "UCxxxxxxxxxxxxxxxxxxxxxx" })
      .where(eq(channels.id, channel.id));
    expectOk(await owner.client.call(channelVerifyCall, { channel_id: channel.id }));
    await eventually(async () =>
      (await stored(channel.id)).verificationState === "error" ? true : undefined,
    );
    expect((await detail(owner, channel.id)).verification).toMatchObject({ state: "error", checking: true });
  });
});
