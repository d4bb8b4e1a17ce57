import {
  adminCampaignDecideCall,
  adminCampaignParticipantsCall,
  boardDetailCall,
  boardListCall,
  CAMPAIGN,
  campaignApplyCall,
  campaignResourcesCall,
  campaignVideoCall,
  E,
  type TCampaignSettings,
} from "@studio/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignApplications, tracks } from "../src/db/schema";
import { refreshCampaignViews } from "../src/modules/board";
import { expectError, expectOk } from "./support/assertions";
import { campaignDates, writeBoard } from "./support/boards";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { networkIdOf } from "./support/factories";
import { setSandboxVideoViews, uploadSandboxVideo } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";
import { createTracks } from "./support/tracks";

/** Campaigns: every rule of applying, entering a video and downloading (docs/decisions/122). */

let t: TestApp;
let staff: SignedIn;
let songIsrc: string;
let otherSongName: string;
const SONG = "Snowfall Parade";
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true });
  const networkId = await networkIdOf(t.database.db);
  await createTracks(t.database.db, networkId, 2, {
    name: SONG,
    artist: "Campaign Band",
    isrcStart: 9_100_000,
  });
  const rows = await t.database.db
    .select({ isrc: tracks.isrc, name: tracks.name })
    .from(tracks)
    .where(and(eq(tracks.networkId, networkId), eq(tracks.artist, "Campaign Band")));
  songIsrc = rows.find((r) => r.name === `${SONG} 0`)?.isrc ?? "";
  otherSongName = rows.find((r) => r.name === `${SONG} 1`)?.name ?? "";
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const CREDIT = `♪ ${SONG} 0 - Campaign Band`;

async function campaign(settings: Partial<TCampaignSettings> = {}) {
  const now = t.clock.now();
  const board = await writeBoard(staff, now, {
    kind: "event",
    translations: [{ language: "en", title: "Winter dance campaign", body: "Dance to the song!" }],
    campaign: { track_isrc: songIsrc, view_goal: 1_000, min_seconds: 10, ...campaignDates(now), ...settings },
  });
  return board.id;
}

/** A creator with an approved sandbox channel. */
async function creatorWithChannel() {
  const creator = await signedIn(t);
  const { channel, platform } = await registeredChannel(t, creator);
  await setChannelStatus(t, channel.id, { status: "approved", verificationState: "verified" });
  return { creator, channelId: channel.id, handle: platform.handle };
}

async function applied(boardId: number) {
  const who = await creatorWithChannel();
  expectOk(
    await who.creator.client.call(campaignApplyCall, { board_id: boardId, channel_id: who.channelId }),
  );
  return who;
}

const upload = (handle: string, video: Parameters<typeof uploadSandboxVideo>[2] = {}) =>
  uploadSandboxVideo(t.sandbox, handle, {
    description: `For the campaign\n${CREDIT}`,
    publishedAt: t.clock.now().toISOString(),
    ...video,
  });

