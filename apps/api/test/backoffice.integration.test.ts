import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  adminAccountDetailCall,
  adminAccountRestoreCall,
  adminAccountSearchCall,
  adminAccountSuspendCall,
  adminAuditExportCall,
  adminAuditListCall,
  adminImportHistoryCall,
  adminRateSetCall,
  adminRatesListCall,
  adminSiteGetCall,
  adminSiteSaveCall,
  adminStaffRoleCall,
  adminStatsImportCall,
  adminTrackListCall,
  adminTrackUpdateCall,
  adminTrackWithdrawCall,
  E,
  mcnAddCall,
  meCall,
  musicFavouritesCall,
  musicFavouriteToggleCall,
  musicHomeCall,
  musicSearchCall,
  normalizeSearchText,
  searchGrams,
  siteMetaCall,
  type TImportReport,
} from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networks, staffAudit, tracks } from "../src/db/schema";
import { importReportInboxes, reportFolderOf } from "../src/modules/revenue/report-inbox";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { addTotp, GOOD_PASSWORD, login } from "./support/factories";
import { reportCsv } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";
import { testEngine } from "./support/test-database";

/** The back-office of docs/decisions/125: accounts, roles, rates, site, catalogue, imports, audit. */

let t: TestApp;
let admin: SignedIn;
let operator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { isStaff: true, staffRole: "admin" });
  operator = await signedIn(t, { isStaff: true, staffRole: "operator" });
});
afterAll(() => t.close());

async function auditRowsOf(target: string) {
  return t.database.db.select().from(staffAudit).where(eq(staffAudit.target, target));
}

describe("accounts", () => {
  it("suspends a signed-in account from its next request (10013), tells staff why, and restores it", async () => {
    const creator = await signedIn(t);
    expectOk(await creator.client.call(meCall, {}));

    const suspended = expectOk(
      await admin.client.call(adminAccountSuspendCall, {
        account_id: creator.account.id,
        reason: "Reused uploads",
      }),
    );
    expect(suspended.status).toBe("suspended");
    // The session it already holds is refused on its very next call, and so is a new login.
    expectError(await creator.client.call(meCall, {}), 403, E.ACCOUNT_SUSPENDED);
    await expect(login(t.app, creator.email, creator.password)).rejects.toThrow(/10013/);

    const detail = expectOk(
      await operator.client.call(adminAccountDetailCall, { account_id: creator.account.id }),
    );
    expect(detail.suspended_reason).toBe("Reused uploads");
    expect(detail.activity.map((a) => a.what)).toContain("admin/account/suspend");

    expectOk(await admin.client.call(adminAccountRestoreCall, { account_id: creator.account.id }));
    expectOk(await creator.client.call(meCall, {}));
    const [suspendRow, restoreRow] = (await auditRowsOf(`account:${creator.account.id}`)).sort(
      (a, b) => a.id - b.id,
    );
    expect(suspendRow).toMatchObject({
      action: "admin/account/suspend",
      actorId: admin.account.id,
      before: { status: "active" },
      after: { status: "suspended", suspended_reason: "Reused uploads" },
    });
    expect(restoreRow?.after).toMatchObject({ status: "active" });
  });

  it("finds accounts by e-mail or nickname within the staff's own network only", async () => {
    const mine = await signedIn(t, { nickname: "Findable7" });
    const theirs = await signedIn(t, { network: "wave", nickname: "Findable8" });
    const found = expectOk(await operator.client.call(adminAccountSearchCall, { q: "findable" }));
    expect(found.items.map((a) => a.id)).toContain(mine.account.id);
    expect(found.items.map((a) => a.id)).not.toContain(theirs.account.id);
    const byMail = expectOk(
      await operator.client.call(adminAccountSearchCall, { q: mine.email.slice(0, 12) }),
    );
    expect(byMail.items.map((a) => a.id)).toContain(mine.account.id);
    expectError(
      await operator.client.call(adminAccountDetailCall, { account_id: theirs.account.id }),
      404,
      E.ACCOUNT_NOT_FOUND,
    );
    // A wildcard typed in the search is a character, not a pattern.
    expect(expectOk(await operator.client.call(adminAccountSearchCall, { q: "%_%" })).items).toEqual([]);
  });

  it("lets administrators give and take staff roles, never their own, and refuses operators", async () => {
    const someone = await signedIn(t);
    const made = expectOk(
      await admin.client.call(adminStaffRoleCall, { account_id: someone.account.id, role: "operator" }),
    );
    expect(made.staff_role).toBe("operator");
    expect(expectOk(await someone.client.call(meCall, {}))).toMatchObject({
      is_staff: true,
      staff_role: "operator",
    });
    // The new operator sets up two-step sign-in first (docs/decisions/142)...
    expect(expectOk(await someone.client.call(meCall, {})).two_factor).toBe("setup_required");
    expectError(await someone.client.call(adminImportHistoryCall, {}), 403, E.SECOND_FACTOR_SETUP_REQUIRED);
    await addTotp(t.database.db, someone.account.id);
    // ...then does the daily work and nothing of the administrators'.
    expectOk(await someone.client.call(adminImportHistoryCall, {}));
    expectError(await someone.client.call(adminSiteGetCall, {}), 403, E.INVALID_ACCESS);
    expectError(
      await operator.client.call(adminStaffRoleCall, { account_id: someone.account.id, role: null }),
      403,
      E.INVALID_ACCESS,
    );
    expectError(
      await admin.client.call(adminStaffRoleCall, { account_id: admin.account.id, role: "operator" }),
      403,
      E.INVALID_ACCESS,
    );
    expectOk(await admin.client.call(adminStaffRoleCall, { account_id: someone.account.id, role: null }));
    expect(expectOk(await someone.client.call(meCall, {}))).toMatchObject({
      is_staff: false,
      staff_role: null,
    });
  });
});

