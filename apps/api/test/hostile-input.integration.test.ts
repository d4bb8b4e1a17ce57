import {
  adminAccountSuspendCall,
  adminBoardPreviewCall,
  adminBoardSaveCall,
  adminChannelDenyCall,
  adminClaimMarkCall,
  adminMusicImportCall,
  E,
  errorMessage,
  loginCall,
  musicChannelDashboardCall,
  musicDashboardCall,
  musicSearchCall,
  musicVideoDashboardCall,
  musicVideoDetailsCall,
  musicVideoExportCall,
  musicVideoListCall,
  siteMetaCall,
  type TImportReport,
} from "@studio/contract";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, boardTranslations, staffAudit } from "../src/db/schema";
import { coverSvg, synthesizeLoop } from "../src/modules/music/demo-media";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { api } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let creator: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  creator = await signedIn(t);
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const NUL = "\u0000";
const LANGUAGES = ["en", "ko", "zh-CN", "zh-TW"] as const;

describe("days outside the calendar the server counts in", () => {
  it("are refused with 400 code 4 by every revenue call, never 500 nor an endless count", async () => {
    const manager = await signedIn(t, { accountType: "mcn" });
    for (const [start, end] of [
      ["0000-01-01", "0000-01-05"],
      ["9999-12-25", "9999-12-31"],
      ["1899-12-31", "1900-01-02"],
      ["2099-12-31", "2100-01-01"],
    ]) {
      for (const call of [
        musicDashboardCall,
        musicVideoDashboardCall,
        musicChannelDashboardCall,
        musicVideoListCall,
        musicVideoExportCall,
      ]) {
        expectError(await manager.client.call(call, { start, end }), 400, E.FIELDS_REQUIRED);
      }
      expectError(
        await manager.client.call(musicVideoDetailsCall, { start, end, id: 1 }),
        400,
        E.FIELDS_REQUIRED,
      );
    }
  });

  it("as a catalogue release date reject that row with its reason", async () => {
    const report = await importTracks([
      track("KRA402691101", { release_date: "0000-01-01" }),
      track("KRA402691102", { release_date: "2100-01-01" }),
      track("KRA402691103", {}),
    ]);
    expect(report.imported).toBe(1);
    expect(report.rejected.map((r) => [r.row, r.key])).toEqual([
      [1, "KRA402691101"],
      [2, "KRA402691102"],
    ]);
    expect(report.rejected[0]?.reason).toContain("1900-01-01");
  });
});

describe("a NUL character anywhere in the input", () => {
  it("is refused with 400 code 7 in the request's language in a JSON body (login id)", async () => {
    for (const language of LANGUAGES) {
      const response = await api(t.app, { language }).call(loginCall, {
        id: `creator${NUL}@studio.test`,
        password: "studio-demo",
      });
      const body = expectError(response, 400, E.INVALID_CHARACTERS, language);
      expect(body.message).toBe(errorMessage(E.INVALID_CHARACTERS, language));
    }
  });

  it("is refused in a JSON key, deep in nested values and inside arrays", async () => {
    const client = api(t.app);
    for (const payload of [
      { id: "a@b.test", password: "secret-1", [`x${NUL}`]: 1 },
      { id: "a@b.test", password: "secret-1", extra: { deeper: [{ value: [`1${NUL}`] }] } },
      { id: ["a", NUL], password: "secret-1" },
    ]) {
      expectError(await client.post(loginCall.path, payload), 400, E.INVALID_CHARACTERS);
    }
  });

  it("is refused in a query string: a search, a site domain, a query key", async () => {
    expectError(
      await creator.client.call(musicSearchCall, { search: `rain${NUL}` }),
      400,
      E.INVALID_CHARACTERS,
    );
    expectError(
      await api(t.app).call(siteMetaCall, { domain: `wave${NUL}.studio.test` }),
      400,
      E.INVALID_CHARACTERS,
    );
    expectError(
      await api(t.app).inject({ method: "GET", url: "/api/site/meta?domain=a%00b" }),
      400,
      E.INVALID_CHARACTERS,
    );
    expectError(
      await api(t.app).inject({ method: "GET", url: "/api/site/meta?do%00main=a" }),
      400,
      E.INVALID_CHARACTERS,
    );
  });

  it("is refused in a staff deny reason before the handler runs", async () => {
    expectError(
      await staff.client.call(adminChannelDenyCall, { channel_id: 1, reason: `no${NUL}` }),
      400,
      E.INVALID_CHARACTERS,
    );
  });

  it("is refused in a path parameter of a download link", async () => {
    expectError(
      await creator.client.inject({ method: "GET", url: "/api/v2/music/video/export/file/a%00b.csv" }),
      400,
      E.INVALID_CHARACTERS,
    );
  });

  it("is refused in the headers the API reads, before the network is looked up", async () => {
    const headers: Record<string, string>[] = [
      { "x-network-domain": `wave${NUL}.studio.test` },
      { "accept-language": `ko${NUL}` },
      { "x-currency": `CNY${NUL}` },
      { authorization: `Bearer abc${NUL}def` },
    ];
    for (const header of headers) {
      expectError(
        await api(t.app).inject({ method: "GET", url: `/api/${siteMetaCall.path}`, headers: header }),
        400,
        E.INVALID_CHARACTERS,
      );
    }
  });

  it("is refused in a multipart field and in an uploaded file's name", async () => {
    const field = new FormData();
    field.append(`note`, `a${NUL}b`);
    field.append("manifest", new Blob(["{}"]), "manifest.json");
    expectError(
      await staff.client.inject({ method: "POST", url: `/api/${adminMusicImportCall.path}`, payload: field }),
      400,
      E.INVALID_CHARACTERS,
    );
    const fileName = new FormData();
    fileName.append("manifest", new Blob(["{}"]), `manifest${NUL}.json`);
    expectError(
      await staff.client.inject({
        method: "POST",
        url: `/api/${adminMusicImportCall.path}`,
        payload: fileName,
      }),
      400,
      E.INVALID_CHARACTERS,
    );
  });

  it("in a catalogue manifest row rejects that row with its reason and imports the others", async () => {
    const report = await importTracks([
      track("KRA402691001", { name: `Bad${NUL}Name` }),
      track("KRA402691002", {}),
    ]);
    expect(report.imported).toBe(1);
    expect(report.rejected).toEqual([{ row: 1, key: "KRA402691001", reason: expect.stringMatching(/NUL/) }]);
  });
});

