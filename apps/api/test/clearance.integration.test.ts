import {
  adminChannelApproveCall,
  adminClaimMarkCall,
  adminClearanceListCall,
  adminTrackWithdrawCall,
  CHANNEL_DELETE_CAUTIONS,
  channelAddCall,
  channelDeleteCall,
  E,
  musicClearanceCheckCall,
  musicClearanceSummaryCall,
  musicVideoListCall,
  notificationListCall,
  type TClearance,
} from "@studio/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  appState,
  channels,
  networks,
  staffAudit,
  tracks,
  videoClaims,
  videoClearance,
  videos,
} from "../src/db/schema";
import { assessUnassessed } from "../src/modules/clearance";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { GOOD_PASSWORD } from "./support/factories";
import { importReport } from "./support/revenue";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";
import { createTracks } from "./support/tracks";

/** Claim safety (docs/decisions/127): each state and transition at its boundary, and tenancy. */

let t: TestApp;
let staff: SignedIn;
let studioId: number;
let nextIsrc = 0;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true, staffRole: "admin" });
  const [studio] = await t.database.db.select().from(networks).where(eq(networks.slug, "studio"));
  studioId = studio?.id ?? 0;
  // Each run of the file its own ISRC range, clear of the demo's and other files'.
  nextIsrc = 7_100_000 + (Date.now() % 800) * 100;
});
afterAll(() => t.close());

/** The network's calendar day (Asia/Seoul) of an instant, as the reports date publications. */
const seoulDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(at);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function catalogueTrack(name: string) {
  const isrcStart = nextIsrc++;
  await createTracks(t.database.db, studioId, 1, { name, artist: "Clearance", isrcStart });
  const isrc = `KRA40${String(isrcStart).padStart(7, "0")}`;
  const [row] = await t.database.db.select().from(tracks).where(eq(tracks.isrc, isrc));
  if (!row) throw new Error("track not created");
  return row;
}

/** A channel of `owner` approved by staff through the review call (the transition's own path). */
async function approvedChannel(owner: SignedIn) {
  const { channel, platform } = await registeredChannel(t, owner);
  await setChannelStatus(t, channel.id, { status: "pending", verificationState: "verified" });
  expectOk(await staff.client.call(adminChannelApproveCall, { channel_id: channel.id }));
  return { channel, platform };
}

let videoSeq = 0;
const videoId = (label: string) => `clr-${label}-${Date.now().toString(36)}-${++videoSeq}`;

interface VideoFact {
  video: string;
  isrc: string;
  publishedOn?: string;
}

/**
 * Imports one day (2026-05-10) of the channel's videos with the given music and publication days. A
 * report replaces the channel-days it holds: videos the list should show together come in one.
 */
async function importVideos(platformChannelId: string, facts: VideoFact[]) {
  await importReport(
    staff,
    facts.map((f) => ({
      date: "2026-05-10",
      channel: platformChannelId,
      video: f.video,
      views: 100,
      revenue: "1",
      isrc: f.isrc,
      publishedOn: f.publishedOn ?? "2026-05-01",
    })),
  );
}

const importVideo = (platformChannelId: string, video: string, isrc: string, publishedOn?: string) =>
  importVideos(platformChannelId, [{ video, isrc, ...(publishedOn ? { publishedOn } : {}) }]);

async function clearanceOf(platformVideoId: string) {
  const [row] = await t.database.db
    .select({ state: videoClearance.state, reasons: videoClearance.reasons })
    .from(videoClearance)
    .innerJoin(videos, eq(videos.id, videoClearance.videoId))
    .where(eq(videos.platformVideoId, platformVideoId));
  return row ?? null;
}

const codesOf = async (platformVideoId: string) =>
  (await clearanceOf(platformVideoId))?.reasons.map((r) => r.code);

async function atRiskNotices(owner: SignedIn) {
  const page = expectOk(await owner.client.call(notificationListCall, {}));
  return page.items.filter((n) => n.type === "video.at_risk");
}

