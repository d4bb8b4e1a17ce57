import {
  adminStatsImportCall,
  E,
  musicVideoExportCall,
  musicVideoExportStatusCall,
  type TVideoExport,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFileChunks, storedFiles } from "../src/db/schema";
import { cleanUpFiles } from "../src/modules/files";
import { FILE_LINK_SECONDS, FILE_RETENTION_DAYS } from "../src/modules/files/file-store";
import { expectError, expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { eventually } from "./support/eventually";
import { REPORT_HEADER } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

const NOW = new Date("2026-11-20T18:00:00Z");
const RANGE = { start: "2026-11-10", end: "2026-11-12" };

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

/** An owner with one approved channel and the given videos (title, views, revenue) on one day. */
async function ownerWithVideos(videos: { title: string; views: number; revenue: string; isrc?: string }[]) {
  const owner = await signedIn(t);
  const { channel, platform } = await registeredChannel(t, owner);
  await setChannelStatus(t, channel.id, { status: "approved" });
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const lines = videos.map((v, n) =>
    [
      "2026-11-11",
      platform.id,
      `v-${channel.id}-${n}`,
      quote(v.title),
      "2026-11-01",
      30,
      v.isrc ?? "",
      v.views,
      0,
      v.revenue,
      "0",
      v.views * 10,
      "50",
      "",
    ].join(","),
  );
  const form = new FormData();
  form.append("file", new Blob([[REPORT_HEADER, ...lines].join("\n")]), "report.csv");
  const imported = await staff.client.inject({
    method: "POST",
    url: `/api/${adminStatsImportCall.path}`,
    payload: form,
  });
  expect(expectOk(imported)).toMatchObject({ imported: videos.length });
  return owner;
}

async function exportDone(
  owner: SignedIn,
  format: "xlsx" | "csv",
  options: { clearance?: "at_risk" | "cleared" | "not_covered"; language?: "en" | "ko" } = {},
): Promise<TVideoExport & { fileId: number }> {
  const filter = options.clearance ? { clearance: options.clearance } : {};
  const started = expectOk(
    await owner.client.call(
      musicVideoExportCall,
      { ...RANGE, format, sort: "profit_desc", ...filter },
      { language: options.language ?? "en" },
    ),
  );
  const done = await eventually(async () => {
    const status = expectOk(await owner.client.call(musicVideoExportStatusCall, { id: started.id }));
    return status.status === "done" ? status : undefined;
  });
  const fileId = Number(/\/api\/files\/(\d+)\//.exec(done.download ?? "")?.[1]);
  return { ...done, fileId };
}

describe("export files", () => {
  it("are downloaded by their owner's session or a signed link, by no other account", async () => {
    const owner = await ownerWithVideos([{ title: "Mine", views: 10, revenue: "1" }]);
    const file = await exportDone(owner, "csv");
    expect(file.download).toMatch(
      /^\/api\/files\/\d+\/\d+\/[0-9a-f]{64}\/video-profit-2026-11-10_2026-11-12\.csv$/,
    );
    const byId = `/api/files/${file.fileId}`;

    // The owner: with the session, and with the signed link alone (a plain browser link).
    const mine = await owner.client.inject({ method: "GET", url: byId });
    expect(mine.status).toBe(200);
    expect(mine.text).toContain("Mine");
    expect((await t.app.inject({ method: "GET", url: file.download ?? "" })).statusCode).toBe(200);

    // Anyone else, in the same network or another, and no session at all: as if it did not exist.
    const neighbour = await signedIn(t);
    expectError(await neighbour.client.inject({ method: "GET", url: byId }), 404, E.INVALID_ACCESS);
    const wave = await signedIn(t, { network: "wave" });
    expectError(await wave.client.inject({ method: "GET", url: byId }), 404, E.INVALID_ACCESS);
    expectError(await staff.client.inject({ method: "GET", url: byId }), 404, E.INVALID_ACCESS);
    expect((await t.app.inject({ method: "GET", url: byId })).statusCode).toBe(404);
    expectError(
      await neighbour.client.call(musicVideoExportStatusCall, { id: file.id }),
      404,
      E.INVALID_ACCESS,
    );
    // A link signed for another file, or with its expiry moved, is refused.
    const tampered = (file.download ?? "").replace(/\/(\d+)\//, (_m, s: string) => `/${Number(s) + 60}/`);
    expect((await t.app.inject({ method: "GET", url: tampered })).statusCode).toBe(404);
    const other = await exportDone(owner, "csv");
    const crossed = (other.download ?? "").replace(`/files/${other.fileId}/`, `/files/${file.fileId}/`);
    expect((await t.app.inject({ method: "GET", url: crossed })).statusCode).toBe(404);
  });

  it("a link stops working when it expires, and the file is gone after its retention period", async () => {
    const owner = await ownerWithVideos([{ title: "Kept a while", views: 10, revenue: "1" }]);
    const file = await exportDone(owner, "xlsx");
    const byId = `/api/files/${file.fileId}`;
    t.clock.advance((FILE_LINK_SECONDS + 1) * 1000);
    expectError(
      await t.app.inject({ method: "GET", url: file.download ?? "" }).then(asApi),
      404,
      E.INVALID_ACCESS,
    );
    // The session still fetches it, and the status answers a fresh link.
    expect((await owner.client.inject({ method: "GET", url: byId })).status).toBe(200);
    const status = expectOk(await owner.client.call(musicVideoExportStatusCall, { id: file.id }));
    expect((await t.app.inject({ method: "GET", url: status.download ?? "" })).statusCode).toBe(200);

    t.clock.advance(FILE_RETENTION_DAYS * 86_400_000);
    expect((await owner.client.inject({ method: "GET", url: byId })).status).toBe(404);
    const gone = expectOk(await owner.client.call(musicVideoExportStatusCall, { id: file.id }));
    expect(gone).toMatchObject({ status: "done", download: null });
    // The retention job deletes the file and its bytes.
    expect(await cleanUpFiles(t.app.deps)).toBeGreaterThanOrEqual(1);
    const db = t.database.db;
    expect(await db.$count(storedFiles, eq(storedFiles.id, file.fileId))).toBe(0);
    expect(await db.$count(storedFileChunks, eq(storedFileChunks.fileId, file.fileId))).toBe(0);
  });

  it("neutralises CSV cells a spreadsheet would run as formulas", async () => {
    const owner = await ownerWithVideos([
      { title: '=HYPERLINK("http://evil.test","open")', views: 40, revenue: "4" },
      { title: "+1+2", views: 30, revenue: "3" },
      { title: "-5", views: 20, revenue: "2" },
      { title: "@SUM(A1:A2)", views: 10, revenue: "1" },
    ]);
    const file = await exportDone(owner, "csv");
    const text = (await owner.client.inject({ method: "GET", url: `/api/files/${file.fileId}` })).text;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""open"")"`);
    expect(text).toContain(",'+1+2,");
    expect(text).toContain(",'-5,");
    expect(text).toContain(",'@SUM(A1:A2),");
    // Amounts stay plain numbers.
    expect(text).toContain(",4.000000,");
  });

  it("carries each video's claim safety in the reader's language, and keeps the list's filter", async () => {
    // KRA402600001 and KRA402600002 are the demo catalogue's first tracks.
    const owner = await ownerWithVideos([
      { title: "One track", views: 30, revenue: "3", isrc: "KRA402600001" },
      { title: "Two tracks", views: 20, revenue: "2", isrc: "KRA402600001;KRA402600002" },
      { title: "No music", views: 10, revenue: "1" },
    ]);
    const all = await exportDone(owner, "csv");
    const lines = (await owner.client.inject({ method: "GET", url: `/api/files/${all.fileId}` })).text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]?.endsWith(",clearance,clearance_reasons")).toBe(true);
    expect(lines.slice(1).map((line) => line.split(",").slice(-2).join(","))).toEqual([
      "Cleared,",
      "At risk,2 tracks in one video",
      "Not covered,No catalogue music detected",
    ]);

    const atRisk = await exportDone(owner, "csv", { clearance: "at_risk", language: "ko" });
    const korean = (await owner.client.inject({ method: "GET", url: `/api/files/${atRisk.fileId}` })).text
      .trim()
      .split(/\r?\n/);
    expect(korean).toHaveLength(2);
    expect(korean[1]).toContain("Two tracks");
    expect(korean[1]?.endsWith(",위험,한 영상에 음원 2곡")).toBe(true);
  });

  it("writes xlsx amounts as numbers Excel can sum, with a number format", async () => {
    const owner = await ownerWithVideos([
      { title: "First", views: 1000, revenue: "1.5" },
      { title: "Second", views: 500, revenue: "0.250001" },
    ]);
    const file = await exportDone(owner, "xlsx");
    const raw = await t.app.inject({ method: "GET", url: file.download ?? "" });
    expect(raw.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]) ?? [];
    const column = (name: string) => header.indexOf(name);
    const amounts = [2, 3].map((n) => sheet?.getRow(n).getCell(column("revenue_usd")));
    expect(amounts.map((cell) => cell?.value)).toEqual([1.5, 0.250001]);
    expect(amounts.map((cell) => cell?.numFmt)).toEqual(["0.000000", "0.000000"]);
    expect(sheet?.getRow(2).getCell(column("rpm_usd")).value).toBe(1.5);
    expect(sheet?.getRow(2).getCell(column("views")).value).toBe(1000);
    expect(sheet?.getRow(2).getCell(column("premium_rate")).value).toBe(0);
  });
});

function asApi(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { success: false; code: number; message: string },
    text: response.body,
    headers: response.headers,
  };
}
