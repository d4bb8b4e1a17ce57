import { musicDashboardMetaCall, musicVideoListCall, periodRange } from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isEmbedded } from "../src/db/client";
import { videoPeriodBuilds } from "../src/db/schema";
import { INCOMPLETE_BUILD, READ_MODELS_QUEUE } from "../src/modules/revenue/read-models";
import { freshBuild, refreshVideoPeriods } from "../src/modules/revenue/video-periods";
import { expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { eventually } from "./support/eventually";
import { jobsOf } from "./support/jobs";
import { factTotals, importReport, revenueAnswers } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-20T18:00:00Z");

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

/** An owner with `count` approved channels, one video of facts each on the latest day. */
async function ownerWithFacts(count: number, tag: string) {
  const owner = await signedIn(t);
  const platformIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const { channel, platform } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "approved", approvedAt: NOW });
    platformIds.push(platform.id);
  }
  const maxDate = expectOk(await owner.client.call(musicDashboardMetaCall, {})).max_date;
  if (!maxDate) throw new Error("no max date");
  const range = periodRange("latest", maxDate);
  await importReport(
    staff,
    platformIds.map((channel, i) => ({
      date: range.end,
      channel,
      video: `${tag}-${owner.account.id}-${i}`,
      views: 10 * (i + 1),
      revenue: `${i + 1}`,
    })),
  );
  return { owner, platformIds, range };
}

/** The list, dashboard and report, each equal to the facts. */
async function expectAnswersFromFacts(owner: SignedIn, range: { start: string; end: string }) {
  const answers = await revenueAnswers(owner, range);
  const facts = await factTotals(t.database.db, owner.account, range);
  const videoFacts = await factTotals(t.database.db, owner.account, range, "video-month");
  expect({ dashboard: answers.dashboard, report: answers.report, videos: answers.videos }).toEqual({
    dashboard: facts,
    report: facts,
    videos: videoFacts,
  });
  return facts;
}

/** Refresh jobs (queued by imports) not yet done. */
const pendingRefreshes = async () => (await jobsOf(t.database.db, READ_MODELS_QUEUE)).unfinished;

const buildsOf = (accountId: number) =>
  t.database.db
    .select({ id: videoPeriodBuilds.id, generation: videoPeriodBuilds.generation })
    .from(videoPeriodBuilds)
    .where(eq(videoPeriodBuilds.accountId, accountId));

/**
 * Fails the second insert statement into video_period_stats after it is armed: on PGlite the
 * first step of a build has committed by then, on PostgreSQL the whole refresh rolls back.
 */
async function armFailureOnSecondInsert() {
  const db = t.database.db;
  await db.execute(sql`create table if not exists injected_failure (inserts int not null)`);
  await db.execute(sql`delete from injected_failure`);
  await db.execute(sql`insert into injected_failure values (0)`);
  await db.execute(sql`
    create or replace function injected_failure_fn() returns trigger language plpgsql as $$
    begin
      update injected_failure set inserts = inserts + 1;
      if (select inserts from injected_failure) >= 2 then raise exception 'injected failure'; end if;
      return null;
    end $$`);
  await db.execute(sql`
    create trigger injected_failure_trg after insert on video_period_stats
    for each statement execute function injected_failure_fn()`);
  return () => db.execute(sql`drop trigger injected_failure_trg on video_period_stats`);
}