describe("each state", () => {
  it("clears catalogue music on an approved channel, leaves other music not covered", async () => {
    const owner = await signedIn(t);
    const { channel } = await approvedChannel(owner);
    const track = await catalogueTrack("Cleared");
    const [cleared, none, foreign] = [videoId("ok"), videoId("none"), videoId("foreign")];
    await importVideo(channel.platform_channel_id, cleared, track.isrc);
    await importVideo(channel.platform_channel_id, none, "");
    await importVideo(channel.platform_channel_id, foreign, "USRC17607839");

    expect(await clearanceOf(cleared)).toEqual({ state: "cleared", reasons: [] });
    expect(await clearanceOf(none)).toMatchObject({
      state: "not_covered",
      reasons: [{ code: "no_catalogue_music" }],
    });
    expect((await clearanceOf(foreign))?.state).toBe("not_covered");
    expect(await atRiskNotices(owner)).toEqual([]);
  });

  it("counts tracks: one is cleared, two (even one outside the catalogue) are at risk", async () => {
    const owner = await signedIn(t);
    const { channel } = await approvedChannel(owner);
    const [a, b] = [await catalogueTrack("Pair A"), await catalogueTrack("Pair B")];
    const [one, two, mixed] = [videoId("one"), videoId("two"), videoId("mixed")];
    await importVideo(channel.platform_channel_id, one, a.isrc);
    await importVideo(channel.platform_channel_id, two, `${a.isrc};${b.isrc}`);
    await importVideo(channel.platform_channel_id, mixed, `${b.isrc}; USRC17607839`);

    expect((await clearanceOf(one))?.state).toBe("cleared");
    expect(await clearanceOf(two)).toMatchObject({
      state: "at_risk",
      reasons: [{ code: "several_tracks", count: 2 }],
    });
    expect(await codesOf(mixed)).toEqual(["several_tracks"]);
    // Both catalogue tracks count as used; the video's own track is the first the report named.
    const [stored] = await t.database.db.select().from(videos).where(eq(videos.platformVideoId, two));
    expect(stored).toMatchObject({ trackId: a.id, musicIsrcs: [a.isrc, b.isrc] });

    // A corrected report naming one track clears it again.
    await importVideo(channel.platform_channel_id, two, a.isrc);
    expect((await clearanceOf(two))?.state).toBe("cleared");
  });
});

describe("the demo", () => {
  it("has videos of the demo creator at risk for their two tracks, counted on the dashboard", async () => {
    const [creator] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, "creator@studio.test"));
    if (!creator) throw new Error("no demo creator");
    const rows = await t.database.db
      .select({ reason: videoClearance.reason })
      .from(videoClearance)
      .innerJoin(channels, eq(channels.id, videoClearance.channelId))
      .where(and(eq(channels.ownerId, creator.id), eq(videoClearance.state, "at_risk")));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.reason)).toContain("several_tracks");
  });
});

describe("videos of before claim safety", () => {
  it("are assessed once at start-up, quietly", async () => {
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "pending", verificationState: "verified" });
    const track = await catalogueTrack("Backfill");
    const video = videoId("backfill");
    await importVideo(channel.platform_channel_id, video, track.isrc);
    const noticesBefore = (await atRiskNotices(owner)).length;
    // As a database migrated from before claim safety: no clearance kept, no backfill done.
    const [stored] = await t.database.db.select().from(videos).where(eq(videos.platformVideoId, video));
    await t.database.db.delete(videoClearance).where(eq(videoClearance.videoId, stored?.id ?? 0));
    await t.database.db.delete(appState).where(eq(appState.key, "clearance_backfilled"));

    expect(await assessUnassessed(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await codesOf(video)).toEqual(["channel_not_approved"]);
    expect(await atRiskNotices(owner)).toHaveLength(noticesBefore);
    // Once done, a start reads the mark and looks no further.
    await t.database.db.delete(videoClearance).where(eq(videoClearance.videoId, stored?.id ?? 0));
    expect(await assessUnassessed(t.database.db)).toBe(0);
    expect(await clearanceOf(video)).toBeNull();
    await t.database.db.delete(appState).where(eq(appState.key, "clearance_backfilled"));
    await assessUnassessed(t.database.db);
  });
});

