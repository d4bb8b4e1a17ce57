import { CHANNEL_DELETE_CAUTIONS, calendarDayIn, ONETIME_AUTH_TTL_SECONDS } from "@studio/contract";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import {
  accounts,
  boards,
  campaigns,
  channels,
  networks,
  paymentInfo,
  tracks,
  videos,
  withdrawals,
} from "../../src/db/schema";
import { newToken } from "../../src/lib/tokens";
import { createSession } from "../../src/modules/auth/sessions";
import { issueSingleUseToken } from "../../src/modules/auth/single-use-tokens";
import { invoiceTokenOf } from "../../src/modules/payout/invoice";
import { siteSettingsOf } from "../../src/modules/site/site-settings";
import type { Principal } from "./authorization-table";
import {
  createAccount,
  GOOD_PASSWORD,
  OTHER_GOOD_PASSWORD,
  type TestAccount,
  uniqueEmail,
  uniqueNickname,
} from "./factories";
import type { TestApp } from "./test-app";

/** The one who calls in a case: its account (none for anonymous) and its live session. */
export interface Caller {
  principal: Principal;
  account: TestAccount | undefined;
  token: string | undefined;
  /** A member's manager (it owns the channel assigned to the member). */
  manager: TestAccount | undefined;
  /** For other-manager: manager A, whose members and channels the case asks about. */
  otherTeam: TestAccount | undefined;
}

const newManager = (db: TestApp["database"]["db"]) =>
  createAccount(db, { accountType: "mcn", permissionFlag: 1, isMcnRelated: true });

let platformIds = 0;
const platformIdOf = () =>
  `UCmatrix${Date.now().toString(36)}${(++platformIds).toString(36)}`.padEnd(24, "x");

/** A fresh account (and session) of the kind each principal names; nothing is shared between cases. */
export async function callerOf(t: TestApp, principal: Principal): Promise<Caller> {
  const db = t.database.db;
  if (principal === "anonymous")
    return { principal, account: undefined, token: undefined, manager: undefined, otherTeam: undefined };
  let manager: TestAccount | undefined;
  let otherTeam: TestAccount | undefined;
  let account: TestAccount;
  switch (principal) {
    case "member":
    case "unassigned-member":
      manager = await newManager(db);
      account = await createAccount(db, {
        accountType: "mcn_creator_sub",
        isMcnRelated: true,
        managerId: manager.account.id,
        feeRateBp: 2_000,
      });
      break;
    case "manager":
      account = await newManager(db);
      break;
    case "other-manager":
      account = await newManager(db);
      otherTeam = await newManager(db);
      break;
    case "staff":
      account = await createAccount(db, { isStaff: true, staffRole: "admin" });
      break;
    case "operator":
      account = await createAccount(db, { isStaff: true, staffRole: "operator" });
      break;
    case "other-network":
      // Staff of its own network: the most another network's account can be, and still nothing here.
      account = await createAccount(db, { network: "wave", isStaff: true });
      break;
    case "unverified":
      account = await createAccount(db, { verified: false });
      break;
    default:
      account = await createAccount(db);
  }
  const token = await createSession(db, account.account.id, t.clock.now());
  // The deletion comes after the session: a session that outlived it must still be refused.
  if (principal === "deleted") {
    await db
      .update(accounts)
      .set({ status: "deleted", deletedAt: t.clock.now() })
      .where(eq(accounts.id, account.account.id));
  }
  // So does a suspension (docs/decisions/125).
  if (principal === "suspended") {
    await db
      .update(accounts)
      .set({ status: "suspended", suspendedReason: "matrix" })
      .where(eq(accounts.id, account.account.id));
  }
  return { principal, account, token, manager, otherTeam };
}

type ChannelStatus = (typeof channels.$inferInsert)["status"];