describe("the read-model refresh on the embedded engine", () => {
  it("never answers from a build cut short after its first step, and the next refresh replaces it", async () => {
    const { owner, platformIds, range } = await ownerWithFacts(3, "cut");
    // The file replaces the first channel's day. The refresh the import queues runs in the
    // background: wait until it has made current builds, so it cannot race the refresh below.
    await importReport(staff, [
      {
        date: range.end,
        channel: platformIds[0] ?? "",
        video: `cut-new-${owner.account.id}`,
        views: 7,
        revenue: "0.5",
      },
    ]);
    await eventually(async () => {
      const build = await freshBuild(t.database.db, owner.account.id, range);
      return build?.views === 57 && (await pendingRefreshes()) === 0 ? build : undefined;
    });
    const complete = (await buildsOf(owner.account.id)).map((b) => b.id);
    // A new generation without a queued job: the builds are stale, and the refresh that would
    // replace them fails midway.
    await t.database.db.execute(sql`select revenue_generation_bump(array[${owner.account.id}]::bigint[])`);
    const disarm = await armFailureOnSecondInsert();
    try {
      await expect(
        refreshVideoPeriods(t.database.db, NOW, [owner.account.id], { channelsPerStep: 1 }),
      ).rejects.toThrow();
    } finally {
      await disarm();
    }
    // PGlite keeps the committed steps: the old builds marked for dropping and the first slice of a
    // new build, all marked incomplete. PostgreSQL rolled the whole refresh back.
    const halfMade = (await buildsOf(owner.account.id)).filter(
      (b) => b.generation === INCOMPLETE_BUILD && !complete.includes(b.id),
    );
    expect(halfMade.length).toBe(isEmbedded(t.database.db) ? 1 : 0);
    expect(await freshBuild(t.database.db, owner.account.id, range)).toBeNull();
    const facts = await expectAnswersFromFacts(owner, range);
    expect(facts.views).toBe(57);
    const list = expectOk(await owner.client.call(musicVideoListCall, { ...range, size: 50 }));
    expect(list.total).toBe(3);
    expect(list.totals).toMatchObject({ views: 57, revenue: "5500000" });

    await refreshVideoPeriods(t.database.db, NOW, [owner.account.id], { channelsPerStep: 1 });
    const after = await buildsOf(owner.account.id);
    expect(after.filter((b) => b.generation === INCOMPLETE_BUILD)).toEqual([]);
    expect(after.some((b) => halfMade.some((h) => h.id === b.id))).toBe(false);
    expect(await freshBuild(t.database.db, owner.account.id, range)).toMatchObject({ videos: 3, views: 57 });
    expect(expectOk(await owner.client.call(musicVideoListCall, { ...range, size: 50 }))).toEqual(list);
    await expectAnswersFromFacts(owner, range);
  });

  it("lets a request issued during a refresh finish before the refresh ends", async () => {
    const { owner, range } = await ownerWithFacts(6, "turn");
    // The import's own refresh runs in the background: once it is done, a new generation makes the
    // builds stale, so the refresh below has builds to make whichever ran first on a busy machine.
    await eventually(async () => {
      const build = await freshBuild(t.database.db, owner.account.id, range);
      return build && (await pendingRefreshes()) === 0 ? build : undefined;
    });
    await t.database.db.execute(sql`select revenue_generation_bump(array[${owner.account.id}]::bigint[])`);
    const order: string[] = [];
    const listVideos = () => owner.client.call(musicVideoListCall, { ...range, size: 50 });
    let request: ReturnType<typeof listVideos> | undefined;
    const sendRequest = () => {
      request ??= listVideos().then((answer) => {
        order.push("request");
        return answer;
      });
    };
    // The request is sent once the refresh's first build step has committed (on PGlite, where the
    // refresh steps), so it is certainly issued during the refresh, however slow the machine.
    const refresh = refreshVideoPeriods(t.database.db, NOW, [owner.account.id], {
      channelsPerStep: 1,
      afterStep: (step) => {
        if (step === 1) sendRequest();
      },
    }).then(() => order.push("refresh"));
    if (!isEmbedded(t.database.db)) sendRequest();
    await refresh;
    const list = await request;
    if (!list) throw new Error("the request was never sent");
    expect(expectOk(list).total).toBe(6);
    // On PGlite the refresh is about 30 short transactions; the request got the connection between two.
    expect(order).toEqual(
      isEmbedded(t.database.db) ? ["request", "refresh"] : expect.arrayContaining(["request"]),
    );
    expect(await freshBuild(t.database.db, owner.account.id, range)).toMatchObject({ videos: 6 });
  });
});