describe("exchange rates", () => {
  it("lists every day of a span with its gaps, and sets a day once however often it is sent", async () => {
    const days = expectOk(
      await operator.client.call(adminRatesListCall, { from: "2031-02-01", to: "2031-02-28" }),
    );
    expect(days.days).toHaveLength(28);
    expect(days.days.every((d) => d.rate === null)).toBe(true);

    for (let i = 0; i < 2; i++) {
      expect(
        expectOk(await admin.client.call(adminRateSetCall, { day: "2031-02-10", rate: "7.1500" })),
      ).toEqual({
        day: "2031-02-10",
        rate: "7.15",
      });
    }
    const after = expectOk(
      await operator.client.call(adminRatesListCall, { from: "2031-02-09", to: "2031-02-11" }),
    );
    expect(after.days).toEqual([
      { day: "2031-02-09", rate: null },
      { day: "2031-02-10", rate: "7.15" },
      { day: "2031-02-11", rate: null },
    ]);
    const written = (await auditRowsOf("rate:CNY:2031-02-10")).filter(
      (row) => row.before !== null || row.after,
    );
    expect(
      written.filter((row) => row.after && (row.after as { rate?: string }).rate === "7.15"),
    ).toHaveLength(1);
    expectError(
      await operator.client.call(adminRateSetCall, { day: "2031-02-10", rate: "7.2" }),
      403,
      E.INVALID_ACCESS,
    );
    expectError(
      await admin.client.call(adminRateSetCall, { day: "2031-02-10", rate: "-1" }),
      400,
      E.FIELDS_REQUIRED,
    );
    expectError(
      await operator.client.call(adminRatesListCall, { from: "2031-01-01", to: "2033-01-01" }),
      400,
      E.FIELDS_REQUIRED,
    );
  });
});