describe("a lone surrogate (half a UTF-16 pair, valid JSON) anywhere in the input", () => {
  const LONE = "\ud800";
  const rows = async () => {
    const { db } = t.database;
    const [[b], [tr], [a]] = await Promise.all([
      db.select({ n: count() }).from(boards),
      db.select({ n: count() }).from(boardTranslations),
      db.select({ n: count() }).from(staffAudit),
    ]);
    return [b?.n, tr?.n, a?.n];
  };

  it("is refused with 400 code 7 by staff writes before the handler runs: nothing saved, no audit gap", async () => {
    const before = await rows();
    expectError(
      await staff.client.call(adminBoardSaveCall, {
        kind: "notice",
        publish_at: new Date().toISOString(),
        translations: [{ language: "en", title: `t${LONE}`, body: "Body" }],
      }),
      400,
      E.INVALID_CHARACTERS,
    );
    expectError(
      await staff.client.call(adminBoardPreviewCall, { body: `b${LONE}` }),
      400,
      E.INVALID_CHARACTERS,
    );
    expectError(
      await staff.client.call(adminClaimMarkCall, { video: 1, mark: "received", note: `n${LONE}` }),
      400,
      E.INVALID_CHARACTERS,
    );
    expect(await rows()).toEqual(before);
  });

  it("is refused in a revenue export's search, a JSON key; a URL or a multipart field cannot carry one", async () => {
    expectError(
      await creator.client.call(musicVideoExportCall, {
        start: "2026-10-01",
        end: "2026-10-07",
        search: `rain\udc00`,
      }),
      400,
      E.INVALID_CHARACTERS,
    );
    expectError(
      await api(t.app).post(loginCall.path, { id: "a@b.test", password: "secret-1", [`k${LONE}`]: 1 }),
      400,
      E.INVALID_CHARACTERS,
    );
    // A URL carries UTF-8 bytes: a lone surrogate's bytes decode to a replacement, never a 500.
    const query = await creator.client.inject({
      method: "GET",
      url: "/api/v2/music/search?search=%ED%A0%80",
    });
    expect(query.status).toBeLessThan(500);
    const field = new FormData();
    field.append("note", `a${LONE}b`);
    field.append("manifest", new Blob(["{}"]), "manifest.json");
    const response = await staff.client.inject({
      method: "POST",
      url: `/api/${adminMusicImportCall.path}`,
      payload: field,
    });
    // A multipart body is UTF-8 bytes: a lone surrogate cannot be sent there, only its replacement.
    expect(response.status).toBeLessThan(500);
  });

  it("is accepted as half of a whole pair (an emoji)", async () => {
    expectOk(await staff.client.call(adminBoardPreviewCall, { body: "ok \ud83d\ude00" }));
  });
});

describe("an integer field", () => {
  it("takes a JSON integer or decimal digits only: a staff call names no account with true, hex or an exponent", async () => {
    const [before] = await t.database.db.select({ n: count() }).from(staffAudit);
    for (const account_id of [true, "0x1", "1e0", " 1", "+1", 1.5, [1]]) {
      expectError(
        await staff.client.post(adminAccountSuspendCall.path, { account_id, reason: "wrong account" }),
        400,
        E.FIELDS_REQUIRED,
      );
    }
    const [after] = await t.database.db.select({ n: count() }).from(staffAudit);
    expect(after?.n).toBe(before?.n);
  });

  it("reads a query string's digits, and refuses any other text with 400", async () => {
    expectOk(await creator.client.inject({ method: "GET", url: "/api/v2/music/search?page=1&size=20" }));
    for (const query of ["page=0x1", "size=1e1", "page=true", "page=%201", "size=+5"]) {
      expectError(
        await creator.client.inject({ method: "GET", url: `/api/v2/music/search?${query}` }),
        400,
        E.FIELDS_REQUIRED,
      );
    }
  });
});

/** A catalogue entry of the JSON manifest, with its files named as `importTracks` uploads them. */
function track(isrc: string, values: Record<string, unknown>) {
  return {
    isrc,
    name: "Hostile Test",
    artist: "Staff Band",
    category: "bgm",
    release_date: "2026-10-01",
    audio: "loop.wav",
    cover: "cover.svg",
    ...values,
  };
}

async function importTracks(tracks: unknown[]): Promise<TImportReport> {
  const form = new FormData();
  form.append("manifest", new Blob([JSON.stringify({ tracks })]), "manifest.json");
  form.append("files", new Blob([new Uint8Array(synthesizeLoop("calm"))]), "loop.wav");
  form.append("files", new Blob([new Uint8Array(coverSvg("Hostile", "Test"))]), "cover.svg");
  const response = await staff.client.inject({
    method: "POST",
    url: `/api/${adminMusicImportCall.path}`,
    payload: form,
  });
  return expectOk(response) as TImportReport;
}
