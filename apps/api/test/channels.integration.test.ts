import {
  channelAddCall,
  channelDeleteCall,
  channelDetailCall,
  channelListCall,
  channelReviewCall,
  channelVerifyCall,
  E,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelEvents } from "../src/db/schema";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, setChannelStatus, signedIn } from "./support/channels";
import { api, GOOD_PASSWORD } from "./support/factories";
import { createSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALL_CAUTIONS = ["data_removed", "earnings", "accrual_restarts"];

describe("POST channel/add", () => {
  it("registers a channel as need.approved with a fresh code and the platform's numbers", async () => {
    const owner = await signedIn(t);
    const platform = await createSandboxChannel(t.sandbox, { viewCount: 123_456, title: "Cooking Time" });
    const channel = expectOk(
      await owner.client.call(channelAddCall, {
        link: `m.youtube.com/@${platform.handle}/shorts`,
        category: "food_cooking",
      }),
    );
    expect(channel).toMatchObject({
      status: "need.approved",
      handle: platform.handle,
      name: "Cooking Time",
      category: "food_cooking",
      platform_channel_id: platform.id,
      link: `https://www.youtube.com/@${platform.handle}`,
      total_views: 123_456,
      estimated_profit: "0",
      assigned_member: null,
      owner: { id: owner.account.id, name: owner.nickname },
      verification: { state: "none", checking: false },
      can_manage: true,
    });
    expect(channel.verification_code).toMatch(/^STUDIO-[2-9A-HJKMNP-Z]{10}$/);
  });

  it("is idempotent for the same account: by handle or by channel id, the same channel comes back", async () => {
    const owner = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, owner);
    const again = expectOk(
      await owner.client.call(channelAddCall, {
        link: `https://www.youtube.com/channel/${platform.id}`,
        category: "game",
      }),
    );
    expect(again.id).toBe(channel.id);
    expect(again.verification_code).toBe(channel.verification_code);
    expect(channel.already_registered).toBe(false);
    expect(again.already_registered).toBe(true);
    const list = expectOk(await owner.client.call(channelListCall, {}));
    expect(list.total).toBe(1);
  });

  it("says an approved channel added again is the registration the account already has, approved", async () => {
    const owner = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "approved", approvedAt: new Date() });
    const again = expectOk(
      await owner.client.call(channelAddCall, { link: platform.link, category: "game" }),
    );
    expect(again).toMatchObject({ id: channel.id, status: "approved", already_registered: true });
  });

  it("refuses a channel another account of the network registered (30003)", async () => {
    const first = await signedIn(t);
    const { platform } = await registeredChannel(t, first);
    const second = await signedIn(t);
    expectError(
      await second.client.call(channelAddCall, { link: platform.link, category: "game" }, { language: "ko" }),
      409,
      E.CHANNEL_ALREADY_REGISTERED,
      "ko",
    );
  });

  it("lets another network register the same platform channel", async () => {
    const studio = await signedIn(t);
    const { platform } = await registeredChannel(t, studio);
    const wave = await signedIn(t, { network: "wave" });
    expectOk(await wave.client.call(channelAddCall, { link: platform.link, category: "game" }));
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/abcdefghijk",
    "https://vimeo.com/@someone",
    "not a link",
  ])("refuses %s as no channel address (30001)", async (link) => {
    const owner = await signedIn(t);
    expectError(
      await owner.client.call(channelAddCall, { link, category: "game" }),
      400,
      E.INVALID_CHANNEL_URL,
      "en",
    );
  });

  it("answers 30011 (check the link), not 30002 (try later), when the platform has no such channel", async () => {
    const owner = await signedIn(t);
    expectError(
      await owner.client.call(
        channelAddCall,
        {
          link: "youtube.com/@no-such-channel-here",
          category: "game",
        },
        { language: "zh-CN" },
      ),
      422,
      E.CHANNEL_NOT_FOUND,
      "zh-CN",
    );
  });

  it("answers 30002 when the platform cannot be reached", async () => {
    const offline = await createTestApp({
      config: { YOUTUBE_API_BASE_URL: "http://127.0.0.1:9/youtube/v3", PLATFORM_RETRIES: 0 },
    });
    try {
      const owner = await signedIn(offline);
      expectError(
        await owner.client.call(channelAddCall, { link: "youtube.com/@dailykitchen", category: "game" }),
        422,
        E.CHANNEL_FETCH_FAILED,
      );
    } finally {
      await offline.close();
    }
  });

  it("needs a link and one of the 21 categories (code 4)", async () => {
    const owner = await signedIn(t);
    expectError(await owner.client.call(channelAddCall, { category: "game" }), 400, E.FIELDS_REQUIRED);
    expectError(
      await owner.client.call(channelAddCall, { link: "  ", category: "game" }),
      400,
      E.FIELDS_REQUIRED,
    );
    expectError(await owner.client.call(channelAddCall, { link: "@dailykitchen" }), 400, E.FIELDS_REQUIRED);
    expectError(
      await owner.client.call(channelAddCall, { link: "@dailykitchen", category: "cooking" }),
      400,
      E.FIELDS_REQUIRED,
    );
  });

  it("needs a signed-in, verified account", async () => {
    expectError(
      await api(t.app).call(channelAddCall, { link: "@dailykitchen", category: "game" }),
      401,
      E.LOGIN_REQUIRED,
    );
    const unverified = await signedIn(t, { verified: false });
    expectError(
      await unverified.client.call(channelAddCall, { link: "@dailykitchen", category: "game" }),
      403,
      E.INVALID_ACCESS,
    );
  });
});