describe("applying", () => {
  it("takes an own approved channel once, and shows it in the event", async () => {
    const boardId = await campaign();
    const { creator, channelId } = await creatorWithChannel();
    const application = expectOk(
      await creator.client.call(campaignApplyCall, { board_id: boardId, channel_id: channelId }),
    );
    expect(application).toMatchObject({ channel_id: channelId, status: "applied", entry: null });
    const detail = expectOk(await creator.client.call(boardDetailCall, { id: boardId, kind: "event" }));
    expect(detail.campaign).toMatchObject({ state: "open", song: { isrc: songIsrc }, view_goal: 1_000 });
    expect(detail.campaign?.applications.map((a) => a.channel_id)).toEqual([channelId]);
    const list = expectOk(await creator.client.call(boardListCall, { kind: "event" }));
    expect(list.items.find((i) => i.id === boardId)?.campaign_state).toBe("open");

    const again = await creator.client.call(campaignApplyCall, { board_id: boardId, channel_id: channelId });
    expectError(again, 409, E.CAMPAIGN_CHANNEL_ALREADY_APPLIED);
  });

  it("refuses another's channel (60004) and a channel not approved (30005)", async () => {
    const boardId = await campaign();
    const { channelId } = await creatorWithChannel();
    const stranger = await signedIn(t);
    expectError(
      await stranger.client.call(campaignApplyCall, { board_id: boardId, channel_id: channelId }),
      403,
      E.CAMPAIGN_OWN_CHANNEL_ONLY,
    );
    const owner = await signedIn(t);
    const { channel } = await registeredChannel(t, owner);
    expectError(
      await owner.client.call(campaignApplyCall, { board_id: boardId, channel_id: channel.id }),
      409,
      E.CHANNEL_UNAVAILABLE,
    );
  });

  it("takes one channel per account (50001)", async () => {
    const boardId = await campaign();
    const { creator } = await applied(boardId);
    const { channel } = await registeredChannel(t, creator);
    await setChannelStatus(t, channel.id, { status: "approved" });
    expectError(
      await creator.client.call(campaignApplyCall, { board_id: boardId, channel_id: channel.id }),
      409,
      E.ONLY_ONE_PARTICIPATION,
    );
  });

  it("answers an approved channel 80002 and a rejected one 80001", async () => {
    const boardId = await campaign();
    const first = await applied(boardId);
    const second = await applied(boardId);
    const participants = expectOk(
      await staff.client.call(adminCampaignParticipantsCall, { board_id: boardId }),
    );
    const idOf = (channelName: string) =>
      participants.items.find((p) => p.channel_name === channelName)?.application_id ?? 0;
    const names = await Promise.all(
      [first, second].map(async (w) => {
        const detail = expectOk(await w.creator.client.call(boardDetailCall, { id: boardId, kind: "event" }));
        return detail.campaign?.applications[0]?.channel_name ?? "";
      }),
    );
    expectOk(
      await staff.client.call(adminCampaignDecideCall, {
        application_id: idOf(names[0] ?? ""),
        status: "approved",
      }),
    );
    expectOk(
      await staff.client.call(adminCampaignDecideCall, {
        application_id: idOf(names[1] ?? ""),
        status: "rejected",
      }),
    );
    expectError(
      await first.creator.client.call(campaignApplyCall, { board_id: boardId, channel_id: first.channelId }),
      409,
      E.CHANNEL_ALREADY_APPROVED,
    );
    expectError(
      await second.creator.client.call(campaignApplyCall, {
        board_id: boardId,
        channel_id: second.channelId,
      }),
      409,
      E.CHANNEL_ALREADY_APPLIED_THIS_TERM,
    );
  });

  it("is open only in its application period (80000) and before its benefit ends (90000)", async () => {
    const now = t.clock.now();
    const notYet = await campaign({ apply_from: new Date(now.getTime() + HOUR).toISOString() });
    const closed = await campaign({
      apply_from: new Date(now.getTime() - 3 * HOUR).toISOString(),
      apply_until: new Date(now.getTime() - 2 * HOUR).toISOString(),
    });
    const over = await campaign({
      apply_from: new Date(now.getTime() - 5 * HOUR).toISOString(),
      apply_until: new Date(now.getTime() - 4 * HOUR).toISOString(),
      benefit_from: new Date(now.getTime() - 5 * HOUR).toISOString(),
      benefit_until: new Date(now.getTime() - 3 * HOUR).toISOString(),
    });
    const { creator, channelId } = await creatorWithChannel();
    for (const boardId of [notYet, closed]) {
      expectError(
        await creator.client.call(campaignApplyCall, { board_id: boardId, channel_id: channelId }),
        403,
        E.APPLICATION_PERIOD_CLOSED,
      );
    }
    expectError(
      await creator.client.call(campaignApplyCall, { board_id: over, channel_id: channelId }),
      403,
      E.BENEFIT_PERIOD_ENDED,
    );
  });

  it("lets 30 parallel applications of one account through once", async () => {
    const boardId = await campaign();
    const creator = await signedIn(t);
    const channelIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { channel } = await registeredChannel(t, creator);
      await setChannelStatus(t, channel.id, { status: "approved" });
      channelIds.push(channel.id);
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        creator.client.call(campaignApplyCall, { board_id: boardId, channel_id: channelIds[i % 3] ?? 0 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const codes = new Set(
      answers.filter((a) => a.status !== 200).map((a) => (a.body as { code: number }).code),
    );
    expect(
      [...codes].every((c) => c === E.CAMPAIGN_CHANNEL_ALREADY_APPLIED || c === E.ONLY_ONE_PARTICIPATION),
    ).toBe(true);
    const rows = await t.database.db
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.campaignId, boardId));
    expect(rows).toHaveLength(1);
  });
});

