import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  adminMusicImportCall,
  E,
  musicSearchCall,
  normalizeSearchText,
  searchGrams,
  type TImportReport,
} from "@studio/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networks, tracks } from "../src/db/schema";
import { filesBeside, importManifest } from "../src/modules/music/catalogue-import";
import { coverSvg, synthesizeLoop } from "../src/modules/music/demo-media";
import { searchConditions } from "../src/modules/music/queries";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const AUDIO = synthesizeLoop("calm");
const COVER = coverSvg("Import", "Staff");

const CSV = [
  "isrc,name,artist,category,tags,shopping,prioritized,instrumental,release_date,duration,audio,cover",
  "KRA402690001,가을 편지,단풍,bgm,calm|touching,yes,no,yes,2026-10-01,,loop.wav,cover.svg",
  "KRA402690002,Import Test Anthem,Staff Band,kpop,bright;cheerful,no,yes,no,2026-10-02,95,loop.wav,cover.svg",
  "CNWAV2690003,Wrong Prefix,Staff Band,bgm,calm,no,no,yes,2026-10-03,,loop.wav,cover.svg",
  "KRA402690004,Unknown Tag,Staff Band,bgm,jazzy,no,no,yes,2026-10-04,,loop.wav,cover.svg",
  "KRA402690005,Missing File,Staff Band,bgm,calm,no,no,yes,2026-10-05,,absent.wav,cover.svg",
].join("\n");

/** A multipart upload of a manifest and its files, as the back-office sends it. */
function upload(client: SignedIn["client"], manifest: { name: string; text: string }) {
  const form = new FormData();
  form.append("manifest", new Blob([manifest.text], { type: "text/csv" }), manifest.name);
  form.append("files", new Blob([new Uint8Array(AUDIO)], { type: "audio/wav" }), "loop.wav");
  form.append("files", new Blob([new Uint8Array(COVER)], { type: "image/svg+xml" }), "cover.svg");
  return client.inject({ method: "POST", url: `/api/${adminMusicImportCall.path}`, payload: form });
}

const reportOf = (response: Awaited<ReturnType<typeof upload>>) => expectOk(response) as TImportReport;

async function trackCount(isrcPrefix: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tracks)
    .where(sql`${tracks.isrc} like ${`${isrcPrefix}%`}`);
  return row?.n ?? 0;
}

describe("POST admin/music/import", () => {
  it("imports a CSV manifest with its files and reports each rejected row with its reason", async () => {
    const report = reportOf(await upload(staff.client, { name: "manifest.csv", text: CSV }));
    expect(report.imported).toBe(2);
    expect(report.rejected.map((r) => [r.row, r.key])).toEqual([
      [3, "CNWAV2690003"],
      [4, "KRA402690004"],
      [5, "KRA402690005"],
    ]);
    expect(report.rejected[0]?.reason).toContain("KRA40");
    expect(report.rejected[2]?.reason).toContain("absent.wav");

    const creator = await signedIn(t);
    const found = expectOk(await creator.client.call(musicSearchCall, { search: "을 편" }));
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ isrc: "KRA402690001", shopping: true, prioritized: false });
    expect(found.items[0]?.tags).toEqual(["calm", "touching"]);
    const anthem = expectOk(await creator.client.call(musicSearchCall, { search: "KRA402690002" }));
    expect(anthem.items[0]).toMatchObject({ duration: 95, prioritized: true });
  });

  it("is idempotent: the same file again updates in place and adds nothing", async () => {
    await upload(staff.client, { name: "manifest.csv", text: CSV });
    const before = await trackCount("KRA4026900");
    const again = reportOf(
      await upload(staff.client, {
        name: "manifest.csv",
        text: CSV.replace("Import Test Anthem", "Renamed Anthem"),
      }),
    );
    expect(again.imported).toBe(2);
    expect(await trackCount("KRA4026900")).toBe(before);
    const [renamed] = await t.database.db.select().from(tracks).where(eq(tracks.isrc, "KRA402690002"));
    expect(renamed?.name).toBe("Renamed Anthem");
  });

  it("reports a manifest it cannot read as row 0 and imports nothing", async () => {
    const report = reportOf(await upload(staff.client, { name: "manifest.json", text: "{ not json" }));
    expect(report).toEqual({
      imported: 0,
      rejected: [{ row: 0, key: "manifest.json", reason: expect.any(String) }],
    });
  });

  it("is for network staff only, and answers 4 without a manifest", async () => {
    const creator = await signedIn(t);
    expectError(await upload(creator.client, { name: "manifest.csv", text: CSV }), 403, E.INVALID_ACCESS);
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(AUDIO)]), "loop.wav");
    const response = await staff.client.inject({
      method: "POST",
      url: `/api/${adminMusicImportCall.path}`,
      payload: form,
    });
    expectError(response, 400, E.FIELDS_REQUIRED);
  });

  it("puts tracks in the staff's own network only", async () => {
    const waveStaff = await signedIn(t, { isStaff: true, network: "wave" });
    const csv = CSV.split("\n").slice(0, 2).join("\n").replace("KRA402690001", "CNWAV2690101");
    expect(reportOf(await upload(waveStaff.client, { name: "manifest.csv", text: csv })).imported).toBe(1);
    const [wave] = await t.database.db.select().from(networks).where(eq(networks.slug, "wave"));
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.isrc, "CNWAV2690101"));
    expect(row?.networkId).toBe(wave?.id);
  });
});

