/**
 * Catalogue search at 100,000 tracks (issue: p95 at most 15 ms in the database and 30 ms through
 * the API on real PostgreSQL). Generates the catalogue itself with names in Korean, Chinese and
 * English, then measures text + two tags searches in the database (EXPLAIN ANALYZE execution time)
 * and through the API (app.inject). Run: DATABASE_URL=postgres://... npm run bench:music -w @studio/bench
 * (it works in its own database, studio_bench_music, beside DATABASE_URL's).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { MOOD_TAGS, normalizeSearchText, searchGrams } from "@studio/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app";
import { testConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { networks, tracks } from "../apps/api/src/db/schema";
import { searchConditions } from "../apps/api/src/modules/music/queries";
import { DEMO_PASSWORD, seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";

const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const KO = [
  "사랑",
  "하늘",
  "바다",
  "별빛",
  "여름",
  "겨울",
  "봄날",
  "노래",
  "그대",
  "추억",
  "꿈",
  "바람",
  "달빛",
  "청춘",
  "거리",
];
const ZH = [
  "月光",
  "春风",
  "城市",
  "思念",
  "古风",
  "星空",
  "雨夜",
  "快乐",
  "梦想",
  "青春",
  "山水",
  "海浪",
  "追光",
  "花开",
];
const EN = [
  "Night",
  "Summer",
  "Drive",
  "Ocean",
  "Dream",
  "City",
  "Rain",
  "Golden",
  "Heart",
  "Road",
  "Sky",
  "Echo",
  "Neon",
  "Wave",
];
const ARTISTS = [
  "하늘소리",
  "달빛밴드",
  "林晓",
  "江南乐队",
  "Lena Park",
  "Retro Kids",
  "Blue Harbor",
  "Atlas Sound",
  "민트",
  "糖果",
];

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

/** Deterministic pseudo-random numbers, so every run measures the same catalogue. */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield x;
  }
}

const databaseUrl = await benchDatabaseUrl("studio_bench_music");
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await database.migrate();
const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bench-"));
await seedDemo(database.db, { dataDir });
const db = database.db;
const [network] = await db.select().from(networks).where(eq(networks.slug, "studio"));
if (!network) throw new Error("no demo network");
const [sample] = await db.select().from(tracks).where(eq(tracks.networkId, network.id)).limit(1);
if (!sample) throw new Error("no demo tracks");

const existing = Number(
  (
    (await db.execute(
      sql`select count(*)::int as n from tracks where network_id = ${network.id}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n ?? 0,
);
if (existing < TRACKS) {
  console.log(`generating ${TRACKS - existing} tracks...`);
  const random = numbers(42);
  const next = () => random.next().value as number;
  const batch: (typeof tracks.$inferInsert)[] = [];
  for (let i = existing; i < TRACKS; i++) {
    const script = i % 3;
    const words = script === 0 ? KO : script === 1 ? ZH : EN;
    const name = `${pick(words, next())}${script === 2 ? " " : ""}${pick(words, next())} ${i}`;
    const artist = pick(ARTISTS, next());
    const isrc = `${network.isrcPrefix}${String(27 + Math.floor(i / 100_000)).padStart(2, "0")}${String(i % 100_000).padStart(5, "0")}`;
    const searchText = normalizeSearchText(`${name}|${artist}|${isrc}`);
    const tagCount = 2 + (next() % 3);
    const tags = [...new Set(Array.from({ length: tagCount }, () => pick(MOOD_TAGS, next())))];
    batch.push({
      networkId: network.id,
      isrc,
      name,
      artist,
      coverFile: sample.coverFile,
      audioFile: sample.audioFile,
      durationSeconds: 60 + (next() % 180),
      category: pick(["bgm", "kpop", "ost"] as const, next()),
      tags,
      shopping: next() % 10 === 0,
      prioritized: next() % 50 === 0,
      instrumental: next() % 2 === 0,
      releaseDate: new Date(Date.UTC(2020, 0, 1) + (next() % 2_500) * 86_400_000).toISOString().slice(0, 10),
      searchText,
      searchGrams: searchGrams(searchText),
    });
    if (batch.length === 1_000) {
      await db.insert(tracks).values(batch).onConflictDoNothing();
      batch.length = 0;
    }
  }
  if (batch.length) await db.insert(tracks).values(batch).onConflictDoNothing();
  await db.execute(sql`analyze tracks`);
}

const QUERIES = [
  { search: "하늘", tags: "calm,bright" },
  { search: "사랑", tags: "touching,sad" },
  { search: "月光", tags: "calm,dreamy" },
  { search: "海浪", tags: "exciting,bright" },
  { search: "neon", tags: "edm,exciting" },
  { search: "summer", tags: "cheerful,bright" },
  { search: "lena", tags: "calm,lofi" },
  { search: "달빛밴드", tags: "dreamy,calm" },
];

/** Database time: EXPLAIN ANALYZE of the page query the API runs (the product's own conditions). */
const dbTimes: number[] = [];
let plan = "";
for (let round = 0; round < 25; round++) {
  for (const query of QUERIES) {
    const page = db
      .select({ id: tracks.id, name: tracks.name })
      .from(tracks)
      .where(and(...searchConditions(network.id, { search: query.search, tags: query.tags.split(",") })))
      .orderBy(desc(tracks.releaseDate), desc(tracks.id))
      .limit(50);
    const result = (await db.execute(sql`explain (analyze, format json) ${page}`)) as unknown as {
      rows: { "QUERY PLAN": { "Execution Time": number; Plan: unknown }[] }[];
    };
    const explained = result.rows[0]?.["QUERY PLAN"][0];
    dbTimes.push(explained?.["Execution Time"] ?? 0);
    if (!plan)
      plan =
        JSON.stringify(explained?.Plan)
          .match(/"Index Name":"[^"]+"/g)
          ?.join(", ") ?? "";
  }
}

const config = testConfig({ DATA_DIR: dataDir });
const app = await buildApp({ config, database });
const login = await app.inject({
  method: "POST",
  url: "/api/member/login",
  payload: { id: "creator@studio.test", password: DEMO_PASSWORD },
});
const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
const apiTimes: number[] = [];
for (let round = 0; round < 25; round++) {
  for (const query of QUERIES) {
    const started = performance.now();
    const response = await app.inject({
      method: "GET",
      url: "/api/v2/music/search",
      query,
      headers: { authorization: `Bearer ${token}` },
    });
    apiTimes.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(response.body);
  }
}
const [{ n } = { n: 0 }] = (
  (await db.execute(
    sql`select count(*)::int as n from tracks where network_id = ${network.id}`,
  )) as unknown as { rows: { n: number }[] }
).rows;
console.log(`engine: ${database.kind}, tracks in the network: ${n}`);
console.log(`indexes used: ${plan}`);
console.log(
  `search text + 2 tags, database: p50 ${percentile(dbTimes, 50).toFixed(2)} ms, p95 ${percentile(dbTimes, 95).toFixed(2)} ms`,
);
console.log(
  `search text + 2 tags, API:      p50 ${percentile(apiTimes, 50).toFixed(2)} ms, p95 ${percentile(apiTimes, 95).toFixed(2)} ms`,
);
await app.close();
await database.close();
