import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MUSIC_CATEGORIES, MUSIC_TAGS, normalizeSearchText, searchGrams } from "@studio/contract";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { tracks } from "../../db/schema";
import type { Network } from "../site/queries";
import { wavDurationSeconds } from "./demo-media";
import { mediaDirOf } from "./media-routes";

const AUDIO_TYPES: Record<string, string> = { ".wav": "wav", ".mp3": "mp3", ".m4a": "m4a", ".ogg": "ogg" };
const IMAGE_TYPES: Record<string, string> = {
  ".svg": "svg",
  ".png": "png",
  ".jpg": "jpg",
  ".jpeg": "jpg",
  ".webp": "webp",
};

/** One track of a manifest; `audio` and `cover` are file names beside the manifest. */
export const ZManifestEntry = z.object({
  isrc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, "ISRC must look like KRA402600001"),
  name: z.string().trim().min(1).max(200),
  artist: z.string().trim().min(1).max(200),
  category: z.enum(MUSIC_CATEGORIES),
  tags: z.array(z.enum(MUSIC_TAGS)).max(12).default([]),
  shopping: z.boolean().default(false),
  prioritized: z.boolean().default(false),
  instrumental: z.boolean().default(true),
  release_date: z.iso.date(),
  duration: z.number().int().positive().max(3600).optional(),
  audio: z.string().min(1),
  cover: z.string().min(1),
});
export type ManifestEntry = z.infer<typeof ZManifestEntry>;

/** An entry with its files already read. */
export interface CatalogueTrack extends Omit<ManifestEntry, "audio" | "cover"> {
  audio: { bytes: Buffer; extension: string };
  cover: { bytes: Buffer; extension: string };
}

export interface ImportReport {
  imported: number;
  rejected: { index: number; isrc: string; reason: string }[];
}

/** Writes a media file under its content hash (so re-imports and shared loops are stored once). */
function storeMedia(dataDir: string, folder: "audio" | "covers", bytes: Buffer, extension: string): string {
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
  const directory = path.join(mediaDirOf(dataDir), folder);
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, name), bytes);
  return name;
}

/**
 * Imports tracks into a network's catalogue: an ISRC already there is updated, a new one added.
 * Entries are checked one by one; a bad entry is reported and the others still go in.
 */
export async function importCatalogue(
  db: Db,
  dataDir: string,
  network: Network,
  entries: CatalogueTrack[],
): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, rejected: [] };
  for (const [index, entry] of entries.entries()) {
    const problem = problemOf(entry, network);
    if (problem) {
      report.rejected.push({ index, isrc: entry.isrc, reason: problem });
      continue;
    }
    const duration = entry.duration ?? wavDurationSeconds(entry.audio.bytes) ?? 0;
    const searchText = normalizeSearchText(`${entry.name}|${entry.artist}|${entry.isrc}`);
    const values = {
      networkId: network.id,
      isrc: entry.isrc,
      name: entry.name,
      artist: entry.artist,
      category: entry.category,
      tags: entry.tags,
      shopping: entry.shopping,
      prioritized: entry.prioritized,
      instrumental: entry.instrumental,
      releaseDate: entry.release_date,
      durationSeconds: duration,
      audioFile: storeMedia(dataDir, "audio", entry.audio.bytes, entry.audio.extension),
      coverFile: storeMedia(dataDir, "covers", entry.cover.bytes, entry.cover.extension),
      searchText,
      searchGrams: searchGrams(searchText),
    };
    const { networkId: _n, isrc: _i, ...changes } = values;
    await db
      .insert(tracks)
      .values(values)
      .onConflictDoUpdate({
        target: [tracks.networkId, tracks.isrc],
        set: { ...changes, createdAt: sql`${tracks.createdAt}` },
      });
    report.imported++;
  }
  return report;
}

function problemOf(entry: CatalogueTrack, network: Network): string | null {
  if (!entry.isrc.startsWith(network.isrcPrefix))
    return `ISRC must start with the network's prefix ${network.isrcPrefix}`;
  if (!entry.duration && wavDurationSeconds(entry.audio.bytes) === null)
    return "duration is required for non-WAV audio";
  return null;
}

/**
 * Reads a JSON manifest ({ "tracks": [...] }) and the files it names, relative to it. Entries that
 * fail validation are reported with their position; the rest are returned ready to import.
 */
export function readManifest(manifestPath: string): {
  tracks: CatalogueTrack[];
  rejected: ImportReport["rejected"];
} {
  const folder = path.dirname(manifestPath);
  const raw = JSON.parse(readFileSync(manifestPath, "utf8")) as { tracks?: unknown[] };
  const result: { tracks: CatalogueTrack[]; rejected: ImportReport["rejected"] } = {
    tracks: [],
    rejected: [],
  };
  for (const [index, item] of (raw.tracks ?? []).entries()) {
    const parsed = ZManifestEntry.safeParse(item);
    const isrc = String((item as { isrc?: unknown })?.isrc ?? "");
    if (!parsed.success) {
      result.rejected.push({ index, isrc, reason: z.prettifyError(parsed.error).replace(/\n/g, " ") });
      continue;
    }
    const audio = fileOf(folder, parsed.data.audio, AUDIO_TYPES);
    const cover = fileOf(folder, parsed.data.cover, IMAGE_TYPES);
    if (typeof audio === "string" || typeof cover === "string") {
      result.rejected.push({ index, isrc, reason: typeof audio === "string" ? audio : String(cover) });
      continue;
    }
    result.tracks.push({ ...parsed.data, audio, cover });
  }
  return result;
}

function fileOf(folder: string, name: string, types: Record<string, string>) {
  const extension = types[path.extname(name).toLowerCase()];
  if (!extension) return `unsupported file type: ${name}`;
  const full = path.resolve(folder, name);
  if (!full.startsWith(path.resolve(folder) + path.sep)) return `file outside the manifest's folder: ${name}`;
  try {
    return { bytes: readFileSync(full), extension };
  } catch {
    return `cannot read ${name}`;
  }
}
