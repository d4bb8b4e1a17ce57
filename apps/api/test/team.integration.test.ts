import {
  calendarDayIn,
  channelAssignCall,
  channelDetailCall,
  channelListCall,
  channelUnassignCall,
  E,
  formatCurrency,
  mcnAccountsCall,
  mcnAddCall,
  mcnAuditCall,
  mcnDeleteCall,
  mcnFeeRateHistoryCall,
  mcnFeeRatePreviewCall,
  mcnUpdateCall,
  meCall,
  musicDashboardCall,
  splitRevenue,
} from "@studio/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  channelDailyStats,
  channels,
  feeRateChanges,
  managerAudit,
  networks,
} from "../src/db/schema";
import { confirmConfirmed } from "../src/modules/payout/confirmed-import";
import { feeRateOn } from "../src/modules/revenue";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import {
  api,
  findAccount,
  GOOD_PASSWORD,
  login,
  mailsTo,
  OTHER_GOOD_PASSWORD,
  uniqueEmail,
  uniqueNickname,
} from "./support/factories";
import { importReport } from "./support/revenue";
import { createSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A manager's team (docs/spec.md §2, §3, §6, §7; docs/design.md §4, §6, §11): member sub-accounts,
 * channel assignment, fee rates with history and preview, the audit, and who may do any of it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MANAGER = { accountType: "mcn", permissionFlag: 1, isMcnRelated: true } as const;
const manager = (overrides: Parameters<typeof signedIn>[1] = {}) => signedIn(t, { ...MANAGER, ...overrides });

/** This month and the next in the studio network's calendar (Asia/Seoul), `YYYY-MM`. */
function months() {
  const month = calendarDayIn(t.clock.now(), "Asia/Seoul").slice(0, 7);
  const [y = 0, m = 1] = month.split("-").map(Number);
  const shift = (by: number) => {
    const index = y * 12 + (m - 1) + by;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  };
  return { month, next: shift(1), previous: shift(-1) };
}

async function addMember(
  owner: SignedIn,
  values: { channels?: string[]; nickname?: string; email?: string } = {},
) {
  const email = values.email ?? uniqueEmail("member");
  const nickname = values.nickname ?? uniqueNickname("m");
  const answer = expectOk(
    await owner.client.call(mcnAddCall, {
      user_id: email,
      password: GOOD_PASSWORD,
      nickname,
      channels: values.channels ?? [],
    }),
  );
  return { ...answer, email, nickname };
}

async function auditOf(ownerId: number) {
  return t.database.db
    .select()
    .from(managerAudit)
    .where(eq(managerAudit.teamOwnerId, ownerId))
    .orderBy(managerAudit.id);
}

describe("who may run a team (docs/spec.md §6)", () => {
  it.each([
    ["an mcn account (highest permission)", { accountType: "mcn", permissionFlag: 0 }, true],
    ["a middle account with SubCreateable", { accountType: "mcn_creator", permissionFlag: 1 }, true],
    ["a middle account without the flag", { accountType: "mcn_creator", permissionFlag: 0 }, false],
    ["an independent creator, even with the flag", { accountType: "", permissionFlag: 1 }, false],
    ["staff without a manager's type", { accountType: "", isStaff: true }, false],
  ])("%s: %s", async (_label, overrides, allowed) => {
    const who = await signedIn(t, overrides);
    const response = await who.client.call(mcnAccountsCall, {});
    if (allowed) expect(expectOk(response)).toEqual({ items: [], total: 0 });
    else expectError(response, 403, E.INVALID_ACCESS);
  });

  it("a member sub-account is refused every team call (403, code 2), even with the flag", async () => {
    const owner = await manager();
    const { member, email } = await addMember(owner);
    await t.database.db.update(accounts).set({ permissionFlag: 1 }).where(eq(accounts.id, member.id));
    const client = api(t.app, { token: await login(t.app, email, GOOD_PASSWORD) });
    expectError(await client.call(mcnAccountsCall, {}), 403, E.INVALID_ACCESS);
    expectError(
      await client.call(mcnAddCall, {
        user_id: uniqueEmail(),
        password: GOOD_PASSWORD,
        nickname: uniqueNickname(),
        channels: [],
      }),
      403,
      E.INVALID_ACCESS,
    );
    expectError(await client.call(mcnAuditCall, {}), 403, E.INVALID_ACCESS);
  });

  it("another manager's member is 404 on every call that names one", async () => {
    const owner = await manager();
    const stranger = await manager();
    const { member } = await addMember(owner);
    const { month } = months();
    const target = member.id;
    expectError(await stranger.client.call(mcnUpdateCall, { target, fee_rate: 10 }), 404, E.INVALID_ACCESS);
    expectError(
      await stranger.client.call(mcnDeleteCall, { target, password: GOOD_PASSWORD }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(await stranger.client.call(mcnFeeRateHistoryCall, { target }), 404, E.INVALID_ACCESS);
    expectError(
      await stranger.client.call(mcnFeeRatePreviewCall, { target, fee_rate: 10, month }),
      404,
      E.INVALID_ACCESS,
    );
    const { channel } = await registeredChannel(t, stranger);
    expectError(
      await stranger.client.call(channelAssignCall, { channel_id: channel.id, target }),
      404,
      E.INVALID_ACCESS,
    );
  });
});

describe("POST member/mcn/add", () => {
  it("creates a verified member sub-account with a 0% rate from this month, an audit row and a welcome mail in the manager's language", async () => {
    const owner = await manager({ language: "ko" });
    const { member, created, email, nickname } = await addMember(owner);
    expect(created).toBe(true);
    expect(member).toMatchObject({
      user_id: email,
      name: nickname,
      fee_rate: 0,
      next_fee_rate: null,
      channels: [],
    });

    const row = await findAccount(t.database.db, member.id);
    expect(row).toMatchObject({
      accountType: "mcn_creator_sub",
      managerId: owner.account.id,
      isMcnRelated: true,
    });
    expect(row.emailVerifiedAt).not.toBeNull();

    const history = await t.database.db
      .select()
      .from(feeRateChanges)
      .where(eq(feeRateChanges.memberId, member.id));
    expect(history).toEqual([
      expect.objectContaining({
        feeRateBp: 0,
        effectiveMonth: `${months().month}-01`,
        changedBy: owner.account.id,
      }),
    ]);
    const [entry] = await auditOf(owner.account.id);
    expect(entry).toMatchObject({ action: "member.add", actorId: owner.account.id, memberId: member.id });
    expect(entry?.after).toMatchObject({ user_id: email, name: nickname, fee_rate: 0 });

    const [mail] = await mailsTo(t.app, email);
    expect(mail?.subject).toContain("계정이 만들어졌습니다");
    expect(mail?.text).toContain("/login");
    expect(mail?.text).toContain(email);
    expect(mail?.text).not.toContain(GOOD_PASSWORD);

    // Verified from the start: the member logs in and is not asked to verify its e-mail.
    const memberClient = api(t.app, { token: await login(t.app, email, GOOD_PASSWORD) });
    expect(expectOk(await memberClient.call(meCall, {}))).toMatchObject({
      auth_required: false,
      account_type: "mcn_creator_sub",
      permission: "creator",
    });
  });

  it("registers the given channel links on the manager's account and assigns them to the member", async () => {
    const owner = await manager();
    const platform = await createSandboxChannel(t.sandbox, { title: "Team Channel" });
    const { member, email } = await addMember(owner, { channels: [platform.link] });
    expect(member.channels).toEqual([expect.objectContaining({ name: "Team Channel" })]);
    const channelId = member.channels[0]?.id ?? 0;
    const [row] = await t.database.db.select().from(channels).where(eq(channels.id, channelId));
    expect(row).toMatchObject({
      ownerId: owner.account.id,
      assignedMemberId: member.id,
      status: "need.approved",
    });

    // The member sees the channel it was given; the manager runs it.
    const memberClient = api(t.app, { token: await login(t.app, email, GOOD_PASSWORD) });
    const list = expectOk(await memberClient.call(channelListCall, {}));
    expect(list.items.map((c) => c.id)).toEqual([channelId]);
    const actions = (await auditOf(owner.account.id)).map((e) => e.action);
    expect(actions).toEqual(["member.add", "channel.assign"]);
  });

  it("is idempotent: the same add again answers the same member (created false), and nothing is doubled", async () => {
    const owner = await manager();
    const first = await addMember(owner);
    const again = await addMember(owner, { email: first.email.toUpperCase(), nickname: first.nickname });
    expect(again.created).toBe(false);
    expect(again.member.id).toBe(first.member.id);
    expect(await auditOf(owner.account.id)).toHaveLength(1);
    expect(await mailsTo(t.app, first.email)).toHaveLength(1);
  });

  it("refuses an e-mail another account has (10009), also another nickname for one's own member", async () => {
    const owner = await manager();
    const other = await signedIn(t);
    const send = (user_id: string, nickname = uniqueNickname()) =>
      owner.client.call(mcnAddCall, { user_id, password: GOOD_PASSWORD, nickname, channels: [] });
    expectError(await send(other.email), 409, E.EMAIL_TAKEN);
    const { email } = await addMember(owner);
    expectError(await send(email), 409, E.EMAIL_TAKEN);
    // The same e-mail from another manager is not a replay either.
    const second = await manager();
    expectError(
      await second.client.call(mcnAddCall, {
        user_id: email,
        password: GOOD_PASSWORD,
        nickname: uniqueNickname(),
        channels: [],
      }),
      409,
      E.EMAIL_TAKEN,
    );
  });

  it("refuses a nickname in use (10010) and a password against the network's policy (10006)", async () => {
    const owner = await manager();
    const other = await signedIn(t);
    expectError(
      await owner.client.call(mcnAddCall, {
        user_id: uniqueEmail(),
        password: GOOD_PASSWORD,
        nickname: other.nickname,
        channels: [],
      }),
      409,
      E.NICKNAME_TAKEN,
    );
    const weak = await owner.client.call(mcnAddCall, {
      user_id: uniqueEmail(),
      password: "password",
      nickname: uniqueNickname(),
      channels: [],
    });
    expectError(weak, 400, E.PASSWORD_LENGTH);
    expect(await auditOf(owner.account.id)).toHaveLength(0);
  });

  it("creates nothing when a channel cannot be registered (one transaction)", async () => {
    const owner = await manager();
    const rival = await signedIn(t);
    const { platform } = await registeredChannel(t, rival);
    await t.database.db
      .update(channels)
      .set({ status: "approved", verificationState: "verified", verifiedAt: t.clock.now() })
      .where(eq(channels.platformChannelId, platform.id));
    const email = uniqueEmail();
    expectError(
      await owner.client.call(mcnAddCall, {
        user_id: email,
        password: GOOD_PASSWORD,
        nickname: uniqueNickname(),
        channels: [platform.link],
      }),
      409,
      E.CHANNEL_ALREADY_REGISTERED,
    );
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows).toEqual([]);
    expect(await mailsTo(t.app, email)).toEqual([]);
  });

  it("30 identical adds at once create one account; one answers created, the rest the same member", async () => {
    const owner = await manager();
    const email = uniqueEmail("parallel");
    const nickname = uniqueNickname("p");
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        owner.client.call(mcnAddCall, { user_id: email, password: GOOD_PASSWORD, nickname, channels: [] }),
      ),
    );
    const answers = responses.map((r) => expectOk(r));
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.member.id)).size).toBe(1);
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows).toHaveLength(1);
    const history = await t.database.db
      .select()
      .from(feeRateChanges)
      .where(eq(feeRateChanges.memberId, rows[0]?.id ?? 0));
    expect(history).toHaveLength(1);
    expect(await auditOf(owner.account.id)).toHaveLength(1);
  });
});

