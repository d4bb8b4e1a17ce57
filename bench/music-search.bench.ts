/**
 * The music catalogue at 100,000 tracks (issue: home p95 at most 50 ms; searches p95 at most 15 ms in
 * the database and 30 ms through the API, for common and rare tags alike, on real PostgreSQL).
 * Generates the catalogue itself with names in Korean, Chinese and English and Zipf-distributed mood
 * tags (a few moods on many tracks, a long tail of rare ones), then measures the home and six kinds
 * of search, at page 0 and page 3: in the database (the module's own query functions, no HTTP:
 * their time as called, and the server's EXPLAIN ANALYZE time of the statements they send, which
 * leaves out a loaded machine's scheduling) and through the API (app.inject). Run: DATABASE_URL=postgres://... npm run bench:music -w @studio/bench (it works in its
 * own database, studio_bench_music_zipf, beside DATABASE_URL's).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { MOOD_TAGS, normalizeSearchText, searchGrams } from "@studio/contract";
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app";
import { testConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { accounts, networks, tracks } from "../apps/api/src/db/schema";
import { musicHome } from "../apps/api/src/modules/music/music-home";
import type { TrackFilters } from "../apps/api/src/modules/music/queries";
import { searchTracks } from "../apps/api/src/modules/music/search-tracks";
import { DEMO_PASSWORD, seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";
import { serverTimes } from "./server-times";

const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
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

/** One of `list`, evenly. */
function pick<T>(list: readonly T[], n: number): T {
  return list[Math.floor((n / RANGE) * list.length)] as T;
}

/** The generator's numbers are whole numbers below RANGE. */
const RANGE = 4_294_967_296;

/**
 * Deterministic pseudo-random numbers (mulberry32), so every run measures the same catalogue. The
 * LCG used before repeated its low bits with a short period, so `% length` picked unevenly and
 * tied fields of one track together (the newest tracks never had some artists).
 */
function* numbers(seed: number) {
  let x = seed >>> 0;
  for (;;) {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    yield (t ^ (t >>> 14)) >>> 0;
  }
}

/**
 * Mood tags by Zipf's law (weight 1/rank): the first moods sit on most tracks, the last ones on a few
 * thousand.
 */
const ZIPF_WEIGHTS = MOOD_TAGS.map((_, rank) => 1 / (rank + 1));
const ZIPF_TOTAL = ZIPF_WEIGHTS.reduce((sum, w) => sum + w, 0);
function zipfTag(n: number): string {
  let left = (n / RANGE) * ZIPF_TOTAL;
  for (const [rank, weight] of ZIPF_WEIGHTS.entries()) {
    left -= weight;
    if (left < 0) return MOOD_TAGS[rank] as string;
  }
  return MOOD_TAGS[MOOD_TAGS.length - 1] as string;
}

const databaseUrl = await benchDatabaseUrl(process.env.BENCH_DATABASE ?? "studio_bench_music_zipf");
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
  /** A whole number below n. */
  const below = (n: number) => Math.floor((next() / RANGE) * n);
  const batch: (typeof tracks.$inferInsert)[] = [];
  for (let i = existing; i < TRACKS; i++) {
    const script = i % 3;
    const words = script === 0 ? KO : script === 1 ? ZH : EN;
    const name = `${pick(words, next())}${script === 2 ? " " : ""}${pick(words, next())} ${i}`;
    const artist = pick(ARTISTS, next());
    const isrc = `${network.isrcPrefix}${String(27 + Math.floor(i / 100_000)).padStart(2, "0")}${String(i % 100_000).padStart(5, "0")}`;
    const searchText = normalizeSearchText(`${name}|${artist}|${isrc}`);
    const tagCount = 2 + below(3);
    const tags = [...new Set(Array.from({ length: tagCount }, () => zipfTag(next())))];
    batch.push({
      networkId: network.id,
      isrc,
      name,
      artist,
      coverFile: sample.coverFile,
      audioFile: sample.audioFile,
      durationSeconds: 60 + below(180),
      category: pick(["bgm", "kpop", "ost"] as const, next()),
      tags,
      shopping: below(10) === 0,
      prioritized: below(50) === 0,
      instrumental: below(2) === 0,
      releaseDate: new Date(Date.UTC(2020, 0, 1) + below(2_500) * 86_400_000).toISOString().slice(0, 10),
      searchText,
      searchGrams: searchGrams(searchText),
    });
    if (batch.length === 1_000) {
      await db.insert(tracks).values(batch).onConflictDoNothing();
      batch.length = 0;
    }
  }
  if (batch.length) await db.insert(tracks).values(batch).onConflictDoNothing();
}
// As autovacuum leaves a table some time after a bulk load: hint bits set, pages marked all-visible,
// statistics taken (the first reads of a fresh table otherwise write every page they touch).
await db.execute(sql`vacuum (analyze) tracks`);

