import {
  adminChannelApproveCall,
  channelAddCall,
  channelDetailCall,
  channelVerifyCall,
  deleteAccountCall,
  E,
  meCall,
} from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelEvents, channels, notifications } from "../src/db/schema";
import { isUniqueViolation } from "../src/db/unique-violation";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { eventually } from "./support/eventually";
import { api, findAccount } from "./support/factories";
import { changeSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function stored(channelId: number) {
  const [row] = await t.database.db.select().from(channels).where(eq(channels.id, channelId));
  return row ?? null;
}

async function eventsOf(channelId: number) {
  return t.database.db
    .select()
    .from(channelEvents)
    .where(eq(channelEvents.channelId, channelId))
    .orderBy(channelEvents.id);
}

/**
 * Makes every insert into `table` fail until the returned function is called: a failure injected
 * after the first writes of an operation, to see that none of them stays.
 */
async function failInsertsInto(table: "notifications" | "channel_events"): Promise<() => Promise<void>> {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function test_injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger test_injected_failure before insert on ${table}
      for each row execute function test_injected_failure()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger test_injected_failure on ${table}`));
  };
}

async function pendingChannel(owner: SignedIn) {
  const { channel, platform } = await registeredChannel(t, owner);
  await setChannelStatus(t, channel.id, { status: "pending", verificationState: "verified" });
  return { channel, platform };
}

describe("status transitions", () => {
  it("refuses approving a denied channel (30010) and changes nothing", async () => {
    const staff = await signedIn(t, { isStaff: true });
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "deny", denyReason: "reused content" });
    const before = await eventsOf(channel.id);

    expectError(
      await staff.client.call(adminChannelApproveCall, { channel_id: channel.id }, { language: "zh-CN" }),
      409,
      E.CHANNEL_TRANSITION_REFUSED,
      "zh-CN",
    );
    expect(await stored(channel.id)).toMatchObject({ status: "deny", approvedAt: null });
    expect(await eventsOf(channel.id)).toEqual(before);
  });

  it("writes a status change, its event and the owner's notification together or not at all", async () => {
    const staff = await signedIn(t, { isStaff: true });
    const owner = await signedIn(t);
    const { channel } = await pendingChannel(owner);
    const before = await eventsOf(channel.id);

    // The notification is the last write of an approval: make it fail.
    const restore = await failInsertsInto("notifications");
    let response: Awaited<ReturnType<typeof staff.client.call>>;
    try {
      response = await staff.client.call(adminChannelApproveCall, { channel_id: channel.id });
    } finally {
      await restore();
    }
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ success: false, code: E.UNKNOWN });
    expect(await stored(channel.id)).toMatchObject({ status: "pending", approvedAt: null });
    expect(await eventsOf(channel.id)).toEqual(before);

    // Nothing half done stands in the way: the same approval goes through now.
    expect(
      expectOk(await staff.client.call(adminChannelApproveCall, { channel_id: channel.id })).status,
    ).toBe("approved");
    expect((await eventsOf(channel.id)).map((e) => e.toValue)).toContain("approved");
  });
});

describe("registrations: no squatting", () => {
  it("a stranger's unproven registration blocks the owner only for its 24 hours; the owner's proof releases it", async () => {
    const stranger = await signedIn(t);
    const owner = await signedIn(t);
    const { channel: squat, platform } = await registeredChannel(t, stranger, { viewCount: 250_000 });
    const add = () => owner.client.call(channelAddCall, { link: platform.link, category: "game" });

    expectError(await add(), 409, E.CHANNEL_ALREADY_REGISTERED);
    t.clock.advance(24 * HOUR - 1);
    expectError(await add(), 409, E.CHANNEL_ALREADY_REGISTERED);
    t.clock.advance(1);
    // The window is over: the owner registers beside the stranger's lapsed registration.
    const mine = expectOk(await add());
    expect(mine.id).not.toBe(squat.id);
    expect(mine.verification_code).not.toBe(squat.verification_code);
    expect((await stored(squat.id))?.status).toBe("need.approved");

    // The owner proves ownership: the first proof wins and the stranger's registration goes.
    await changeSandboxChannel(t.sandbox, platform.handle, { description: `Hi!\n${mine.verification_code}` });
    expectOk(await owner.client.call(channelVerifyCall, { channel_id: mine.id }));
    await eventually(async () => ((await stored(mine.id))?.status === "pending" ? true : undefined));
    expect(await stored(squat.id)).toBeNull();
    expectError(
      await stranger.client.call(channelDetailCall, { channel_id: squat.id }),
      404,
      E.INVALID_ACCESS,
    );
    expect((await eventsOf(squat.id)).at(-1)).toMatchObject({
      kind: "status",
      fromValue: "need.approved",
      toValue: "deleted",
      reason: "ownership_proven_by_another_account",
      actorId: null,
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, stranger.account.id));
    expect(told.map((n) => n.params)).toContainEqual(
      expect.objectContaining({ channel_id: squat.id, to: "deleted" }),
    );

    // A proven registration blocks everyone else for good.
    t.clock.advance(48 * HOUR);
    expectError(
      await stranger.client.call(channelAddCall, { link: platform.link, category: "game" }),
      409,
      E.CHANNEL_ALREADY_REGISTERED,
    );
  });

  it("keeps at most one proven registration per platform channel and network (partial unique index)", async () => {
    const first = await signedIn(t);
    const second = await signedIn(t);
    const { channel: a, platform } = await registeredChannel(t, first);
    t.clock.advance(24 * HOUR);
    const b = expectOk(await second.client.call(channelAddCall, { link: platform.link, category: "game" }));
    await setChannelStatus(t, a.id, { status: "pending" });
    const error = await setChannelStatus(t, b.id, { status: "denied.pending" }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, "channels_network_platform_claimed_key")).toBe(true);
    expect((await stored(b.id))?.status).toBe("need.approved");
  });
});

describe("account deletion", () => {
  it("releases the account's channels: another account can register them afterwards", async () => {
    const leaving = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, leaving);
    await setChannelStatus(t, channel.id, { status: "approved", verificationState: "verified" });
    const assigned = await registeredChannel(t, await signedIn(t));
    await setChannelStatus(t, assigned.channel.id, { assignedMemberId: leaving.account.id });
    const next = await signedIn(t);
    const add = () => next.client.call(channelAddCall, { link: platform.link, category: "game" });
    expectError(await add(), 409, E.CHANNEL_ALREADY_REGISTERED);

    expectOk(await leaving.client.call(deleteAccountCall, { password: leaving.password }));
    expect(await stored(channel.id)).toBeNull();
    expect((await eventsOf(channel.id)).at(-1)).toMatchObject({
      fromValue: "approved",
      toValue: "deleted",
      reason: "account_deleted",
    });
    expect((await stored(assigned.channel.id))?.assignedMemberId).toBeNull();
    const again = expectOk(await add());
    expect(again).toMatchObject({ status: "need.approved", owner: { id: next.account.id } });
  });

  it("is one transaction: a failure while releasing the channels leaves the account, its sessions and channels", async () => {
    const leaving = await signedIn(t);
    const { channel } = await registeredChannel(t, leaving);

    // The release's history row comes after the account update and the session revoke.
    const restore = await failInsertsInto("channel_events");
    let status: number;
    try {
      status = (await leaving.client.call(deleteAccountCall, { password: leaving.password })).status;
    } finally {
      await restore();
    }
    expect(status).toBe(500);
    expect(await findAccount(t.database.db, leaving.account.id)).toMatchObject({
      status: "active",
      email: leaving.email,
      deletedAt: null,
    });
    expectOk(await api(t.app, { token: leaving.token }).call(meCall));
    expect(await stored(channel.id)).toMatchObject({ ownerId: leaving.account.id, status: "need.approved" });
  });
});