describe("GET member/mcn/accounts", () => {
  it("pages the manager's live members newest first, with rates and channels, and nobody else's", async () => {
    const owner = await manager();
    const other = await manager();
    await addMember(other);
    const platform = await createSandboxChannel(t.sandbox);
    const first = await addMember(owner, { channels: [platform.link] });
    t.clock.advance(1_000);
    const second = await addMember(owner);
    t.clock.advance(1_000);
    const third = await addMember(owner);
    const { next } = months();
    expectOk(
      await owner.client.call(mcnUpdateCall, { target: second.member.id, fee_rate: 12.5, month: next }),
    );

    const page0 = expectOk(await owner.client.call(mcnAccountsCall, { page: 0, size: 2 }));
    expect(page0.total).toBe(3);
    expect(page0.items.map((m) => m.id)).toEqual([third.member.id, second.member.id]);
    expect(page0.items[1]).toMatchObject({ fee_rate: 0, next_fee_rate: { fee_rate: 12.5, month: next } });
    const page1 = expectOk(await owner.client.call(mcnAccountsCall, { page: 1, size: 2 }));
    expect(page1.items.map((m) => m.id)).toEqual([first.member.id]);
    expect(page1.items[0]?.channels).toHaveLength(1);
  });
});

describe("POST member/mcn/update", () => {
  it("sets a new password: the member's sessions end, the new password logs in, the audit says only 'changed'", async () => {
    const owner = await manager();
    const { member, email } = await addMember(owner);
    const oldToken = await login(t.app, email, GOOD_PASSWORD);
    expectOk(await owner.client.call(mcnUpdateCall, { target: member.id, password: OTHER_GOOD_PASSWORD }));
    expectError(await api(t.app, { token: oldToken }).call(meCall, {}), 401, E.LOGIN_REQUIRED);
    await login(t.app, email, OTHER_GOOD_PASSWORD);
    const entries = await auditOf(owner.account.id);
    const entry = entries.find((e) => e.action === "member.password");
    expect(entry?.after).toEqual({ password: "changed" });
    expect(JSON.stringify(entries)).not.toContain(OTHER_GOOD_PASSWORD);
    expectError(
      await owner.client.call(mcnUpdateCall, { target: member.id, password: "abc" }),
      400,
      E.PASSWORD_LENGTH,
    );
  });

  it("lists the same rate in force as the revenue module reads (the newest change of the latest month; before any, the rate it started with)", async () => {
    const owner = await manager();
    const { member: busy } = await addMember(owner);
    const { member: future } = await addMember(owner);
    const { month, previous, next } = months();
    const row = (memberId: number, effective: string, feeRateBp: number) => ({
      networkId: owner.account.networkId,
      memberId,
      effectiveMonth: `${effective}-01`,
      feeRateBp,
      changedBy: owner.account.id,
    });
    const { db } = t.database;
    await db.insert(feeRateChanges).values([row(busy.id, previous, 1_000), row(busy.id, month, 2_000)]);
    // Only a later month's changes: this month is before them and takes the rate the member
    // started with, the oldest change (decision 131), not that month's newest.
    await db.delete(feeRateChanges).where(eq(feeRateChanges.memberId, future.id));
    await db.insert(feeRateChanges).values([row(future.id, next, 4_000), row(future.id, next, 4_500)]);

    const listed = expectOk(await owner.client.call(mcnAccountsCall, {})).items;
    for (const [id, bp] of [
      [busy.id, 2_000],
      [future.id, 4_000],
    ] as const) {
      expect(listed.find((m) => m.id === id)?.fee_rate).toBe(bp / 100);
      expect(await feeRateOn(db, id, `${month}-01`)).toBe(bp);
    }
  });

  it("changes the fee rate from this month (default) or a later one; history, list and audit follow", async () => {
    const owner = await manager();
    const { member } = await addMember(owner);
    const { month, next } = months();
    const now = expectOk(await owner.client.call(mcnUpdateCall, { target: member.id, fee_rate: 30 }));
    expect(now.member).toMatchObject({ fee_rate: 30, next_fee_rate: null });
    expect((await findAccount(t.database.db, member.id)).feeRateBp).toBe(3_000);
    const later = expectOk(
      await owner.client.call(mcnUpdateCall, { target: member.id, fee_rate: 25.5, month: next }),
    );
    expect(later.member).toMatchObject({ fee_rate: 30, next_fee_rate: { fee_rate: 25.5, month: next } });
    // A later-month change leaves today's rate as it is.
    expect((await findAccount(t.database.db, member.id)).feeRateBp).toBe(3_000);

    const history = expectOk(await owner.client.call(mcnFeeRateHistoryCall, { target: member.id }));
    expect(history.items.map((h) => [h.fee_rate, h.month])).toEqual([
      [25.5, next],
      [30, month],
      [0, month],
    ]);
    expect(history.items[0]?.changed_by).toEqual({ id: owner.account.id, name: owner.nickname });
    const entries = (await auditOf(owner.account.id)).filter((e) => e.action === "member.fee_rate");
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [
        { fee_rate: 0, month },
        { fee_rate: 30, month },
      ],
      [
        { fee_rate: 30, month: next },
        { fee_rate: 25.5, month: next },
      ],
    ]);
  });

  it("refuses a month before this one or one already confirmed (10029), and a rate outside 0-100 or finer than 0.01 (10028)", async () => {
    const owner = await manager();
    const platform = await createSandboxChannel(t.sandbox);
    const { member } = await addMember(owner, { channels: [platform.link] });
    const { previous, next } = months();
    const target = member.id;
    expectError(
      await owner.client.call(mcnUpdateCall, { target, fee_rate: 10, month: previous }),
      409,
      E.FEE_RATE_MONTH_CLOSED,
    );
    expectError(await owner.client.call(mcnUpdateCall, { target, fee_rate: 100.5 }), 400, E.FEE_RATE_RANGE);
    expectError(await owner.client.call(mcnUpdateCall, { target, fee_rate: 10.001 }), 400, E.FEE_RATE_RANGE);
    // Staff confirmed that month already (decisions 087, 131): its rate can no longer change.
    const channelId = member.channels[0]?.id ?? 0;
    await t.database.db.update(channels).set({ status: "approved" }).where(eq(channels.id, channelId));
    const [network] = await t.database.db
      .select()
      .from(networks)
      .where(eq(networks.id, owner.account.networkId));
    if (!network) throw new Error("no network");
    await confirmConfirmed(
      t.database.db,
      network,
      { name: "m.csv", text: `channel_id,month,amount_usd\n${channelId},${next},1` },
      null,
      t.clock.now(),
    );
    expectError(
      await owner.client.call(mcnUpdateCall, { target, fee_rate: 10, month: next }),
      409,
      E.FEE_RATE_MONTH_CLOSED,
    );
    expect((await auditOf(owner.account.id)).map((e) => e.action)).not.toContain("member.fee_rate");
  });
});