const tagRows = (
  (await db.execute(
    sql`select tag, count(*)::int as n from tracks, unnest(tags) as tag where network_id = ${network.id} group by tag order by n desc`,
  )) as unknown as { rows: { tag: string; n: number }[] }
).rows;
const common = tagRows.slice(0, 3).map((r) => r.tag);
// The least used moods: thousands of tracks each, too many to sort cheaply, too few to meet early
// when walking the catalogue newest first.
const rare = tagRows
  .filter((r) => (MOOD_TAGS as readonly string[]).includes(r.tag))
  .slice(-3)
  .map((r) => r.tag);
const TEXTS = ["하늘", "사랑", "月光", "海浪", "neon", "summer", "lena", "달빛밴드"];
const SCENARIOS: { name: string; filters: TrackFilters[] }[] = [
  { name: "no filter (All)", filters: [{ tags: [] }] },
  { name: "search by text", filters: TEXTS.map((search) => ({ search, tags: [] })) },
  { name: "one common tag", filters: common.map((tag) => ({ tags: [tag] })) },
  { name: "one rare tag", filters: rare.map((tag) => ({ tags: [tag] })) },
  {
    name: "text + 1 common tag",
    filters: TEXTS.map((search, i) => ({ search, tags: [common[i % 3]] as string[] })),
  },
  {
    name: "text + 2 common tags",
    filters: TEXTS.map((search, i) => ({ search, tags: [common[i % 3], common[(i + 1) % 3]] as string[] })),
  },
];

const config = testConfig({ DATA_DIR: dataDir });
const app = await buildApp({ config, database });
const [account] = await db
  .select()
  .from(accounts)
  .where(and(eq(accounts.networkId, network.id), eq(accounts.email, "creator@studio.test")));
if (!account) throw new Error("no demo creator");
const login = await app.inject({
  method: "POST",
  url: "/api/member/login",
  payload: { id: "creator@studio.test", password: DEMO_PASSWORD },
});
const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up: caches, plans
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}
async function api(url: string, query: Record<string, string>): Promise<void> {
  const response = await app.inject({
    method: "GET",
    url,
    query,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}
const asQuery = (f: TrackFilters): Record<string, string> => ({
  ...(f.search ? { search: f.search } : {}),
  ...(f.tags.length ? { tags: f.tags.join(",") } : {}),
});
const line = (name: string, where: string, times: number[]) =>
  console.log(
    `${`${name}, ${where}:`.padEnd(50)} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );

const [{ n } = { n: 0 }] = (
  (await db.execute(
    sql`select count(*)::int as n from tracks where network_id = ${network.id}`,
  )) as unknown as { rows: { n: number }[] }
).rows;
console.log(`engine: ${database.kind}, tracks in the network: ${n}`);
console.log(`tags (tracks): ${tagRows.map((r) => `${r.tag} ${r.n}`).join(", ")}`);
const home = () => musicHome(app.deps, network, account);
line("home", "database, call", await timed(home));
const homeServer = await serverTimes(database, home, ROUNDS);
if (homeServer) line("home", "database, server", homeServer);
line("home", "API", await timed(() => api("/api/v2/music/home", {})));
for (const scenario of SCENARIOS) {
  for (const page of [0, 3]) {
    const name = `${scenario.name}, page ${page}`;
    const search = (f: TrackFilters) => () => searchTracks(db, network.id, account.id, f, { page, size: 50 });
    const calls: number[] = [];
    const server: number[] = [];
    const viaApi: number[] = [];
    for (const f of scenario.filters) {
      calls.push(...(await timed(search(f))));
      server.push(...((await serverTimes(database, search(f), ROUNDS)) ?? []));
      viaApi.push(...(await timed(() => api("/api/v2/music/search", { ...asQuery(f), page: String(page) }))));
    }
    line(name, "database, call", calls);
    if (server.length) line(name, "database, server", server);
    line(name, "API", viaApi);
  }
}
await app.close();
await database.close();
