import type { MusicTag } from "@studio/contract";
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Network } from "../db/rows";
import { musicLog, tracks } from "../db/schema";
import type { Storage } from "../lib/storage";
import { type CatalogueTrack, importCatalogue } from "../modules/music/catalogue-import";
import { coverSvg, DEMO_LOOPS, synthesizeLoop } from "../modules/music/demo-media";

type Demo = [
  name: string,
  artist: string,
  category: "bgm" | "kpop" | "ost",
  tags: MusicTag[],
  flags?: string,
];

/** About forty demo tracks with names in Korean, Chinese and English ("p" prioritized, "s" shopping, "v" vocals). */
const STUDIO_TRACKS: Demo[] = [
  ["봄날의 산책", "하늘소리", "bgm", ["calm", "bright", "ai.hopeful"], "p"],
  ["밤하늘 별빛", "달빛밴드", "bgm", ["dreamy", "calm", "ai.dreamy"]],
  ["사랑의 온도", "민트", "kpop", ["touching", "ai.romantic"], "v"],
  ["여름 바다", "파도소년", "kpop", ["cheerful", "bright", "ai.energetic"], "pv"],
  ["첫눈 오는 날", "겨울나무", "ost", ["touching", "sad", "ai.nostalgic"]],
  ["도시의 아침", "하늘소리", "bgm", ["bright", "lofi"], "s"],
  ["비 오는 카페", "커피향", "bgm", ["calm", "lofi", "acoustic"], "s"],
  ["달리기", "파도소년", "kpop", ["exciting", "intense", "ai.energetic"], "v"],
  ["그림자 추적", "어둠의숲", "ost", ["tense", "suspense", "ai.mysterious"]],
  ["한밤의 공포", "어둠의숲", "ost", ["scary", "horror"]],
  ["웃음 폭탄", "장난꾸러기", "bgm", ["funny", "bouncy", "ai.cute"], "p"],
  ["청춘 일기", "민트", "kpop", ["cheerful", "ai.hopeful"], "v"],
  ["月光小夜曲", "林晓", "bgm", ["calm", "dreamy", "ai.romantic"]],
  ["春风十里", "江南乐队", "kpop", ["bright", "cheerful"], "pv"],
  ["城市霓虹", "夜行者", "bgm", ["edm", "exciting", "ai.groovy"], "s"],
  ["古风山水", "林晓", "ost", ["grand", "atmospheric", "ai.nostalgic"]],
  ["快乐星期天", "糖果", "bgm", ["funny", "bouncy", "ai.cute"]],
  ["雨夜思念", "江南乐队", "ost", ["sad", "touching"], "v"],
  ["追光者之路", "夜行者", "bgm", ["intense", "grand", "ai.dramatic"]],
  ["小猫散步", "糖果", "bgm", ["bouncy", "ai.cute"], "s"],
  ["Morning Coffee", "Lena Park", "bgm", ["calm", "acoustic", "lofi"], "s"],
  ["Neon Drive", "Retro Kids", "bgm", ["edm", "exciting", "ai.groovy"], "p"],
  ["Summer Breeze", "Blue Harbor", "kpop", ["bright", "cheerful", "ai.energetic"], "v"],
  ["Midnight Rain", "Lena Park", "bgm", ["calm", "sad", "lofi"]],
  ["Epic Journey", "Atlas Sound", "ost", ["grand", "intense", "ai.dramatic"], "p"],
  ["Haunted Hallway", "Night Owls", "ost", ["horror", "scary", "suspense"]],
  ["Bubble Pop", "Candy Crew", "kpop", ["bouncy", "funny", "ai.cute"], "sv"],
  ["Golden Hour", "Blue Harbor", "bgm", ["touching", "atmospheric", "ai.hopeful"]],
  ["Street Dance Battle", "Retro Kids", "kpop", ["exciting", "edm", "intense"], "v"],
  ["Quiet Library", "Atlas Sound", "bgm", ["calm", "atmospheric"]],
  ["Lazy Sunday", "Candy Crew", "bgm", ["lofi", "calm", "ai.dreamy"], "s"],
  ["Heartbeat", "Mint", "kpop", ["sexy", "intense", "ai.romantic"], "v"],
  ["Detective Steps", "Night Owls", "bgm", ["suspense", "tense", "funny"]],
  ["Sunrise Over Seoul", "하늘소리", "ost", ["grand", "bright", "ai.hopeful"], "p"],
  ["Cherry Blossom Road", "江南乐队", "kpop", ["touching", "bright"], "v"],
  ["Angry Birds Parade", "Candy Crew", "bgm", ["funny", "intense", "ai.angry"]],
  ["Ocean Drift", "Lena Park", "bgm", ["atmospheric", "dreamy", "acoustic"]],
  ["Thunder Road", "Atlas Sound", "ost", ["intense", "exciting", "ai.dramatic"]],
  ["Tiny Paws", "Candy Crew", "bgm", ["bouncy", "ai.cute", "cheerful"], "s"],
  ["Last Train Home", "Blue Harbor", "ost", ["sad", "touching", "ai.nostalgic"], "v"],
];