describe("catalogue import from disk (the CLI's path)", () => {
  it("reads a JSON manifest and the files beside it, and never a file outside its folder", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "studio-manifest-"));
    try {
      mkdirSync(path.join(folder, "audio"));
      writeFileSync(path.join(folder, "audio", "loop.wav"), AUDIO);
      writeFileSync(path.join(folder, "cover.svg"), COVER);
      const entry = {
        isrc: "KRA402690201",
        name: "Disk Song",
        artist: "CLI",
        category: "ost",
        release_date: "2026-09-09",
        audio: "audio/loop.wav",
        cover: "cover.svg",
      };
      const manifest = { tracks: [entry, { ...entry, isrc: "KRA402690202", audio: "../../etc/passwd.wav" }] };
      const manifestPath = path.join(folder, "manifest.json");
      writeFileSync(manifestPath, JSON.stringify(manifest));
      const [studio] = await t.database.db.select().from(networks).where(eq(networks.slug, "studio"));
      if (!studio) throw new Error("no studio network");
      const report = await importManifest(
        t.database.db,
        t.app.deps.storage,
        studio,
        { text: JSON.stringify(manifest), format: "json", name: "manifest.json" },
        filesBeside(manifestPath),
      );
      expect(report.imported).toBe(1);
      expect(report.rejected).toEqual([
        { row: 2, key: "KRA402690202", reason: expect.stringContaining("cannot read") },
      ]);
      const [row] = await t.database.db
        .select()
        .from(tracks)
        .where(and(eq(tracks.networkId, studio.id), eq(tracks.isrc, "KRA402690201")));
      expect(row?.durationSeconds).toBeGreaterThan(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("search plan", () => {
  const BULK = 20_000;
  let bulkNetworkId = 0;
  const words = [
    "하늘",
    "바다",
    "별빛",
    "月光",
    "春风",
    "river",
    "neon",
    "storm",
    "paper",
    "cloud",
    "숲속",
    "雨夜",
  ];
  const tagSets = [
    ["calm"],
    ["bright", "cheerful"],
    ["sad", "touching"],
    ["edm"],
    ["lofi", "calm"],
    ["intense"],
  ];

  beforeAll(async () => {
    // A catalogue big enough that the planner prefers the search indexes to reading the network's
    // rows (bench/ shows the same plans at 100,000 tracks).
    const db = t.database.db;
    const [network] = await db
      .insert(networks)
      .values({
        slug: "plan-bulk",
        name: "Bulk",
        colorPrimary: "#000000",
        colorPrimaryDim: "#111111",
        languages: ["en"],
        currencies: ["USD"],
      })
      .returning();
    bulkNetworkId = network?.id ?? 0;
    const rows = Array.from({ length: BULK }, (_, i) => {
      const name = `${words[i % words.length]} ${words[(i * 7 + 3) % words.length]} ${i}`;
      const isrc = `KRA40${String(26_000_000 + i).padStart(7, "0")}`;
      const searchText = normalizeSearchText(`${name}|Artist ${i % 50}|${isrc}`);
      return {
        networkId: bulkNetworkId,
        isrc,
        name,
        artist: `Artist ${i % 50}`,
        category: "bgm" as const,
        tags: i % 200 === 0 ? ["horror", "scary"] : (tagSets[i % tagSets.length] ?? []),
        releaseDate: "2026-01-01",
        durationSeconds: 60,
        audioFile: "a.wav",
        coverFile: "c.svg",
        searchText,
        searchGrams: searchGrams(searchText),
      };
    });
    for (let i = 0; i < rows.length; i += 1_000) await db.insert(tracks).values(rows.slice(i, i + 1_000));
    // As autovacuum leaves a bulk load: statistics taken and the GIN indexes' pending lists merged
    // (a plain ANALYZE leaves them, and every search through such an index reads them whole).
    await db.execute(sql`vacuum (analyze) tracks`);
  });
  afterAll(async () => {
    await t.database.db.delete(tracks).where(eq(tracks.networkId, bulkNetworkId));
    await t.database.db.delete(networks).where(eq(networks.id, bulkNetworkId));
  });

  async function planOf(filters: Parameters<typeof searchConditions>[1]) {
    const query = t.database.db
      .select({ id: tracks.id })
      .from(tracks)
      .where(and(...searchConditions(bulkNetworkId, filters)));
    const result = await t.database.db.execute(sql`explain ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      "QUERY PLAN": string;
    }[];
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  }

  it("finds text through the character-gram index, tags through the tag index, and both through one (078)", async () => {
    const text = await planOf({ search: "neon", tags: [] });
    expect(text).toContain("tracks_search_grams_idx");
    expect(text).not.toContain("Seq Scan");
    const tagged = await planOf({ search: "月光", tags: ["sad", "touching"] });
    expect(tagged).toContain("tracks_search_keys_idx");
    expect(await planOf({ tags: ["scary", "horror"] })).toContain("tracks_tags_idx");
    expect(tagged).not.toContain("Seq Scan");
  });
});