describe("POST member/mcn/delete", () => {
  it("needs the manager's password (10004), then deletes the member; its channels stay with the manager", async () => {
    const owner = await manager();
    const platform = await createSandboxChannel(t.sandbox, { title: "Kept Channel" });
    const { member, email } = await addMember(owner, { channels: [platform.link] });
    const memberToken = await login(t.app, email, GOOD_PASSWORD);
    const channelId = member.channels[0]?.id ?? 0;
    expectError(
      await owner.client.call(mcnDeleteCall, { target: member.id, password: "wrong-password" }),
      400,
      E.WRONG_PASSWORD,
    );
    expectOk(await owner.client.call(mcnDeleteCall, { target: member.id, password: owner.password }));

    const row = await findAccount(t.database.db, member.id);
    expect(row.status).toBe("deleted");
    expect(row.email).not.toBe(email);
    const [channel] = await t.database.db.select().from(channels).where(eq(channels.id, channelId));
    expect(channel).toMatchObject({ ownerId: owner.account.id, assignedMemberId: null });
    expectError(await api(t.app, { token: memberToken }).call(meCall, {}), 401, E.LOGIN_REQUIRED);
    expect(expectOk(await owner.client.call(mcnAccountsCall, {})).total).toBe(0);
    const entries = await auditOf(owner.account.id);
    const deletion = entries.find((e) => e.action === "member.delete");
    expect(deletion).toMatchObject({ memberId: member.id, after: null });
    expect(deletion?.before).toMatchObject({ user_id: email, channels: ["Kept Channel"] });
    const unassigned = entries.find((e) => e.action === "channel.unassign");
    expect(unassigned).toMatchObject({ channelId, after: { channel_name: "Kept Channel", member: null } });
    // The audit list still names the deleted member as it was.
    const listed = expectOk(await owner.client.call(mcnAuditCall, {}));
    expect(listed.items[0]).toMatchObject({
      action: "member.delete",
      member: { id: member.id, name: member.name },
      actor: { id: owner.account.id, name: owner.nickname },
    });
    expectError(
      await owner.client.call(mcnDeleteCall, { target: member.id, password: owner.password }),
      404,
      E.INVALID_ACCESS,
    );
  });
});