describe("site settings", () => {
  it("saves the site's colours and shows them in site/meta at once; refuses colours below WCAG AA", async () => {
    const settings = expectOk(await admin.client.call(adminSiteGetCall, {}));
    const wave = await signedIn(t, { network: "wave", isStaff: true });
    const waveSettings = expectOk(await wave.client.call(adminSiteGetCall, {}));
    try {
      // Pale yellow: black text reads on it, but the button is lost on the white page (1.1:1).
      expectError(
        await admin.client.call(adminSiteSaveCall, { ...settings, color_primary: "#fff59d" }),
        400,
        E.FIELDS_REQUIRED,
      );
      // Another network's domain belongs to that network.
      expectError(
        await admin.client.call(adminSiteSaveCall, {
          ...settings,
          domains: [...settings.domains, waveSettings.domains[0] ?? ""],
        }),
        400,
        E.FIELDS_REQUIRED,
      );
      expectOk(
        await admin.client.call(adminSiteSaveCall, {
          ...settings,
          color_primary: "#0b7285",
          favourites_limit: 12,
        }),
      );
      const meta = expectOk(await admin.client.call(siteMetaCall, {}));
      expect(meta.color_primary).toBe("#0b7285");
      const [row] = await auditRowsOf("network:studio");
      expect(row?.before).toMatchObject({ color_primary: settings.color_primary });
      expect(row?.after).toMatchObject({ color_primary: "#0b7285", favourites_limit: 12 });
    } finally {
      const { logo: _logo, ...saved } = settings;
      expectOk(await admin.client.call(adminSiteSaveCall, saved));
    }
  });

  it("keeps each network's settings to its own staff", async () => {
    const wave = await signedIn(t, { network: "wave", isStaff: true });
    const mine = expectOk(await wave.client.call(adminSiteGetCall, {}));
    const [waveRow] = await t.database.db.select().from(networks).where(eq(networks.slug, "wave"));
    expect(mine.name).toBe(waveRow?.name);
    expect(mine.domains).not.toContain("studio.test");
  });

  it("serves an uploaded logo by its content hash, and refuses a file that is not an image", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle r="2" cx="2" cy="2"/></svg>';
    const send = (name: string, text: string) => {
      const form = new FormData();
      form.append("file", new Blob([text]), name);
      return admin.client.inject({ method: "POST", url: "/api/admin/site/logo", payload: form });
    };
    const { logo } = expectOk(await send("logo.svg", svg)) as { logo: string };
    expect(logo).toMatch(/^\/api\/site\/logo\/[0-9a-f]{64}$/);
    const served = await t.app.inject({ method: "GET", url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.body).toBe(svg);
    expect(expectOk(await admin.client.call(siteMetaCall, {})).logo).toBe(logo);
    expectError(await send("logo.svg", "<html><script>alert(1)</script></html>"), 400, E.UNUSABLE_IMAGE);
  });
});

describe("catalogue", () => {
  async function ownTrack(releaseDate = "2026-01-01") {
    const isrc = `KRA40${String(Date.now()).slice(-7)}`;
    const searchText = normalizeSearchText(`Staff Tune ${isrc}|Staff Artist|${isrc}`);
    const [row] = await t.database.db
      .insert(tracks)
      .values({
        networkId:
          (await t.database.db.select().from(networks).where(eq(networks.slug, "studio")))[0]?.id ?? 0,
        isrc,
        name: `Staff Tune ${isrc}`,
        artist: "Staff Artist",
        coverFile: "cover.svg",
        audioFile: "audio.wav",
        durationSeconds: 35,
        category: "bgm",
        tags: ["bright"],
        releaseDate,
        searchText,
        searchGrams: searchGrams(searchText),
      })
      .returning();
    if (!row) throw new Error("no track");
    return row;
  }

  it("withdraws a track from search, favourites and the music home, keeps it for staff, and puts it back", async () => {
    // The newest release of all: first on the music home.
    const track = await ownTrack("2099-12-31");
    const creator = await signedIn(t);
    expectOk(await creator.client.call(musicFavouriteToggleCall, { isrc: track.isrc }));
    const searched = async () =>
      expectOk(await creator.client.call(musicSearchCall, { search: track.isrc })).items.map((m) => m.isrc);
    expect(await searched()).toEqual([track.isrc]);
    const onHome = async () =>
      expectOk(await creator.client.call(musicHomeCall, {})).new_releases.map((m) => m.isrc);
    expect(await onHome()).toContain(track.isrc);

    const withdrawn = expectOk(
      await operator.client.call(adminTrackWithdrawCall, { track_id: track.id, withdrawn: true }),
    );
    expect(withdrawn.withdrawn_at).not.toBeNull();
    expect(await searched()).toEqual([]);
    // The home's rows are kept 30 s per node, but a change of the catalogue on the node forgets them.
    expect(await onHome()).not.toContain(track.isrc);
    const favourites = expectOk(await creator.client.call(musicFavouritesCall, {}));
    expect(favourites.items.map((m) => m.isrc)).not.toContain(track.isrc);
    expect(favourites.total).toBe(0);
    const staffList = expectOk(
      await operator.client.call(adminTrackListCall, { q: track.isrc, withdrawn: "only" }),
    );
    expect(staffList.items.map((m) => m.id)).toEqual([track.id]);
    // Withdrawing again keeps the first date.
    const again = expectOk(
      await operator.client.call(adminTrackWithdrawCall, { track_id: track.id, withdrawn: true }),
    );
    expect(again.withdrawn_at).toBe(withdrawn.withdrawn_at);

    expectOk(await operator.client.call(adminTrackWithdrawCall, { track_id: track.id, withdrawn: false }));
    expect(await searched()).toEqual([track.isrc]);
    expect(expectOk(await creator.client.call(musicFavouritesCall, {})).total).toBe(1);
  });

  it("edits a track's names and flags, which search then finds", async () => {
    const track = await ownTrack();
    const edited = expectOk(
      await operator.client.call(adminTrackUpdateCall, {
        track_id: track.id,
        name: "밤하늘 Night Sky",
        artist: "Staff Artist",
        category: "ost",
        tags: ["bright", "calm"],
        shopping: true,
        prioritized: true,
      }),
    );
    expect(edited).toMatchObject({
      name: "밤하늘 Night Sky",
      category: "ost",
      shopping: true,
      prioritized: true,
    });
    const creator = await signedIn(t);
    const found = expectOk(await creator.client.call(musicSearchCall, { search: "밤하늘" }));
    expect(found.items.map((m) => m.isrc)).toContain(track.isrc);
    const [row] = await auditRowsOf(`track:${track.isrc}`);
    expect(row).toMatchObject({ before: { name: track.name }, after: { name: "밤하늘 Night Sky" } });
    const wave = await signedIn(t, { network: "wave", isStaff: true, staffRole: "operator" });
    expectError(
      await wave.client.call(adminTrackWithdrawCall, { track_id: track.id, withdrawn: true }),
      403,
      E.INVALID_ACCESS,
    );
  });
});