const WAVE_TRACKS: Demo[] = [
  ["海浪之声", "潮汐", "bgm", ["calm", "atmospheric"], "p"],
  ["Wave Rider", "Surf Club", "bgm", ["exciting", "edm"]],
  ["蓝色心情", "潮汐", "kpop", ["sad", "touching"], "v"],
  ["Coral Reef", "Surf Club", "bgm", ["dreamy", "calm"], "s"],
  ["Tidal Dance", "Surf Club", "kpop", ["bouncy", "cheerful"], "v"],
];

function catalogueOf(network: Network, demos: Demo[], loops: Map<string, Buffer>): CatalogueTrack[] {
  return demos.map(([name, artist, category, tags, flags = ""], index) => {
    const loop = DEMO_LOOPS[index % DEMO_LOOPS.length] ?? "calm";
    const day = new Date(Date.UTC(2026, 10, 15) - index * 4 * 86_400_000);
    return {
      isrc: `${network.isrcPrefix}26${String(index + 1).padStart(5, "0")}`,
      name,
      artist,
      category,
      tags,
      shopping: flags.includes("s"),
      prioritized: flags.includes("p"),
      instrumental: !flags.includes("v"),
      release_date: day.toISOString().slice(0, 10),
      audio: { bytes: loops.get(loop) ?? Buffer.alloc(0), extension: "wav" },
      cover: { bytes: coverSvg(name, artist), extension: "svg" },
    };
  });
}

/** The demo catalogues (tracks, generated loops and covers) and two weeks of plays for the ranking. */
export async function seedDemoMusic(
  db: Db,
  storage: Storage,
  networks: { studio: Network; wave: Network },
  listenerId: number,
  now: Date,
): Promise<void> {
  const loops = new Map(DEMO_LOOPS.map((name) => [name, synthesizeLoop(name)]));
  await importCatalogue(db, storage, networks.studio, catalogueOf(networks.studio, STUDIO_TRACKS, loops));
  await importCatalogue(db, storage, networks.wave, catalogueOf(networks.wave, WAVE_TRACKS, loops));
  await seedPlays(db, networks.studio.id, listenerId, now);
}

/** Plays over the last 14 days, so the weekly ranking has this week's order and last week's. */
async function seedPlays(db: Db, networkId: number, accountId: number, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(musicLog).where(eq(musicLog.networkId, networkId));
  if (Number(existing?.n ?? 0) > 0) return;
  const catalogue = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.networkId, networkId));
  const rows: (typeof musicLog.$inferInsert)[] = [];
  for (const [index, track] of catalogue.entries()) {
    const lastWeek = (index * 7) % 13;
    const thisWeek = (index * 11 + 5) % 17;
    for (let i = 0; i < lastWeek; i++) {
      rows.push({
        networkId,
        accountId,
        trackId: track.id,
        kind: "play",
        createdAt: new Date(now.getTime() - (8 + (i % 6)) * 86_400_000),
      });
    }
    for (let i = 0; i < thisWeek; i++) {
      rows.push({
        networkId,
        accountId,
        trackId: track.id,
        kind: i % 4 === 0 ? "isrc_copy" : "play",
        createdAt: new Date(now.getTime() - (1 + (i % 6)) * 86_400_000),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(musicLog).values(rows.slice(i, i + 500));
}