describe("GET member/mcn/fee_rate.preview", () => {
  it("splits this month's estimated revenue of the member's approved channels at the rate in force and the proposed one", async () => {
    const owner = await manager();
    const platform = await createSandboxChannel(t.sandbox);
    const { member } = await addMember(owner, { channels: [platform.link] });
    const channelId = member.channels[0]?.id ?? 0;
    await setChannelStatus(t, channelId, { status: "approved", approvedAt: t.clock.now() });
    const { month, previous, next } = months();
    const networkId = owner.account.networkId;
    await t.database.db.insert(channelDailyStats).values([
      { channelId, networkId, day: `${month}-01`, revenueMicro: 1_000_001n },
      { channelId, networkId, day: `${previous}-15`, revenueMicro: 2_000_000n },
    ]);
    expectOk(await owner.client.call(mcnUpdateCall, { target: member.id, fee_rate: 30 }));
    const preview = expectOk(
      await owner.client.call(mcnFeeRatePreviewCall, { target: member.id, fee_rate: 12.5, month }),
    );
    const at = (bp: number) => splitRevenue(1_000_001n, bp);
    const usd = (micro: bigint) => formatCurrency(micro, "USD", { language: "en" });
    expect(preview).toEqual({
      month,
      revenue: "1000001",
      revenue_display: "$1.00",
      current: {
        fee_rate: 30,
        member_net: at(3_000).member.toString(),
        member_net_display: usd(at(3_000).member),
        manager_fee: at(3_000).manager.toString(),
        manager_fee_display: usd(at(3_000).manager),
      },
      proposed: {
        fee_rate: 12.5,
        member_net: at(1_250).member.toString(),
        member_net_display: usd(at(1_250).member),
        manager_fee: at(1_250).manager.toString(),
        manager_fee_display: usd(at(1_250).manager),
      },
      currency: "USD",
      rate: "1",
    });
    // Asked in yuan: the same micro-USD, shown at the network's rate for the day, truncated.
    const inYuan = expectOk(
      await owner.client.call(
        mcnFeeRatePreviewCall,
        { target: member.id, fee_rate: 12.5, month },
        { headers: { "x-currency": "CNY" } },
      ),
    );
    expect(inYuan).toMatchObject({ currency: "CNY", revenue: "1000001" });
    expect(inYuan.current.member_net_display).toBe(
      formatCurrency(at(3_000).member, "CNY", { language: "en", rate: inYuan.rate }),
    );
    expect(inYuan.current.member_net_display).toMatch(/^CN¥/);
    expect(preview.current).toMatchObject({ member_net: "700001", manager_fee: "300000" });
    // A later month has no estimate yet: last month's whole revenue stands in for it.
    const later = expectOk(
      await owner.client.call(mcnFeeRatePreviewCall, { target: member.id, fee_rate: 100, month: next }),
    );
    expect(later).toMatchObject({
      month: next,
      revenue: "2000000",
      current: { fee_rate: 30, member_net: "1400000" },
      proposed: { fee_rate: 100, member_net: "0", manager_fee: "2000000" },
    });
    expectError(
      await owner.client.call(mcnFeeRatePreviewCall, { target: member.id, fee_rate: 10, month: previous }),
      409,
      E.FEE_RATE_MONTH_CLOSED,
    );
  });
});

