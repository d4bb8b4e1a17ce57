import {
  accountUpdateCall,
  channelReviewCall,
  E,
  emailVerifyCall,
  findPasswordCall,
  musicFavouriteToggleCall,
  musicSearchCall,
  sendEmailCodeCall,
  VERIFICATION_CODE,
} from "@studio/contract";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, channelEvents, channels, favourites, verificationCodes } from "../src/db/schema";
import { runOwnershipCheck } from "../src/modules/channel/ownership-check";
import { insertChannel } from "../src/modules/channel/queries";
import { registeredChannel, setChannelStatus, signedIn } from "./support/channels";
import type { ApiResponse } from "./support/factories";
import {
  api,
  createAccount,
  joinAccount,
  latestCode,
  mailsTo,
  uniqueNickname,
  wrongCode,
} from "./support/factories";
import { changeSandboxChannel, createSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Limits that parallel calls could exceed, each hit by 30 calls at once (decision 034). On PGlite the
 * calls queue on one connection; on PostgreSQL (`TEST_DB=postgres`) they truly overlap.
 */
const PARALLEL = 30;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codesOf = (responses: ApiResponse[]) =>
  responses.map((r) => (r.body.success ? 0 : (r.body as { code: number }).code)).sort((a, b) => a - b);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe(`${PARALLEL} parallel calls`, () => {
  it("re-review once a day: exactly one passes, the others get 30007", async () => {
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner, { viewCount: 50_000 });
    await setChannelStatus(t, channel.id, { status: "denied.pending", verificationState: "verified" });

    const responses = await times(PARALLEL, () =>
      owner.client.call(channelReviewCall, { channel_id: channel.id }),
    );
    const codes = codesOf(responses);
    expect(count(codes, 0)).toBe(1);
    expect(count(codes, E.REREVIEW_DAILY_LIMIT)).toBe(PARALLEL - 1);
    const asks = await t.database.db
      .select()
      .from(channelEvents)
      .where(and(eq(channelEvents.channelId, channel.id), eq(channelEvents.reason, "rereview_requested")));
    expect(asks).toHaveLength(1);
  });

  it("wrong verification codes: exactly 5 are counted, then even the right code gets 10015", async () => {
    const joined = await joinAccount(t.app);
    const code = await latestCode(t.app, joined.email);
    // One client (one address) per call: the per-address rate limit is not what is tested here.
    const responses = await times(PARALLEL, () =>
      api(t.app, { token: joined.token }).call(emailVerifyCall, { code: wrongCode(code) }),
    );
    const codes = codesOf(responses);
    expect(count(codes, E.WRONG_VERIFICATION_CODE)).toBe(VERIFICATION_CODE.maxAttempts - 1);
    expect(count(codes, E.TOO_MANY_VERIFICATION_ATTEMPTS)).toBe(PARALLEL - VERIFICATION_CODE.maxAttempts + 1);
    const [row] = await t.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .innerJoin(accounts, eq(accounts.id, verificationCodes.accountId))
      .where(and(eq(accounts.email, joined.email), eq(verificationCodes.purpose, "signup")))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    expect(row?.attempts).toBe(VERIFICATION_CODE.maxAttempts);
    const right = await api(t.app, { token: joined.token }).call(emailVerifyCall, { code });
    expect(right.body).toMatchObject({ success: false, code: E.TOO_MANY_VERIFICATION_ATTEMPTS });
  });

  it("resend cooldown: exactly one new sign-up code goes out", async () => {
    const joined = await joinAccount(t.app);
    t.clock.advance(VERIFICATION_CODE.resendCooldownSeconds * 1000);
    const before = (await mailsTo(t.app, joined.email)).length;
    const responses = await times(PARALLEL, () =>
      api(t.app, { token: joined.token }).call(sendEmailCodeCall, {}),
    );
    const codes = codesOf(responses);
    expect(count(codes, 0)).toBe(1);
    expect(count(codes, E.TOO_MANY_REQUESTS)).toBe(PARALLEL - 1);
    expect((await mailsTo(t.app, joined.email)).length).toBe(before + 1);
  });

  it("reset code cooldown: of parallel requests exactly one mails a code", async () => {
    const { email } = await createAccount(t.database.db);
    await times(PARALLEL, () => api(t.app).call(findPasswordCall, { email }));
    expect(await mailsTo(t.app, email)).toHaveLength(1);
  });

  it("favourites: the network's limit of 10 holds", async () => {
    const { client, token, account } = await signedIn(t);
    const tracks = expectTracks(await client.call(musicSearchCall, { size: PARALLEL }));
    const responses = await times(PARALLEL, (i) =>
      api(t.app, { token }).call(musicFavouriteToggleCall, { isrc: tracks[i] }),
    );
    const codes = codesOf(responses);
    expect(count(codes, 0)).toBe(10);
    expect(count(codes, E.FAVOURITES_LIMIT)).toBe(PARALLEL - 10);
    const held = await t.database.db.select().from(favourites).where(eq(favourites.accountId, account.id));
    expect(held).toHaveLength(10);
  });

  it("one nickname wanted by many accounts: exactly one gets it, the others 10010 (never a 500)", async () => {
    const wanted = uniqueNickname("race");
    const people = await times(PARALLEL, () => signedIn(t));
    const responses = await times(PARALLEL, (i) => {
      const person = people[i];
      if (!person) throw new Error("missing account");
      return person.client.call(accountUpdateCall, { password: person.password, nickname: wanted });
    });
    const codes = codesOf(responses);
    expect(count(codes, 0)).toBe(1);
    expect(count(codes, E.NICKNAME_TAKEN)).toBe(PARALLEL - 1);
  });

  it("ownership proofs of one platform channel by many accounts: exactly one wins, the rest are released", async () => {
    const platform = await createSandboxChannel(t.sandbox, { viewCount: 250_000 });
    const now = t.clock.now();
    const registrations = await times(PARALLEL, async (i) => {
      const { account } = await createAccount(t.database.db);
      const row = await insertChannel(t.database.db, {
        networkId: account.networkId,
        ownerId: account.id,
        platformChannelId: platform.id,
        handle: platform.handle,
        title: platform.title,
        category: "game",
        status: "need.approved",
        verificationCode: `STUDIO-RACE${i.toString().padStart(6, "0")}`,
        verificationState: "verifying",
        checkRun: 1,
        checkUntil: new Date(now.getTime() + 3_600_000),
        createdAt: now,
      });
      if (!row) throw new Error("registration not inserted");
      return row;
    });
    // Every account put its code in the description, so every check finds one.
    await changeSandboxChannel(t.sandbox, platform.handle, {
      description: registrations.map((r) => r.verificationCode).join("\n"),
    });
    await times(PARALLEL, (i) =>
      runOwnershipCheck(t.app.deps, { channelId: registrations[i]?.id ?? 0, run: 1 }),
    );
    const left = await t.database.db
      .select()
      .from(channels)
      .where(eq(channels.platformChannelId, platform.id));
    expect(left).toHaveLength(1);
    expect(left[0]?.status).toBe("pending");
    const released = await t.database.db
      .select()
      .from(channelEvents)
      .where(eq(channelEvents.reason, "ownership_proven_by_another_account"));
    const ids = new Set(registrations.map((r) => r.id));
    expect(released.filter((e) => ids.has(e.channelId))).toHaveLength(PARALLEL - 1);
  });
});

function expectTracks(response: ApiResponse<{ items: { isrc: string }[] }>): string[] {
  if (!response.body.success) throw new Error(response.text);
  const isrcs = response.body.data.items.map((m) => m.isrc);
  expect(isrcs.length).toBe(PARALLEL);
  return isrcs;
}