describe("entering a video", () => {
  it("takes an own Short made for the campaign with its song, once per channel", async () => {
    const boardId = await campaign();
    const { creator, channelId, handle } = await applied(boardId);
    const video = await upload(handle);
    const entered = expectOk(
      await creator.client.call(campaignVideoCall, {
        board_id: boardId,
        channel_id: channelId,
        url: video.url,
      }),
    );
    expect(entered.entry).toMatchObject({ video_id: video.id, title: "My Short" });
    expectError(
      await creator.client.call(campaignVideoCall, {
        board_id: boardId,
        channel_id: channelId,
        url: video.url,
      }),
      409,
      E.CAMPAIGN_VIDEO_ALREADY_ENTERED,
    );
    const second = await upload(handle);
    expectError(
      await creator.client.call(campaignVideoCall, {
        board_id: boardId,
        channel_id: channelId,
        url: second.url,
      }),
      409,
      E.CAMPAIGN_CHANNEL_VIDEO_ENTERED,
    );
  });

  it("refuses a video before applying (60005), of another channel (60004), and a bad URL (70001)", async () => {
    const boardId = await campaign();
    const { creator, channelId, handle } = await creatorWithChannel();
    const video = await upload(handle);
    const call = (url: string, channel = channelId) =>
      creator.client.call(campaignVideoCall, { board_id: boardId, channel_id: channel, url });
    expectError(await call(video.url), 403, E.CAMPAIGN_APPLY_FIRST);
    expectOk(await creator.client.call(campaignApplyCall, { board_id: boardId, channel_id: channelId }));
    const other = await creatorWithChannel();
    const theirs = await upload(other.handle);
    expectError(await call(theirs.url), 403, E.CAMPAIGN_OWN_CHANNEL_ONLY);
    expectError(await call("https://vimeo.com/12345"), 400, E.INVALID_VIDEO_URL);
    expectError(await call("https://www.youtube.com/shorts/AAAAAAAAAAA"), 422, E.VIDEO_FETCH_FAILED);
  });

  it.each([
    ["a long video", { durationSeconds: CAMPAIGN.shortsMaxSeconds + 1 }, 400, E.CAMPAIGN_SHORTS_ONLY],
    ["an older Short", { publishedAt: "2020-01-01T00:00:00.000Z" }, 400, E.CAMPAIGN_DEDICATED_SHORTS_ONLY],
    ["a too short Short", { durationSeconds: 5 }, 400, E.CAMPAIGN_VIDEO_TOO_SHORT],
    ["a Short without the song", { description: "No credits here" }, 400, E.CAMPAIGN_SONG_REQUIRED],
    ["a Short with another song of the catalogue only", { description: "" }, 400, E.CAMPAIGN_SONG_REQUIRED],
    [
      "a Short with third-party music",
      { description: `${CREDIT}\n♪ Famous Hit - Other Label` },
      400,
      E.CAMPAIGN_THIRD_PARTY_MUSIC,
    ],
  ] as const)("refuses %s", async (_name, video, status, code) => {
    const boardId = await campaign();
    const { creator, channelId, handle } = await applied(boardId);
    const description = _name.includes("another song") ? `♪ ${otherSongName} - Campaign Band` : undefined;
    const uploaded = await upload(handle, { ...video, ...(description ? { description } : {}) });
    const answer = await creator.client.call(campaignVideoCall, {
      board_id: boardId,
      channel_id: channelId,
      url: uploaded.url,
    });
    const body = expectError(answer, status, code);
    if (code === E.CAMPAIGN_VIDEO_TOO_SHORT) expect(body.params).toEqual({ seconds: 10 });
  });

  it("takes entries only in the benefit period (90001, 90000)", async () => {
    const now = t.clock.now();
    const boardId = await campaign({
      benefit_from: new Date(now.getTime() + 2 * HOUR).toISOString(),
      benefit_until: new Date(now.getTime() + 4 * HOUR).toISOString(),
    });
    const { creator, channelId, handle } = await applied(boardId);
    const video = await upload(handle);
    const call = () =>
      creator.client.call(campaignVideoCall, { board_id: boardId, channel_id: channelId, url: video.url });
    expectError(await call(), 403, E.BENEFIT_PERIOD_NOT_STARTED);
    t.clock.advance(5 * HOUR);
    expectError(await call(), 403, E.BENEFIT_PERIOD_ENDED);
  });

  it("ends at its view goal: views read from the platform, then 60011 and 60000", async () => {
    const boardId = await campaign({ view_goal: 500 });
    const first = await applied(boardId);
    const video = await upload(first.handle, { viewCount: 10 });
    expectOk(
      await first.creator.client.call(campaignVideoCall, {
        board_id: boardId,
        channel_id: first.channelId,
        url: video.url,
      }),
    );
    const late = await applied(boardId);
    await setSandboxVideoViews(t.sandbox, video.id, 700);
    await refreshCampaignViews({ db: t.database.db, platform: t.app.deps.platform }, t.clock.now());

    const participants = expectOk(
      await staff.client.call(adminCampaignParticipantsCall, { board_id: boardId }),
    );
    expect(participants.total_views).toBe(700);
    expect(participants.items[0]?.entry?.views).toBe(700);
    const detail = expectOk(await late.creator.client.call(boardDetailCall, { id: boardId, kind: "event" }));
    expect(detail.campaign?.state).toBe("goal_reached");
    const lateVideo = await upload(late.handle);
    expectError(
      await late.creator.client.call(campaignVideoCall, {
        board_id: boardId,
        channel_id: late.channelId,
        url: lateVideo.url,
      }),
      409,
      E.CAMPAIGN_GOAL_REACHED,
    );
    const newcomer = await creatorWithChannel();
    expectError(
      await newcomer.creator.client.call(campaignApplyCall, {
        board_id: boardId,
        channel_id: newcomer.channelId,
      }),
      409,
      E.CAMPAIGN_ENDED_BY_VIEW_GOAL,
    );
  });
});