describe("import history", () => {
  async function approvedChannel() {
    const owner = await signedIn(t);
    const { channel, platform } = await registeredChannel(t, owner);
    await setChannelStatus(t, channel.id, { status: "approved" });
    return platform.id;
  }

  function upload(client: SignedIn["client"], name: string, text: string) {
    const form = new FormData();
    form.append("file", new Blob([text], { type: "text/csv" }), name);
    return client.inject({ method: "POST", url: `/api/${adminStatsImportCall.path}`, payload: form });
  }

  it("records uploads with who, the file's hash, its rows and days, and refused files with their report", async () => {
    const channel = await approvedChannel();
    const good = reportCsv([
      { date: "2026-09-01", channel, video: `hv${Date.now()}`, views: 10, revenue: "0.5" },
      { date: "2026-09-02", channel, video: `hv${Date.now()}`, views: 12, revenue: "0.6" },
    ]);
    const report = expectOk(await upload(operator.client, "good.csv", good)) as TImportReport;
    expect(report.imported).toBe(2);
    const bad = reportCsv([
      { date: "2026-09-01", channel: "UCnotRegisteredAnywhere000", video: "x1", views: 1, revenue: "0" },
    ]);
    expect((expectOk(await upload(operator.client, "bad.csv", bad)) as TImportReport).rejected).toHaveLength(
      1,
    );

    const history = expectOk(await operator.client.call(adminImportHistoryCall, { kind: "stats" }));
    const [refused, imported] = history.items;
    expect(refused).toMatchObject({
      file_name: "bad.csv",
      source: "upload",
      actor: { id: operator.account.id },
      imported: 0,
      rejected: 1,
      first_day: null,
    });
    expect(refused?.rejections[0]?.reason).toContain("not registered");
    expect(imported).toMatchObject({
      file_name: "good.csv",
      imported: 2,
      rejected: 0,
      first_day: "2026-09-01",
      last_day: "2026-09-02",
    });
    expect(imported?.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The upload is in the audit too, as every staff write.
    const audit = expectOk(
      await admin.client.call(adminAuditListCall, { action: "admin/stats/import", actor: operator.email }),
    );
    expect(audit.items.length).toBeGreaterThanOrEqual(2);
    expect(audit.items[0]?.after).toMatchObject({ files: ["bad.csv"] });
  });

  it("records the inbox's files, without a person", async () => {
    const channel = await approvedChannel();
    const folder = path.join(t.app.deps.config.DATA_DIR, reportFolderOf("studio"), "inbox");
    mkdirSync(folder, { recursive: true });
    const name = `inbox-${Date.now()}.csv`;
    writeFileSync(
      path.join(folder, name),
      reportCsv([{ date: "2026-09-03", channel, video: `iv${Date.now()}`, views: 5, revenue: "0.1" }]),
    );
    await importReportInboxes(t.app.deps);
    const history = expectOk(await operator.client.call(adminImportHistoryCall, { kind: "stats" }));
    expect(history.items.find((r) => r.file_name === name)).toMatchObject({
      source: "inbox",
      actor: null,
      imported: 1,
      first_day: "2026-09-03",
    });
  });
});

describe("audit", () => {
  it("lists staff and manager actions with who, what and from where, and exports them as CSV", async () => {
    const target = await signedIn(t, { nickname: "=Formula1" });
    expectOk(
      await admin.client.call(adminAccountSuspendCall, {
        account_id: target.account.id,
        reason: "audit test",
      }),
    );
    const listed = expectOk(
      await admin.client.call(adminAuditListCall, { action: "admin/account/suspend", actor: admin.email }),
    );
    expect(listed.items[0]).toMatchObject({
      source: "staff",
      actor: { id: admin.account.id, email: admin.email },
      target: `account:${target.account.id}`,
      after: { status: "suspended" },
    });
    expect(listed.items[0]?.address).toBeTruthy();

    const csv = expectOk(
      await admin.client.call(adminAuditExportCall, { action: "admin/account/suspend", actor: admin.email }),
    );
    expect(csv.rows).toBe(listed.total);
    expect(csv.content.startsWith("\uFEFFat,source,actor_email")).toBe(true);
    expect(csv.content).toContain(`account:${target.account.id}`);
  });

  it("shows a manager's team actions with the address they came from", async () => {
    const manager = await signedIn(t, { accountType: "mcn", permissionFlag: 1, isMcnRelated: true });
    expectOk(
      await manager.client.call(mcnAddCall, {
        user_id: `audited.${Date.now()}@example.test`,
        password: GOOD_PASSWORD,
        nickname: `au${String(Date.now()).slice(-8)}`,
        channels: [],
      }),
    );
    const listed = expectOk(
      await admin.client.call(adminAuditListCall, { source: "manager", actor: manager.email }),
    );
    expect(listed.items[0]).toMatchObject({
      source: "manager",
      actor: { id: manager.account.id },
      action: "member.add",
    });
    expect(listed.items[0]?.address).toBeTruthy();
  });

  it("is append-only: the database refuses to change or remove a row", async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (failure: unknown) => failure as { cause?: { message?: string } },
      );
      return error?.cause?.message ?? "";
    };
    expect(await refusal(sql`update staff_audit set action = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from staff_audit`)).toMatch(/append-only/);
  });

  it("is for administrators of the network only", async () => {
    expectError(await operator.client.call(adminAuditListCall, {}), 403, E.INVALID_ACCESS);
    const wave = await signedIn(t, { network: "wave", isStaff: true });
    const theirs = expectOk(await wave.client.call(adminAuditListCall, { actor: admin.email }));
    expect(theirs.items).toEqual([]);
  });
});

