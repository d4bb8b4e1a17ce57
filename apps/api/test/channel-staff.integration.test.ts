import {
  adminChannelApproveCall,
  adminChannelDenyCall,
  adminChannelHistoryCall,
  adminChannelQueueCall,
  channelDetailCall,
  channelVerifyCall,
  E,
} from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels, notifications } from "../src/db/schema";
import { watchApprovedChannels } from "../src/modules/channel/watch-approved-channels";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, signedIn } from "./support/channels";
import { eventually } from "./support/eventually";
import { changeSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A channel verified through the real check, waiting for staff. */
async function pendingChannel() {
  const owner = await signedIn(t);
  const { channel, platform } = await registeredChannel(t, owner, { viewCount: 300_000 });
  await changeSandboxChannel(t.sandbox, platform.handle, { description: channel.verification_code });
  expectOk(await owner.client.call(channelVerifyCall, { channel_id: channel.id }));
  await eventually(async () => {
    const [row] = await t.database.db.select().from(channels).where(eq(channels.id, channel.id));
    return row?.status === "pending" ? true : undefined;
  });
  return { owner, channel, platform };
}

async function notificationsOf(accountId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId));
}

describe("staff channel review", () => {
  it("is for network staff only (403 for everyone else)", async () => {
    const creator = await signedIn(t);
    expectError(await creator.client.call(adminChannelQueueCall, {}), 403, E.INVALID_ACCESS);
    expectError(await creator.client.call(adminChannelApproveCall, { channel_id: 1 }), 403, E.INVALID_ACCESS);
  });

  it("queues pending channels, approves one, notifies the owner, and refuses a second decision (30010)", async () => {
    const staff = await signedIn(t, { isStaff: true });
    const { owner, channel } = await pendingChannel();

    const queue = expectOk(await staff.client.call(adminChannelQueueCall, { status: "pending" }));
    const queued = queue.items.find((c) => c.id === channel.id);
    expect(queued).toMatchObject({
      status: "pending",
      owner_email: owner.email,
      verification: { state: "verified" },
    });
    expect(queue.items.every((c) => c.status === "pending")).toBe(true);

    const approved = expectOk(await staff.client.call(adminChannelApproveCall, { channel_id: channel.id }));
    expect(approved.status).toBe("approved");
    expect(approved.approved_at).toBe(t.clock.now().toISOString());
    expect((await notificationsOf(owner.account.id)).map((n) => n.params.to)).toContain("approved");
    const seen = expectOk(await owner.client.call(channelDetailCall, { channel_id: channel.id }));
    expect(seen.status).toBe("approved");

    expectError(
      await staff.client.call(adminChannelApproveCall, { channel_id: channel.id }, { language: "ko" }),
      409,
      E.CHANNEL_TRANSITION_REFUSED,
      "ko",
    );
    expectError(
      await staff.client.call(adminChannelDenyCall, { channel_id: channel.id, reason: "late" }),
      409,
      E.CHANNEL_TRANSITION_REFUSED,
    );
    const after = expectOk(await staff.client.call(adminChannelQueueCall, {}));
    expect(after.items.some((c) => c.id === channel.id)).toBe(false);
  });

  it("denies with a reason the owner reads; the reason is required", async () => {
    const staff = await signedIn(t, { isStaff: true });
    const { owner, channel } = await pendingChannel();
    expectError(
      await staff.client.call(adminChannelDenyCall, { channel_id: channel.id, reason: "  " }),
      400,
      E.FIELDS_REQUIRED,
    );
    expectError(
      await staff.client.call(adminChannelDenyCall, { channel_id: channel.id, reason: "x".repeat(501) }),
      400,
      E.CONTENT_TOO_LONG,
    );
    const denied = expectOk(
      await staff.client.call(adminChannelDenyCall, {
        channel_id: channel.id,
        reason: "Reused content from other channels",
      }),
    );
    expect(denied.status).toBe("deny");
    const seen = expectOk(await owner.client.call(channelDetailCall, { channel_id: channel.id }));
    expect(seen.review.deny_reason).toBe("Reused content from other channels");
    const note = (await notificationsOf(owner.account.id)).find((n) => n.params.to === "deny");
    expect(note?.params.reason).toBe("Reused content from other channels");
  });

  it("may approve a held channel too, and shows the whole history with who did what", async () => {
    const staff = await signedIn(t, { isStaff: true });
    const owner = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, owner, { viewCount: 5_000 });
    await changeSandboxChannel(t.sandbox, platform.handle, { description: channel.verification_code });
    expectOk(await owner.client.call(channelVerifyCall, { channel_id: channel.id }));
    await eventually(async () => {
      const [row] = await t.database.db.select().from(channels).where(eq(channels.id, channel.id));
      return row?.status === "denied.pending" ? true : undefined;
    });
    const held = expectOk(await staff.client.call(adminChannelQueueCall, { status: "denied.pending" }));
    expect(held.items.map((c) => c.id)).toContain(channel.id);
    expectOk(await staff.client.call(adminChannelApproveCall, { channel_id: channel.id }));

    const { events } = expectOk(await staff.client.call(adminChannelHistoryCall, { channel_id: channel.id }));
    const story = events.map((e) => [e.kind, e.from, e.to, e.actor?.name ?? "system"]).reverse();
    expect(story).toEqual([
      ["status", null, "need.approved", owner.nickname],
      ["check", "none", "verifying", owner.nickname],
      ["check", "verifying", "verified", "system"],
      ["status", "need.approved", "denied.pending", "system"],
      ["status", "denied.pending", "approved", staff.nickname],
    ]);
  });

  it("keeps each network's staff to its own channels (404)", async () => {
    const waveStaff = await signedIn(t, { isStaff: true, network: "wave" });
    const { channel } = await pendingChannel();
    expectError(
      await waveStaff.client.call(adminChannelApproveCall, { channel_id: channel.id }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(
      await waveStaff.client.call(adminChannelHistoryCall, { channel_id: channel.id }),
      404,
      E.INVALID_ACCESS,
    );
    const queue = expectOk(await waveStaff.client.call(adminChannelQueueCall, {}));
    expect(queue.items.some((c) => c.id === channel.id)).toBe(false);
  });
});

describe("staff queue paging", () => {
  it("pages pending channels first, then held ones, each oldest verification first, with no row lost or repeated", async () => {
    const staff = await signedIn(t, { isStaff: true });
    const owner = await signedIn(t);
    const base = Date.UTC(2026, 0, 1);
    // Verification days out of order, one without a day, and both waiting statuses interleaved.
    const made = await t.database.db
      .insert(channels)
      .values(
        [3, 1, null, 4, 0, 2, 5].map((day, i) => ({
          networkId: owner.account.networkId,
          ownerId: owner.account.id,
          platformChannelId: `UCqueuepaging${i}`,
          handle: `@queuepaging${i}`,
          title: `Queue paging ${i}`,
          category: "game",
          status: i % 2 === 0 ? ("pending" as const) : ("denied.pending" as const),
          verificationCode: `qp${i}`,
          verifiedAt: day === null ? null : new Date(base + day * DAY),
        })),
      )
      .returning();
    const waiting = await t.database.db
      .select()
      .from(channels)
      .where(
        sql`${channels.networkId} = ${owner.account.networkId} and ${channels.status} in ('pending', 'denied.pending')`,
      );
    const time = (d: Date | null) => d?.getTime() ?? Number.POSITIVE_INFINITY;
    const expected = waiting
      .sort(
        (a, b) =>
          (a.status === "pending" ? 0 : 1) - (b.status === "pending" ? 0 : 1) ||
          time(a.verifiedAt) - time(b.verifiedAt) ||
          a.id - b.id,
      )
      .map((c) => c.id);

    const paged: number[] = [];
    for (let page = 0; paged.length < expected.length && page < 100; page++) {
      const answer = expectOk(await staff.client.call(adminChannelQueueCall, { page, size: 2 }));
      expect(answer.total).toBe(expected.length);
      paged.push(...answer.items.map((c) => c.id));
    }
    expect(paged).toEqual(expected);
    expect(made.every((c) => paged.includes(c.id))).toBe(true);

    const held = expectOk(
      await staff.client.call(adminChannelQueueCall, { status: "denied.pending", size: 200 }),
    );
    expect(held.items.map((c) => c.id)).toEqual(
      expected.filter((id) => waiting.find((c) => c.id === id)?.status === "denied.pending"),
    );
  });
});

describe("daily re-check of approved channels", () => {
  it("records a missing code and a changed handle for the owner, once, and acts on nothing", async () => {
    const staff = await signedIn(t, { isStaff: true });
    const { owner, channel, platform } = await pendingChannel();
    expectOk(await staff.client.call(adminChannelApproveCall, { channel_id: channel.id }));

    t.clock.advance(DAY);
    try {
      await changeSandboxChannel(t.sandbox, platform.handle, {
        description: "new description",
        handle: `${platform.handle}-tv`,
      });
      await watchApprovedChannels({ ...t.app.deps });
      const seen = expectOk(await owner.client.call(channelDetailCall, { channel_id: channel.id }));
      expect(seen).toMatchObject({
        status: "approved",
        handle: `${platform.handle}-tv`,
        watch: {
          code_missing_since: t.clock.now().toISOString(),
          handle_changed_from: platform.handle,
          handle_changed_at: t.clock.now().toISOString(),
        },
      });
      const watchNotes = (await notificationsOf(owner.account.id)).filter((n) => n.type === "channel.watch");
      expect(watchNotes.map((n) => n.params.to).sort()).toEqual(["code_missing", "handle_changed"]);

      // A second run the same day checks nothing; the next day finds nothing new.
      expect((await watchApprovedChannels(t.app.deps)).checked).toBe(0);
      t.clock.advance(DAY);
      await watchApprovedChannels(t.app.deps);
      expect(
        (await notificationsOf(owner.account.id)).filter((n) => n.type === "channel.watch"),
      ).toHaveLength(2);

      // The code comes back: recorded as restored.
      await changeSandboxChannel(t.sandbox, `${platform.handle}-tv`, {
        description: channel.verification_code,
      });
      t.clock.advance(DAY);
      await watchApprovedChannels(t.app.deps);
      const restored = expectOk(await owner.client.call(channelDetailCall, { channel_id: channel.id }));
      expect(restored.watch.code_missing_since).toBeNull();
    } finally {
      t.clock.advance(-3 * DAY);
    }
  });

  it("is scheduled daily as a background job", async () => {
    // Both engines' drivers answer raw SQL with { rows }.
    const result = (await t.database.db.execute(
      sql`select name, cron from pgboss.schedule where name = 'channel-watch'`,
    )) as unknown as { rows: { name: string; cron: string }[] };
    expect(result.rows).toEqual([{ name: "channel-watch", cron: "0 3 * * *" }]);
  });
});