describe("GET channel/list and channel/detail", () => {
  it("lists only the account's own channels, newest first, with paging and the approved count", async () => {
    const owner = await signedIn(t);
    const a = await registeredChannel(t, owner);
    const b = await registeredChannel(t, owner);
    await setChannelStatus(t, a.channel.id, { status: "approved", approvedAt: new Date() });
    const stranger = await signedIn(t);
    await registeredChannel(t, stranger);

    const list = expectOk(await owner.client.call(channelListCall, {}));
    expect(list.items.map((c) => c.id)).toEqual([b.channel.id, a.channel.id]);
    expect(list).toMatchObject({ total: 2, approved_count: 1 });
    const page = expectOk(await owner.client.call(channelListCall, { page: 1, size: 1 }));
    expect(page.items.map((c) => c.id)).toEqual([a.channel.id]);
    const approved = expectOk(await owner.client.call(channelListCall, { status: "approved" }));
    expect(approved.items.map((c) => c.id)).toEqual([a.channel.id]);
    expect(approved.total).toBe(1);
    expectError(await owner.client.call(channelListCall, { size: 201 }), 400, E.FIELDS_REQUIRED);
  });

  it("shows a manager every channel of the account with its member; the member sees only assigned ones", async () => {
    const manager = await signedIn(t, { accountType: "mcn", permissionFlag: 1 });
    const member = await signedIn(t, { accountType: "mcn_creator_sub", managerId: manager.account.id });
    const assigned = await registeredChannel(t, manager);
    const unassigned = await registeredChannel(t, manager);
    await setChannelStatus(t, assigned.channel.id, { assignedMemberId: member.account.id });

    const managerList = expectOk(await manager.client.call(channelListCall, {}));
    expect(managerList.items.map((c) => c.id).sort()).toEqual(
      [assigned.channel.id, unassigned.channel.id].sort(),
    );
    expect(managerList.items.find((c) => c.id === assigned.channel.id)?.assigned_member).toEqual({
      id: member.account.id,
      name: member.nickname,
    });

    const memberList = expectOk(await member.client.call(channelListCall, {}));
    expect(memberList.items.map((c) => c.id)).toEqual([assigned.channel.id]);
    expect(memberList.items[0]?.can_manage).toBe(false);
    // A member sees but cannot act on the manager's channel (403); the unassigned one does not exist for it.
    expectError(
      await member.client.call(channelVerifyCall, { channel_id: assigned.channel.id }),
      403,
      E.INVALID_ACCESS,
    );
    expectError(
      await member.client.call(channelDetailCall, { channel_id: unassigned.channel.id }),
      404,
      E.INVALID_ACCESS,
    );

    // A channel the member registered itself is managed by its manager too.
    const own = await registeredChannel(t, member);
    const seenByManager = expectOk(
      await manager.client.call(channelDetailCall, { channel_id: own.channel.id }),
    );
    expect(seenByManager.can_manage).toBe(true);
  });

  it("keeps another account's channel invisible and untouchable (404)", async () => {
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner);
    const stranger = await signedIn(t);
    const id = { channel_id: channel.id };
    expectError(await stranger.client.call(channelDetailCall, id), 404, E.INVALID_ACCESS);
    expectError(await stranger.client.call(channelVerifyCall, id), 404, E.INVALID_ACCESS);
    expectError(await stranger.client.call(channelReviewCall, id), 404, E.INVALID_ACCESS);
    expectError(
      await stranger.client.call(channelDeleteCall, {
        ...id,
        password: stranger.password,
        cautions: ALL_CAUTIONS,
      }),
      404,
      E.INVALID_ACCESS,
    );
    const wave = await signedIn(t, { network: "wave" });
    expectError(await wave.client.call(channelDetailCall, id), 404, E.INVALID_ACCESS);
    // Still there for its owner.
    expectOk(await owner.client.call(channelDetailCall, id));
  });

  it("refuses ids that are not positive integers (code 4)", async () => {
    const owner = await signedIn(t);
    for (const channel_id of ["abc", "-1", "0", "1.5", "99999999999999999999"]) {
      expectError(await owner.client.get("channel/detail", { channel_id }), 400, E.FIELDS_REQUIRED);
    }
  });
});