describe("POST channel/assign and channel/unassign", () => {
  it("hands one of the manager's channels to a member and takes it back; audited with the channel's name", async () => {
    const owner = await manager();
    const first = await addMember(owner);
    const second = await addMember(owner);
    const { channel } = await registeredChannel(t, owner);
    const channel_id = channel.id;
    const memberClient = api(t.app, { token: await login(t.app, first.email, GOOD_PASSWORD) });
    expectError(await memberClient.call(channelDetailCall, { channel_id }), 404, E.INVALID_ACCESS);

    expectOk(await owner.client.call(channelAssignCall, { channel_id, target: first.member.id }));
    expect(expectOk(await memberClient.call(channelDetailCall, { channel_id })).id).toBe(channel_id);
    expectOk(await owner.client.call(channelAssignCall, { channel_id, target: second.member.id }));
    expectError(await memberClient.call(channelDetailCall, { channel_id }), 404, E.INVALID_ACCESS);
    expectOk(await owner.client.call(channelUnassignCall, { channel_id }));
    const [row] = await t.database.db.select().from(channels).where(eq(channels.id, channel_id));
    expect(row).toMatchObject({ ownerId: owner.account.id, assignedMemberId: null });

    const entries = (await auditOf(owner.account.id)).filter((e) => e.channelId === channel_id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        "channel.assign",
        { channel_name: channel.name, member: null },
        { channel_name: channel.name, member: { id: first.member.id, name: first.nickname } },
      ],
      [
        "channel.assign",
        { channel_name: channel.name, member: { id: first.member.id, name: first.nickname } },
        { channel_name: channel.name, member: { id: second.member.id, name: second.nickname } },
      ],
      [
        "channel.unassign",
        { channel_name: channel.name, member: { id: second.member.id, name: second.nickname } },
        { channel_name: channel.name, member: null },
      ],
    ]);
    const listed = expectOk(await owner.client.call(mcnAuditCall, { page: 0, size: 2 }));
    expect(listed.items.map((i) => [i.action, i.channel])).toEqual([
      ["channel.unassign", { id: channel_id, name: channel.name }],
      ["channel.assign", { id: channel_id, name: channel.name }],
    ]);
  });

  it("refuses a target that is not the manager's member (404), a channel outside the team (404) and a member's own channel (403)", async () => {
    const owner = await manager();
    const stranger = await manager();
    const { member, email } = await addMember(owner);
    const { member: strangers } = await addMember(stranger);
    const { channel } = await registeredChannel(t, owner);
    const { channel: foreign } = await registeredChannel(t, stranger);
    expectError(
      await owner.client.call(channelAssignCall, { channel_id: channel.id, target: strangers.id }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(
      await owner.client.call(channelAssignCall, { channel_id: foreign.id, target: member.id }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(
      await owner.client.call(channelUnassignCall, { channel_id: foreign.id }),
      404,
      E.INVALID_ACCESS,
    );
    const memberSignedIn = {
      ...(await findAccount(t.database.db, member.id)),
    };
    const memberClient = api(t.app, { token: await login(t.app, email, GOOD_PASSWORD) });
    const own = await registeredChannel(t, {
      account: memberSignedIn,
      email,
      password: GOOD_PASSWORD,
      nickname: member.name,
      token: "",
      client: memberClient,
    });
    expectError(
      await owner.client.call(channelAssignCall, { channel_id: own.channel.id, target: member.id }),
      403,
      E.INVALID_ACCESS,
    );
    expectError(
      await memberClient.call(channelAssignCall, { channel_id: channel.id, target: member.id }),
      403,
      E.INVALID_ACCESS,
    );
    expect(await auditOf(owner.account.id)).toHaveLength(1);
  });
});

describe("a member's share follows the rate", () => {
  it("the manager sets 30%: the member sees only its channel, at 70% of its revenue; the manager filters by the member", async () => {
    const owner = await manager();
    const platform = await createSandboxChannel(t.sandbox);
    const { member, email } = await addMember(owner, { channels: [platform.link] });
    const other = await registeredChannel(t, owner);
    await setChannelStatus(t, member.channels[0]?.id ?? 0, { status: "approved", approvedAt: t.clock.now() });
    await setChannelStatus(t, other.channel.id, { status: "approved", approvedAt: t.clock.now() });
    const day = calendarDayIn(new Date(t.clock.now().getTime() - 86_400_000), "Asia/Seoul");
    const staff = await signedIn(t, { isStaff: true });
    await importReport(staff, [
      { date: day, channel: platform.id, video: `share-${member.id}`, views: 100, revenue: "10" },
      { date: day, channel: other.platform.id, video: `kept-${member.id}`, views: 100, revenue: "4" },
    ]);
    expectOk(await owner.client.call(mcnUpdateCall, { target: member.id, fee_rate: 30 }));

    const range = { start: day, end: day };
    const memberClient = api(t.app, { token: await login(t.app, email, GOOD_PASSWORD) });
    const own = expectOk(await memberClient.call(musicDashboardCall, range)).totals;
    // A whole amount: the dashboards' own rounding of a member's share is the revenue module's.
    expect(own.revenue).toBe(splitRevenue(10_000_000n, 3_000).member.toString());
    expect(own.revenue).toBe("7000000");
    const list = expectOk(await memberClient.call(channelListCall, {}));
    expect(list.items.map((c) => c.id)).toEqual([member.channels[0]?.id]);
    const filtered = expectOk(
      await owner.client.call(musicDashboardCall, { ...range, subaccount: member.id }),
    ).totals;
    expect(filtered.revenue).toBe("10000000");
    expect(expectOk(await owner.client.call(musicDashboardCall, range)).totals.revenue).toBe("14000000");
  });
});

describe("the demo team", () => {
  it("the demo member has its fee-rate history and the manager's audit row", async () => {
    const [member] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, "member@studio.test"));
    const [owner] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, "manager@studio.test"));
    const history = await t.database.db
      .select()
      .from(feeRateChanges)
      .where(eq(feeRateChanges.memberId, member?.id ?? 0));
    expect(history).toEqual([expect.objectContaining({ feeRateBp: 2_000, changedBy: owner?.id })]);
    const entries = await t.database.db
      .select()
      .from(managerAudit)
      .where(and(eq(managerAudit.teamOwnerId, owner?.id ?? 0), eq(managerAudit.action, "member.add")));
    expect(entries).toHaveLength(1);
    const client = api(t.app, { token: await login(t.app, "manager@studio.test", "studio-demo") });
    const list = expectOk(await client.call(mcnAccountsCall, {}));
    expect(list.items).toEqual([
      expect.objectContaining({ user_id: "member@studio.test", fee_rate: 20, channels: expect.any(Array) }),
    ]);
    expect(list.items[0]?.channels.length).toBeGreaterThan(0);
  });
});