describe("resources", () => {
  it("open a minute after applying, to applicants only (60008, 60009)", async () => {
    const boardId = await campaign();
    const outsider = await signedIn(t);
    expectError(
      await outsider.client.call(campaignResourcesCall, { board_id: boardId }),
      403,
      E.CAMPAIGN_APPLY_BEFORE_DOWNLOAD,
    );
    const { creator } = await applied(boardId);
    expectError(
      await creator.client.call(campaignResourcesCall, { board_id: boardId }),
      429,
      E.CAMPAIGN_DOWNLOAD_NOT_READY,
    );
    t.clock.advance(CAMPAIGN.resourceDelaySeconds * 1000);
    const resources = expectOk(await creator.client.call(campaignResourcesCall, { board_id: boardId }));
    expect(resources.items.map((r) => r.kind)).toEqual(["audio", "image"]);
    expect(resources.items[0]?.name).toContain(`${SONG} 0 - Campaign Band`);
  });

  it("keep a campaign to its network", async () => {
    const boardId = await campaign();
    const waveCreator = await signedIn(t, { network: "wave" });
    expectError(
      await waveCreator.client.call(boardDetailCall, { id: boardId, kind: "event" }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(
      await waveCreator.client.call(campaignApplyCall, { board_id: boardId, channel_id: 1 }),
      404,
      E.INVALID_ACCESS,
    );
    expectError(
      await waveCreator.client.call(campaignResourcesCall, { board_id: boardId }),
      404,
      E.INVALID_ACCESS,
    );
  });
});