describe("transitions at their boundary", () => {
  it("approval: at risk while the channel is not approved, cleared from its approval", async () => {
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "pending", verificationState: "verified" });
    const track = await catalogueTrack("Approval");
    const video = videoId("pending");
    await importVideo(channel.platform_channel_id, video, track.isrc);

    expect(await clearanceOf(video)).toMatchObject({
      state: "at_risk",
      reasons: [{ code: "channel_not_approved" }],
    });
    const notices = await atRiskNotices(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.params).toMatchObject({
      count: 1,
      title: `Video ${video}`,
      reason: "channel_not_approved",
    });
    // The owner sees it counted though the dashboards show approved channels only.
    const summary = expectOk(await owner.client.call(musicClearanceSummaryCall, {}));
    expect(summary).toMatchObject({ at_risk: 1, by_reason: [{ code: "channel_not_approved", videos: 1 }] });

    expectOk(await staff.client.call(adminChannelApproveCall, { channel_id: channel.id }));
    expect(await clearanceOf(video)).toEqual({ state: "cleared", reasons: [] });
    expect(await atRiskNotices(owner)).toHaveLength(1);
  });

  it("deletion and re-add: videos published up to the new approval day are at risk, later ones cleared", async () => {
    const owner = await signedIn(t);
    const { channel, platform } = await approvedChannel(owner);
    const track = await catalogueTrack("Readd");
    const before = videoId("before");
    await importVideo(channel.platform_channel_id, before, track.isrc, "2026-04-01");
    expect((await clearanceOf(before))?.state).toBe("cleared");

    expectOk(
      await owner.client.call(channelDeleteCall, {
        channel_id: channel.id,
        password: GOOD_PASSWORD,
        cautions: [...CHANNEL_DELETE_CAUTIONS],
      }),
    );
    const removedOn = seoulDay(t.clock.now());
    t.clock.advance(3 * 86_400_000);
    const again = expectOk(
      await owner.client.call(channelAddCall, { link: platform.link, category: "game" }),
    );
    await setChannelStatus(t, again.id, { status: "pending", verificationState: "verified" });
    expectOk(await staff.client.call(adminChannelApproveCall, { channel_id: again.id }));
    const approvedOn = seoulDay(t.clock.now());

    const [old, onTheDay, after] = [videoId("old"), videoId("day"), videoId("after")];
    await importVideo(platform.id, old, track.isrc, "2026-04-01");
    await importVideo(platform.id, onTheDay, track.isrc, approvedOn);
    await importVideo(platform.id, after, track.isrc, addDays(approvedOn, 1));

    const readded = { code: "channel_readded", on: removedOn, until: approvedOn };
    expect(await clearanceOf(old)).toMatchObject({ state: "at_risk", reasons: [readded] });
    expect(await clearanceOf(onTheDay)).toMatchObject({ state: "at_risk", reasons: [readded] });
    expect(await clearanceOf(after)).toEqual({ state: "cleared", reasons: [] });
  });

  it("withdrawal: at risk from the withdrawal day, before or after publishing; cleared when put back", async () => {
    const owner = await signedIn(t);
    const { channel } = await approvedChannel(owner);
    const track = await catalogueTrack("Withdrawn");
    const withdrawnOn = seoulDay(t.clock.now());
    const [earlier, sameDay] = [videoId("earlier"), videoId("same")];
    await importVideos(channel.platform_channel_id, [
      { video: earlier, isrc: track.isrc, publishedOn: addDays(withdrawnOn, -1) },
      { video: sameDay, isrc: track.isrc, publishedOn: withdrawnOn },
    ]);
    expect((await clearanceOf(earlier))?.state).toBe("cleared");

    expectOk(await staff.client.call(adminTrackWithdrawCall, { track_id: track.id, withdrawn: true }));
    expect(await clearanceOf(earlier)).toMatchObject({
      state: "at_risk",
      reasons: [{ code: "track_withdrawn", on: withdrawnOn, track: track.name }],
    });
    expect(await codesOf(sameDay)).toEqual(["track_withdrawn_before_publish"]);
    // One notification for both videos.
    const notices = await atRiskNotices(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.params.count).toBe(2);

    // The report row of the video carries it, and the list filters by it.
    const range = { start: "2026-05-10", end: "2026-05-10" };
    const atRisk = expectOk(await owner.client.call(musicVideoListCall, { ...range, clearance: "at_risk" }));
    expect(atRisk.items.map((v) => v.video_id).sort()).toEqual([earlier, sameDay].sort());
    expect(atRisk.total).toBe(2);
    expect(atRisk.items[0]?.clearance?.state).toBe("at_risk");
    const clearedOnes = expectOk(
      await owner.client.call(musicVideoListCall, { ...range, clearance: "cleared" }),
    );
    expect(clearedOnes.total).toBe(0);

    expectOk(await staff.client.call(adminTrackWithdrawCall, { track_id: track.id, withdrawn: false }));
    expect((await clearanceOf(earlier))?.state).toBe("cleared");
    expect((await clearanceOf(sameDay))?.state).toBe("cleared");
  });
});