/** What a case's input may need besides its caller: data made for this case only. */
export interface CaseData {
  caller: Caller;
  /**
   * A channel of the caller in `status`: its own; for a member the one its manager assigned to it;
   * for anonymous a stranger's.
   */
  channel(status: ChannelStatus): Promise<number>;
  /**
   * A member sub-account of the team the case asks about: the caller's own for a manager, manager
   * A's for other-manager, a fellow member's for a member, some manager's for anyone else.
   */
  teamMember(): Promise<number>;
  /** A stranger's channel waiting for staff in the studio network. */
  pendingChannel(): Promise<number>;
  /** The caller's password (anonymous: the one of a fresh account without a session). */
  password: string;
  /** Credentials to log in with: the caller's own; anonymous gets a fresh account's. */
  credentials(): Promise<{ id: string; password: string }>;
  /** A single-use login token issued to the caller's account in its network (anonymous: a random one). */
  onetimeToken(): Promise<string>;
  /** The referral code of a studio account. */
  inviteCode(): Promise<string>;
  /** A withdrawal request of the caller (anonymous: a stranger's) and a valid invoice token of it. */
  withdrawal(): Promise<{ id: number; token: string }>;
  /** The studio network's demo board items: a published notice and the running campaign. */
  board(kind: "notice" | "campaign"): Promise<number>;
  /** A track of the studio network's demo catalogue, as staff edit it. */
  track(): Promise<typeof tracks.$inferSelect>;
  /** A video of the studio network's demo channels. */
  video(): Promise<number>;
  /** The studio network's site settings as they are (saving them again changes nothing). */
  siteSettings(): Promise<Record<string, unknown>>;
}

export function caseDataOf(t: TestApp, caller: Caller): CaseData {
  const db = t.database.db;
  const now = () => t.clock.now();
  const insertChannel = async (
    ownerId: number,
    networkId: number,
    status: ChannelStatus,
    memberId?: number,
  ) => {
    const verified = status !== "need.approved";
    const [row] = await db
      .insert(channels)
      .values({
        networkId,
        ownerId,
        assignedMemberId: memberId ?? null,
        platformChannelId: platformIdOf(),
        handle: `matrix-${platformIds}`,
        title: `Matrix ${platformIds}`,
        category: "game",
        status,
        verificationCode: "STUDIO-ABCDEFGHJK",
        verificationState: verified ? "verified" : "none",
        verifiedAt: verified ? now() : null,
        approvedAt: status === "approved" ? now() : null,
        createdAt: now(),
      })
      .returning({ id: channels.id });
    if (!row) throw new Error("channel not inserted");
    return row.id;
  };
  const stranger = () => createAccount(db);
  return {
    caller,
    password: caller.account?.password ?? GOOD_PASSWORD,
    channel: async (status) => {
      const { account, manager, otherTeam } = caller;
      if (!account) {
        const owner = await stranger();
        return insertChannel(owner.account.id, owner.account.networkId, status);
      }
      if (otherTeam) return insertChannel(otherTeam.account.id, otherTeam.account.networkId, status);
      if (manager && caller.principal === "unassigned-member")
        return insertChannel(manager.account.id, manager.account.networkId, status);
      if (manager)
        return insertChannel(manager.account.id, manager.account.networkId, status, account.account.id);
      return insertChannel(account.account.id, account.account.networkId, status);
    },
    teamMember: async () => {
      const team =
        caller.otherTeam ??
        caller.manager ??
        (caller.principal === "manager" ? caller.account : undefined) ??
        (await newManager(db));
      const member = await createAccount(db, {
        accountType: "mcn_creator_sub",
        isMcnRelated: true,
        managerId: team.account.id,
      });
      return member.account.id;
    },
    pendingChannel: async () => {
      const owner = await stranger();
      return insertChannel(owner.account.id, owner.account.networkId, "pending");
    },
    credentials: async () => {
      const account = caller.account ?? (await stranger());
      return { id: account.email, password: account.password };
    },
    onetimeToken: async () => {
      if (!caller.account) return newToken();
      return issueSingleUseToken(db, caller.account.account.id, "onetime", ONETIME_AUTH_TTL_SECONDS, now());
    },
    inviteCode: async () => (await stranger()).account.referralCode,
    board: async (kind) => {
      const [row] = await db
        .select({ id: boards.id })
        .from(boards)
        .innerJoin(networks, eq(networks.id, boards.networkId))
        .leftJoin(campaigns, eq(campaigns.boardId, boards.id))
        .where(
          and(
            eq(networks.slug, "studio"),
            eq(boards.kind, kind === "notice" ? "notice" : "event"),
            kind === "notice" ? isNull(campaigns.boardId) : isNotNull(campaigns.boardId),
          ),
        )
        .orderBy(boards.id)
        .limit(1);
      if (!row) throw new Error(`the demo has no ${kind}`);
      return row.id;
    },
    track: async () => {
      const [row] = await db.select().from(tracks).where(eq(tracks.isrc, STUDIO_ISRC)).limit(1);
      if (!row) throw new Error("the demo has no track");
      return row;
    },
    video: async () => {
      const [row] = await db
        .select({ id: videos.id })
        .from(videos)
        .innerJoin(networks, eq(networks.id, videos.networkId))
        .where(eq(networks.slug, "studio"))
        .orderBy(videos.id)
        .limit(1);
      if (!row) throw new Error("the demo has no video");
      return row.id;
    },
    siteSettings: async () => {
      const [row] = await db.select().from(networks).where(eq(networks.slug, "studio"));
      if (!row) throw new Error("no studio network");
      const { logo: _logo, ...settings } = await siteSettingsOf(db, row);
      return settings;
    },
    withdrawal: async () => {
      const { account } = caller.account ?? (await stranger());
      const [info] = await db
        .insert(paymentInfo)
        .values({
          networkId: account.networkId,
          accountId: account.id,
          method: "paypal",
          paypalAccountName: "Matrix Holder",
          paypalEmail: "matrix.pay@example.test",
        })
        .returning({ id: paymentInfo.id });
      const [row] = await db
        .insert(withdrawals)
        .values({
          networkId: account.networkId,
          accountId: account.id,
          paymentInfoId: info?.id ?? 0,
          method: "paypal",
          month: "2027-03-01",
          totalMicro: 25_000_000n,
          feeMicro: 1_170_000n,
          netMicro: 23_830_000n,
          monthRevenueMicro: 25_000_000n,
          requestHash: "matrix",
        })
        .returning();
      if (!row) throw new Error("withdrawal not inserted");
      return { id: row.id, token: invoiceTokenOf(row, now()).token };
    },
  };
}