describe.runIf(testEngine() === "postgres")("on PostgreSQL", () => {
  it("keeps one rate and one audit row per change under 30 parallel sets of the same day", async () => {
    const day = "2031-03-03";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        admin.client.call(adminRateSetCall, { day, rate: i % 2 === 0 ? "7.3" : "7.4" }),
      ),
    );
    for (const answer of answers) expectOk(answer);
    const listed = expectOk(await admin.client.call(adminRatesListCall, { from: day, to: day }));
    expect(["7.3", "7.4"]).toContain(listed.days[0]?.rate);
    // The changes form one chain: each audit row replaced the rate the one before it left.
    const changes = (await auditRowsOf(`rate:CNY:${day}`)).sort((x, y) => x.id - y.id);
    expect(changes.length).toBeGreaterThan(0);
    let stored: string | null = null;
    for (const change of changes) {
      expect((change.before as { rate: string } | null)?.rate ?? null).toBe(stored);
      stored = (change.after as { rate: string }).rate;
    }
    expect(listed.days[0]?.rate).toBe(stored);
  });

  it("suspends once under 30 parallel suspensions and refuses the account's next request", async () => {
    const creator = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        admin.client.call(adminAccountSuspendCall, { account_id: creator.account.id, reason: "parallel" }),
      ),
    );
    for (const answer of answers) expect(expectOk(answer).status).toBe("suspended");
    expectError(await creator.client.call(meCall, {}), 403, E.ACCOUNT_SUSPENDED);
    const rows = await auditRowsOf(`account:${creator.account.id}`);
    expect(rows.filter((row) => (row.before as { status: string }).status === "active")).toHaveLength(1);
  });
});