describe("POST channel/delete", () => {
  it("needs every caution ticked (code 4) and the right password (10004)", async () => {
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner);
    const id = channel.id;
    expectError(
      await owner.client.call(channelDeleteCall, {
        channel_id: id,
        password: GOOD_PASSWORD,
        cautions: ALL_CAUTIONS.slice(1),
      }),
      400,
      E.FIELDS_REQUIRED,
    );
    expectError(
      await owner.client.call(channelDeleteCall, { channel_id: id, password: GOOD_PASSWORD }),
      400,
      E.FIELDS_REQUIRED,
    );
    expectError(
      await owner.client.call(channelDeleteCall, { channel_id: id, password: "abc", cautions: ALL_CAUTIONS }),
      400,
      E.PASSWORD_LENGTH,
    );
    expectError(
      await owner.client.call(
        channelDeleteCall,
        {
          channel_id: id,
          password: "Wrong-Password-9",
          cautions: ALL_CAUTIONS,
        },
        { language: "zh-TW" },
      ),
      400,
      E.WRONG_PASSWORD,
      "zh-TW",
    );
    expectOk(await owner.client.call(channelDetailCall, { channel_id: id }));
  });

  it("removes the channel at once, keeps its history, and lets it be registered again with a new code", async () => {
    const owner = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, owner);
    expectOk(
      await owner.client.call(channelDeleteCall, {
        channel_id: channel.id,
        password: owner.password,
        cautions: ALL_CAUTIONS,
      }),
    );
    expectError(
      await owner.client.call(channelDetailCall, { channel_id: channel.id }),
      404,
      E.INVALID_ACCESS,
    );
    const history = await t.database.db
      .select()
      .from(channelEvents)
      .where(eq(channelEvents.channelId, channel.id));
    expect(history.map((e) => e.toValue)).toEqual(expect.arrayContaining(["need.approved", "deleted"]));

    const again = expectOk(
      await owner.client.call(channelAddCall, { link: platform.link, category: "game" }),
    );
    expect(again.id).not.toBe(channel.id);
    expect(again.verification_code).not.toBe(channel.verification_code);
    expect(again.status).toBe("need.approved");
  });

  it("lets a manager delete a member's channel with the manager's own password", async () => {
    const manager = await signedIn(t, { accountType: "mcn", permissionFlag: 1 });
    const member = await signedIn(t, { accountType: "mcn_creator_sub", managerId: manager.account.id });
    const { channel } = await registeredChannel(t, member);
    expectOk(
      await manager.client.call(channelDeleteCall, {
        channel_id: channel.id,
        password: manager.password,
        cautions: ALL_CAUTIONS,
      }),
    );
    expectError(
      await member.client.call(channelDetailCall, { channel_id: channel.id }),
      404,
      E.INVALID_ACCESS,
    );
  });
});

describe("demo data", () => {
  it("gives the demo creator an approved channel and a held one", async () => {
    const token = (
      await api(t.app).post<{ token: string }>("member/login", {
        id: "creator@studio.test",
        password: "studio-demo",
      })
    ).body;
    if (!token.success) throw new Error("demo login failed");
    const list = expectOk(await api(t.app, { token: token.data.token }).call(channelListCall, {}));
    expect(list.items.map((c) => [c.handle, c.status]).sort()).toEqual([
      ["dailykitchen", "approved"],
      ["pawsandfriends", "denied.pending"],
    ]);
    expect(list.approved_count).toBe(1);
  });
});