/** What a case sends: a query, a JSON body, or a multipart form. */
export type CaseInput =
  | { query: Record<string, string> }
  | { body: Record<string, unknown> }
  | { form: FormData };

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** The last seven days (the test clock runs on the real time): a period every dashboard call accepts. */
const lastWeek = () => ({
  start: dayOf(new Date(Date.now() - 7 * DAY_MS)),
  end: dayOf(new Date(Date.now() - DAY_MS)),
});
/** Whole, valid bank details (a real IBAN's check digits). */
const MATRIX_BANK = {
  method: "bank",
  holder_name: "Matrix Holder",
  bank_name: "Matrix Bank",
  bank_address: "1 Matrix Street",
  swift: "DEUTDEFF",
  account_number: "DE89370400440532013000",
  postal_code: "10115",
  country: "DE",
};

/** This month in the studio network's calendar (Asia/Seoul): a month a fee rate may start. */
const thisMonth = () => calendarDayIn(new Date(), "Asia/Seoul").slice(0, 7);
/** A picture for the logo and cover uploads. */
const MATRIX_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';
/** A track of the studio network's demo catalogue. */
const STUDIO_ISRC = "KRA402600001";

function formOf(files: { field: string; name: string; text: string }[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(file.field, new Blob([file.text]), file.name);
  return form;
}

/**
 * An input per call that passes its validation (the access rule is checked after it), built from
 * the case's own data so that an allowed principal reaches the operation.
 */
export const CASE_INPUTS: Record<string, (data: CaseData) => Promise<CaseInput>> = {
  "GET site/meta": async () => ({ query: {} }),
  "GET site/landing/music": async () => ({ query: {} }),
  "GET dev/mails": async () => ({ query: { to: uniqueEmail("nobody") } }),
  "POST member/join": async () => ({
    body: { id: uniqueEmail("matrix"), password: GOOD_PASSWORD, nickname: uniqueNickname("m") },
  }),
  "GET member/invitation/validate": async (data) => ({ query: { code: await data.inviteCode() } }),
  "POST member/account/find.password": async (data) => ({
    body: { email: (await data.credentials()).id },
  }),
  "POST member/account/find.password.verify": async (data) => ({
    body: { email: (await data.credentials()).id, code: "000000" },
  }),
  "POST member/account/find.password.update": async () => ({
    body: { token: newToken(), password: OTHER_GOOD_PASSWORD },
  }),
  "POST member/login": async (data) => ({ body: await data.credentials() }),
  "POST member/create.onetime.auth": async (data) => ({ query: { code: data.caller.token ?? newToken() } }),
  "POST member/onetime.login": async (data) => ({ body: { t: await data.onetimeToken() } }),

  "POST member/login/verify": async () => ({ body: { ticket: newToken(), method: "totp", code: "000000" } }),
  "POST member/login/passkey.options": async () => ({ body: { ticket: newToken() } }),
  "POST member/login/passkey.verify": async () => ({
    body: { ticket: newToken(), response: { id: "a", rawId: "a", type: "public-key", response: {} } },
  }),
  "GET member/2fa/status": async () => ({ query: {} }),
  "POST member/2fa/totp.setup": async () => ({ body: {} }),
  "POST member/2fa/totp.confirm": async () => ({ body: { code: "000000" } }),
  "POST member/2fa/passkey.options": async () => ({ body: {} }),
  "POST member/2fa/passkey.register": async () => ({
    body: { name: "Key", response: { id: "a", rawId: "a", type: "public-key", response: {} } },
  }),
  "POST member/2fa/totp.remove": async (data) => ({ body: { password: data.password } }),
  "POST member/2fa/passkey.remove": async (data) => ({ body: { id: 999_999_999, password: data.password } }),
  "POST member/2fa/recovery.regenerate": async (data) => ({ body: { password: data.password } }),
  "POST member/2fa/devices.forget": async () => ({ body: {} }),
  "POST member/2fa/stepup.options": async () => ({ body: {} }),
  "POST member/2fa/stepup.mail": async () => ({ body: {} }),
  "POST admin/account/reset-2fa": async (data) => ({
    body: { account_id: await data.teamMember(), reason: "lost device" },
  }),

  "POST member/logout": async () => ({ body: {} }),
  "GET member/me": async () => ({ query: {} }),
  "POST member/email": async () => ({ body: {} }),
  "POST member/emailverify": async () => ({ body: { code: "000000" } }),
  "POST member/account/update": async (data) => ({
    body: { password: data.password, nickname: uniqueNickname("n") },
  }),
  "POST member/account/delete.account": async (data) => ({ body: { password: data.password } }),
  "POST member/settings/step.tutorial": async () => ({ body: { value: 1 } }),
  "POST member/settings/push": async () => ({ body: { notice: true } }),
  "GET member/invitation/dashboard": async () => ({ query: { start: "2026-01-01", end: "2026-11-30" } }),
  "GET member/invitation/dashboard/list": async () => ({ query: { start: "2026-01-01", end: "2026-11-30" } }),
  "GET notification/list": async () => ({ query: {} }),
  "GET notification/unread": async () => ({ query: {} }),
  // Someone else's notification id: marking it read changes nothing and still answers.
  "POST notification/read": async () => ({ body: { id: 1 } }),
  "POST notification/read.all": async () => ({ body: {} }),
  "POST member/settings/preferences": async () => ({ body: { language: "en" } }),

  "GET board/list": async () => ({ query: { kind: "notice" } }),
  "GET board/detail": async (data) => ({ query: { id: String(await data.board("notice")), kind: "notice" } }),
  "GET board/header": async () => ({ query: {} }),
  "GET board/popups": async () => ({ query: {} }),
  // The caller's approved channel: a member's is assigned, not its own (60004, declared).
  "POST event/campaign/apply": async (data) => ({
    body: { board_id: await data.board("campaign"), channel_id: await data.channel("approved") },
  }),
  "POST event/campaign/video": async (data) => ({
    body: {
      board_id: await data.board("campaign"),
      channel_id: await data.channel("approved"),
      url: "https://www.youtube.com/shorts/AAAAAAAAAAA",
    },
  }),
  "GET event/campaign/resources": async (data) => ({
    query: { board_id: String(await data.board("campaign")) },
  }),

  "GET withdrawal/info": async () => ({ query: {} }),
  "POST withdrawal/info.register": async () => ({ body: MATRIX_BANK }),
  // Without registered info an allowed caller gets 40000, a failure the call declares.
  "POST withdrawal/info.update": async (data) => ({ body: { ...MATRIX_BANK, password: data.password } }),
  "GET withdrawal/report": async () => ({ query: {} }),
  "GET withdrawal/report.detail": async () => ({ query: { type: "music_profit", date: "2026-01" } }),
  "GET withdrawal/quote": async () => ({ query: {} }),
  // Without payment info an allowed caller gets 40000, a failure the call declares.
  "POST withdrawal/request": async () => ({ body: { total: "25000000" } }),
  "GET withdrawal/list": async () => ({ query: {} }),
  "GET withdrawal/invoice.link": async (data) => ({ query: { id: String((await data.withdrawal()).id) } }),
  // A valid token of a studio withdrawal: the link alone lets anyone read it, with or without a session.
  "GET withdrawal/invoice": async (data) => ({ query: { t: (await data.withdrawal()).token } }),
  // The caller's own withdrawal by id, the way that needs the session (anonymous: a stranger's).
  "GET withdrawal/invoice.pdf": async (data) => ({ query: { id: String((await data.withdrawal()).id) } }),

  "POST channel/add": async () => ({
    body: { link: `https://www.youtube.com/@matrix-absent-${platformIds}`, category: "game" },
  }),
  "GET channel/list": async () => ({ query: {} }),
  "GET channel/detail": async (data) => ({ query: { channel_id: String(await data.channel("approved")) } }),
  "POST channel/verify": async (data) => ({ body: { channel_id: await data.channel("need.approved") } }),
  "POST channel/review": async (data) => ({ body: { channel_id: await data.channel("denied.pending") } }),
  "POST channel/delete": async (data) => ({
    body: {
      channel_id: await data.channel("approved"),
      password: data.password,
      cautions: [...CHANNEL_DELETE_CAUTIONS],
    },
  }),

  "POST channel/assign": async (data) => ({
    body: { channel_id: await data.channel("approved"), target: await data.teamMember() },
  }),
  "POST channel/unassign": async (data) => ({ body: { channel_id: await data.channel("approved") } }),

  "POST member/mcn/add": async () => ({
    body: { user_id: uniqueEmail("team"), password: GOOD_PASSWORD, nickname: uniqueNickname("t") },
  }),
  "GET member/mcn/accounts": async () => ({ query: {} }),
  "GET member/mcn/audit": async () => ({ query: {} }),
  "POST member/mcn/update": async (data) => ({ body: { target: await data.teamMember(), fee_rate: 10 } }),
  "POST member/mcn/delete": async (data) => ({
    body: { target: await data.teamMember(), password: data.password },
  }),
  "GET member/mcn/fee_rate.history": async (data) => ({ query: { target: String(await data.teamMember()) } }),
  "GET member/mcn/fee_rate.preview": async (data) => ({
    query: { target: String(await data.teamMember()), fee_rate: "10", month: thisMonth() },
  }),

  "GET v2/music/tags": async () => ({ query: {} }),
  "GET v2/music/home": async () => ({ query: {} }),
  "GET v2/music/search": async () => ({ query: { search: "neon" } }),
  "GET music/favorites": async () => ({ query: {} }),
  "POST music/favorite.toggle": async () => ({ body: { isrc: STUDIO_ISRC } }),
  "GET music/music.log": async () => ({ query: { kind: "play", isrc: STUDIO_ISRC } }),

  "GET v2/music/dashboard": async () => ({ query: lastWeek() }),
  "GET v2/music/video/dashboard": async () => ({ query: lastWeek() }),
  "GET v2/music/channel/dashboard": async () => ({ query: lastWeek() }),
  "GET v2/music/video/list": async () => ({ query: lastWeek() }),
  "GET v2/music/video/details": async () => ({ query: { ...lastWeek(), id: "1" } }),
  "GET v2/music/dashboard/meta": async () => ({ query: {} }),
  "GET v2/music/dashboard/confirmed": async () => ({ query: {} }),
  "POST v2/music/video/export": async () => ({ body: { ...lastWeek(), format: "csv" } }),
  "GET v2/music/video/export.status": async () => ({ query: { id: "1" } }),
  "GET v2/music/clearance/summary": async () => ({ query: {} }),
  "GET v2/music/clearance/check": async () => ({ query: { isrc: STUDIO_ISRC } }),

  "GET admin/channel/queue": async () => ({ query: {} }),
  "POST admin/channel/approve": async (data) => ({ body: { channel_id: await data.pendingChannel() } }),
  "POST admin/channel/deny": async (data) => ({
    body: { channel_id: await data.pendingChannel(), reason: "Not the applicant's channel" },
  }),
  "GET admin/channel/history": async (data) => ({
    query: { channel_id: String(await data.pendingChannel()) },
  }),
  // An empty manifest and a report of headers only: valid files that change nothing.
  "POST admin/music/import": async () => ({
    form: formOf([
      {
        field: "manifest",
        name: "manifest.csv",
        text: "isrc,name,artist,category,tags,shopping,prioritized,instrumental,release_date,duration,audio,cover\n",
      },
    ]),
  }),
  "POST admin/stats/import": async () => ({
    form: formOf([
      {
        field: "file",
        name: "report.csv",
        text: "date,channel_id,video_id,title,published_on,duration_seconds,isrc,views,premium_views,revenue_usd,premium_revenue_usd,watch_seconds,average_watch_rate,countries,thumbnail_url\n",
      },
    ]),
  }),
  // A file naming no channel of the network: an allowed caller gets the preview and its rejection.
  "POST admin/revenue/confirmed.preview": async () => ({
    form: formOf([
      { field: "file", name: "confirmed.csv", text: "channel_id,month,amount_usd\nUCmatrix,2026-01,1\n" },
    ]),
  }),
  "POST admin/revenue/confirmed.confirm": async () => ({
    form: formOf([
      { field: "file", name: "confirmed.csv", text: "channel_id,month,amount_usd\nUCmatrix,2026-01,1\n" },
    ]),
  }),
  "GET admin/revenue/reconciliation": async () => ({ query: { month: "2026-01" } }),
  // Staff post to their own account (every principal is in the studio network).
  "POST admin/ledger/manual": async (data) => ({
    body: {
      account_id: data.caller.account?.account.id ?? 1,
      type: "bonus",
      month: "2026-01",
      amount_usd: "1.5",
      reason: "matrix",
    },
  }),
  "GET admin/ledger/entries": async (data) => ({
    query: { account_id: String(data.caller.account?.account.id ?? 1) },
  }),
  "GET admin/ledger/manual.list": async () => ({ query: { status: "awaiting_approval" } }),
  // No such entry: administrators get 404 (hidden), everyone else their refusal.
  "POST admin/ledger/manual.approve": async () => ({ body: { id: 999_999_999 } }),
  "POST admin/ledger/manual.decline": async () => ({ body: { id: 999_999_999, reason: "matrix" } }),
  "GET admin/ledger/trial-balance": async () => ({ query: { month: "2026-01" } }),
  "GET admin/ledger/trial-balance.export": async () => ({ query: { month: "2026-01" } }),
  "GET admin/board/list": async () => ({ query: { kind: "notice" } }),
  "GET admin/board/detail": async (data) => ({ query: { id: String(await data.board("notice")) } }),
  "POST admin/board/save": async () => ({
    body: {
      kind: "notice",
      publish_at: "2026-01-01T00:00:00.000Z",
      hidden: true,
      translations: [{ language: "en", title: "Matrix", body: "" }],
    },
  }),
  "POST admin/board/preview": async () => ({ body: { body: "**matrix**" } }),
  "GET admin/campaign/participants": async (data) => ({
    query: { board_id: String(await data.board("campaign")) },
  }),
  // No such application: staff get 404 (hidden), everyone else their refusal.
  "POST admin/campaign/decide": async () => ({ body: { application_id: 999_999_999, status: "approved" } }),

  "GET admin/withdrawal/queue": async () => ({ query: { status: "pending" } }),
  // No such request: staff get 404 (hidden), everyone else their refusal.
  "POST admin/withdrawal/pay": async () => ({ body: { id: 999_999_999, payout_reference: "matrix" } }),
  "POST admin/withdrawal/reject": async () => ({
    body: { id: 999_999_999, recover: true, reason: "matrix" },
  }),
  "GET admin/withdrawal/export": async () => ({ query: { month: "2026-01", method: "bank" } }),
  "GET admin/withdrawal/batch.preview": async () => ({ query: { month: "2026-01", method: "bank" } }),
  // A month long past: nothing pending then, so an allowed caller creates no batch (null).
  "POST admin/withdrawal/batch.create": async () => ({ body: { month: "2000-01", method: "bank" } }),
  "GET admin/withdrawal/batch.list": async () => ({ query: {} }),
  // No such batch: staff get 404 (hidden), everyone else their refusal.
  "GET admin/withdrawal/batch.file": async () => ({ query: { id: "999999999" } }),
  "POST admin/withdrawal/batch.settle": async () => {
    const form = formOf([{ field: "file", name: "settlement.csv", text: "withdrawal_id,status\n1,paid\n" }]);
    form.append("batch_id", "999999999");
    return { form };
  },
  "GET admin/withdrawal/overdue": async () => ({ query: {} }),

  // The back-office acts on a fresh member of some team: nothing else of the case changes.
  "GET admin/account/search": async () => ({ query: { q: "matrix" } }),
  "GET admin/account/detail": async (data) => ({ query: { account_id: String(await data.teamMember()) } }),
  "POST admin/account/suspend": async (data) => ({
    body: { account_id: await data.teamMember(), reason: "matrix" },
  }),
  "POST admin/account/restore": async (data) => ({ body: { account_id: await data.teamMember() } }),
  "POST admin/account/resend-verification": async (data) => ({
    body: { account_id: await data.teamMember() },
  }),
  "POST admin/staff/role": async (data) => ({ body: { account_id: await data.teamMember(), role: null } }),
  "GET admin/rates/list": async () => ({ query: { from: "2026-01-01", to: "2026-01-31" } }),
  "POST admin/rates/set": async () => ({ body: { day: "2001-01-01", rate: "7.1" } }),
  "GET admin/site/get": async () => ({ query: {} }),
  "POST admin/site/save": async (data) => ({ body: await data.siteSettings() }),
  "POST admin/site/logo": async () => ({
    form: formOf([{ field: "file", name: "logo.svg", text: MATRIX_SVG }]),
  }),
  "GET admin/music/list": async () => ({ query: { q: "KRA" } }),
  "POST admin/music/update": async (data) => {
    const track = await data.track();
    const { name, artist, category, tags, shopping, prioritized } = track;
    return { body: { track_id: track.id, name, artist, category, tags, shopping, prioritized } };
  },
  "POST admin/music/withdraw": async (data) => ({
    body: { track_id: (await data.track()).id, withdrawn: false },
  }),
  "POST admin/music/files": async (data) => {
    const form = formOf([{ field: "file", name: "cover.svg", text: MATRIX_SVG }]);
    form.append("track_id", String((await data.track()).id));
    return { form };
  },
  "GET admin/import/history": async () => ({ query: {} }),
  "GET admin/mail/failed": async () => ({ query: {} }),
  // No failed mail of that id: answered `resent: false` to whoever may call it.
  "POST admin/mail/resend": async () => ({ body: { mail_id: 1 } }),
  "GET admin/clearance/list": async () => ({ query: {} }),
  // Releasing a claim never received changes nothing: the demo video stays as it is.
  "POST admin/clearance/claim": async (data) => ({ body: { video: await data.video(), mark: "released" } }),
  "GET admin/audit/list": async () => ({ query: { action: "matrix" } }),
  "GET admin/audit/export": async () => ({ query: { action: "matrix" } }),
  "GET admin/jobs/queues": async () => ({ query: {} }),
  "GET admin/jobs/failed": async () => ({ query: { queue: "matrix" } }),
  // No such job: nothing is retried (retried: false).
  "POST admin/jobs/retry": async () => ({
    body: { queue: "matrix", id: "00000000-0000-4000-8000-000000000000" },
  }),
};