describe("checking a track before publishing", () => {
  it("answers per channel in reach, and not for another account's channels", async () => {
    const owner = await signedIn(t);
    const { channel: approved } = await approvedChannel(owner);
    const { channel: pending } = await registeredChannel(t, owner);
    const stranger = await signedIn(t);
    await approvedChannel(stranger);
    const track = await catalogueTrack("Check");

    const answer = expectOk(await owner.client.call(musicClearanceCheckCall, { isrc: track.isrc }));
    expect(answer.track).toMatchObject({ isrc: track.isrc, name: track.name, in_catalogue: true });
    expect(answer.channels.map((c) => [c.id, c.state, c.reasons.map((r) => r.code)])).toEqual([
      [approved.id, "cleared", []],
      [pending.id, "at_risk", ["channel_not_approved"]],
    ]);

    expectOk(await staff.client.call(adminTrackWithdrawCall, { track_id: track.id, withdrawn: true }));
    const withdrawn = expectOk(await owner.client.call(musicClearanceCheckCall, { isrc: track.isrc }));
    expect(withdrawn.track.in_catalogue).toBe(false);
    expect(withdrawn.channels[0]?.reasons.map((r) => r.code)).toEqual(["track_withdrawn_before_publish"]);

    // Another network's ISRC is unknown here.
    expectError(
      await owner.client.call(musicClearanceCheckCall, { isrc: "CNWAV2600001" }),
      404,
      E.INVALID_ACCESS,
    );
  });
});

describe("staff: the at-risk list and claims", () => {
  it("lists at-risk videos by reason, records a claim and its release in the audit, and tells the owner", async () => {
    const owner = await signedIn(t);
    const { channel } = await approvedChannel(owner);
    const track = await catalogueTrack("Claimed");
    const video = videoId("claim");
    await importVideo(channel.platform_channel_id, video, track.isrc);
    const [stored] = await t.database.db.select().from(videos).where(eq(videos.platformVideoId, video));
    const id = stored?.id ?? 0;

    const received = expectOk(
      await staff.client.call(adminClaimMarkCall, {
        video: id,
        mark: "received",
        note: "Content ID, label X",
      }),
    );
    expect(received.clearance.state).toBe("at_risk");
    expect(received.clearance.reasons.map((r) => r.code)).toEqual(["claim_received"]);
    expect(received.claim).toMatchObject({ mark: "received", note: "Content ID, label X" });
    expect(received.owner.id).toBe(owner.account.id);
    expect((await atRiskNotices(owner))[0]?.params.reason).toBe("claim_received");

    const listed = expectOk(
      await staff.client.call(adminClearanceListCall, { reason: "claim_received", size: 200 }),
    );
    expect(listed.items.map((v) => v.id)).toContain(id);
    expect(listed.by_reason.find((r) => r.code === "claim_received")?.videos).toBeGreaterThanOrEqual(1);
    const otherReason = expectOk(
      await staff.client.call(adminClearanceListCall, { reason: "several_tracks", size: 200 }),
    );
    expect(otherReason.items.map((v) => v.id)).not.toContain(id);

    // The same mark again writes nothing.
    expectOk(await staff.client.call(adminClaimMarkCall, { video: id, mark: "received" }));
    const released = expectOk(await staff.client.call(adminClaimMarkCall, { video: id, mark: "released" }));
    expect(released.clearance).toMatchObject({ state: "cleared", reasons: [] } satisfies Partial<TClearance>);

    const claims = await t.database.db.select().from(videoClaims).where(eq(videoClaims.videoId, id));
    expect(claims.map((c) => c.mark)).toEqual(["received", "released"]);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.target, `video:${video}`), eq(staffAudit.action, "admin/clearance/claim")));
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { claim: null, state: "cleared" },
        { claim: "received", note: "Content ID, label X", state: "at_risk" },
      ],
      [
        { claim: "received", state: "at_risk" },
        { claim: "released", note: "", state: "cleared" },
      ],
    ]);
  });

  it("keeps networks apart: another network's staff neither see nor mark a studio video", async () => {
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "pending", verificationState: "verified" });
    const track = await catalogueTrack("Tenancy");
    const video = videoId("tenancy");
    await importVideo(channel.platform_channel_id, video, track.isrc);
    const [stored] = await t.database.db.select().from(videos).where(eq(videos.platformVideoId, video));

    const waveStaff = await signedIn(t, { isStaff: true, staffRole: "admin", network: "wave" });
    const waveList = expectOk(await waveStaff.client.call(adminClearanceListCall, { size: 200 }));
    expect(waveList.items.map((v) => v.id)).not.toContain(stored?.id);
    expectError(
      await waveStaff.client.call(adminClaimMarkCall, { video: stored?.id ?? 0, mark: "received" }),
      404,
      E.INVALID_ACCESS,
    );
    // Another creator of the same network counts none of it.
    const stranger = await signedIn(t);
    expect(expectOk(await stranger.client.call(musicClearanceSummaryCall, {})).at_risk).toBe(0);
    expect(expectOk(await owner.client.call(musicClearanceSummaryCall, {})).at_risk).toBe(1);
    expect(
      expectOk(await owner.client.call(musicClearanceSummaryCall, { channel: channel.id + 100_000 })).at_risk,
    ).toBe(0);
  });

  it.runIf(testEngine() === "postgres")(
    "writes one claim, one audit row and one notification for 30 same marks at once",
    async () => {
      const owner = await signedIn(t);
      const { channel } = await approvedChannel(owner);
      const track = await catalogueTrack("Parallel");
      const video = videoId("parallel");
      await importVideo(channel.platform_channel_id, video, track.isrc);
      const [stored] = await t.database.db.select().from(videos).where(eq(videos.platformVideoId, video));
      const id = stored?.id ?? 0;

      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          staff.client.call(adminClaimMarkCall, { video: id, mark: "received" }),
        ),
      );
      for (const answer of answers) expect(expectOk(answer).clearance.state).toBe("at_risk");
      expect(await t.database.db.select().from(videoClaims).where(eq(videoClaims.videoId, id))).toHaveLength(
        1,
      );
      const audit = await t.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.target, `video:${video}`));
      expect(audit).toHaveLength(1);
      expect(await atRiskNotices(owner)).toHaveLength(1);
    },
  );
});
