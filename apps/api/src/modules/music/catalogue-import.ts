import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  MUSIC_CATEGORIES,
  MUSIC_TAGS,
  normalizeSearchText,
  searchGrams,
  type TImportReport,
} from "@studio/contract";
import { parse as parseCsv } from "csv-parse/sync";
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
  rows: number[] = entries.map((_, index) => index + 1),
): Promise<TImportReport> {
  const report: TImportReport = { imported: 0, rejected: [] };
  for (const [index, entry] of entries.entries()) {
    const problem = problemOf(entry, network);
    if (problem) {
      report.rejected.push({ row: rows[index] ?? index + 1, key: entry.isrc, reason: problem });
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

/** Finds a file a manifest names: on disk beside it (CLI) or among the uploaded files (staff API). */
export type ManifestFiles = (name: string) => Buffer | undefined;

export type ManifestFormat = "json" | "csv";

export interface ReadManifest {
  tracks: CatalogueTrack[];
  /** The manifest row of each track (from 1), for the report. */
  rows: number[];
  rejected: TImportReport["rejected"];
}

/**
 * Reads a manifest (JSON `{ "tracks": [...] }` or CSV with the columns of docs/catalogue-import.md)
 * and the files it names. Entries that fail validation are reported with their position; the rest
 * are returned ready to import.
 */
export function readManifest(text: string, format: ManifestFormat, files: ManifestFiles): ReadManifest {
  const items = format === "csv" ? csvItems(text) : jsonItems(text);
  const result: ReadManifest = { tracks: [], rows: [], rejected: [] };
  for (const [index, item] of items.entries()) {
    const row = index + 1;
    const parsed = ZManifestEntry.safeParse(item);
    const key = String((item as { isrc?: unknown })?.isrc ?? "");
    if (!parsed.success) {
      result.rejected.push({ row, key, reason: z.prettifyError(parsed.error).replace(/\n/g, " ") });
      continue;
    }
    const audio = fileOf(files, parsed.data.audio, AUDIO_TYPES);
    const cover = fileOf(files, parsed.data.cover, IMAGE_TYPES);
    if (typeof audio === "string" || typeof cover === "string") {
      result.rejected.push({ row, key, reason: typeof audio === "string" ? audio : String(cover) });
      continue;
    }
    result.tracks.push({ ...parsed.data, audio, cover });
    result.rows.push(row);
  }
  return result;
}

export class ManifestError extends Error {}

function jsonItems(text: string): unknown[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ManifestError("the manifest is not valid JSON");
  }
  const list = (raw as { tracks?: unknown })?.tracks;
  if (!Array.isArray(list)) throw new ManifestError('the manifest needs a "tracks" list');
  return list;
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0"]);

/** A CSV cell as the JSON manifest would hold it: "a|b" lists, yes/no flags, numbers. */
function csvItems(text: string): unknown[] {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(text, { columns: true, bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new ManifestError(`the CSV cannot be read: ${(error as Error).message}`);
  }
  return rows.map((row) => {
    const item: Record<string, unknown> = { ...row };
    item.tags = (row.tags ?? "")
      .split(/[|;]/)
      .map((tag) => tag.trim())
      .filter(Boolean);
    for (const flag of ["shopping", "prioritized", "instrumental"]) {
      const word = (row[flag] ?? "").toLowerCase();
      // Empty means the default; an unknown word stays a string, which validation then reports.
      if (word === "") delete item[flag];
      else if (TRUE_WORDS.has(word)) item[flag] = true;
      else if (FALSE_WORDS.has(word)) item[flag] = false;
    }
    if (row.duration === "" || row.duration === undefined) delete item.duration;
    else item.duration = Number(row.duration);
    return item;
  });
}

function fileOf(files: ManifestFiles, name: string, types: Record<string, string>) {
  const extension = types[path.extname(name).toLowerCase()];
  if (!extension) return `unsupported file type: ${name}`;
  const bytes = files(name);
  return bytes ? { bytes, extension } : `cannot read ${name}`;
}

/** Files beside a manifest on disk; names may not climb out of its folder. */
export function filesBeside(manifestPath: string): ManifestFiles {
  const folder = path.resolve(path.dirname(manifestPath));
  return (name) => {
    const full = path.resolve(folder, name);
    if (!full.startsWith(folder + path.sep)) return undefined;
    try {
      return readFileSync(full);
    } catch {
      return undefined;
    }
  };
}

export function manifestFormatOf(fileName: string): ManifestFormat | undefined {
  const extension = path.extname(fileName).toLowerCase();
  return extension === ".csv" ? "csv" : extension === ".json" ? "json" : undefined;
}

/**
 * A whole staff import: reads the manifest, imports the good entries and reports every rejected one
 * (a manifest that cannot be read at all is one rejection, row 0).
 */
export async function importManifest(
  db: Db,
  dataDir: string,
  network: Network,
  manifest: { text: string; format: ManifestFormat; name: string },
  files: ManifestFiles,
): Promise<TImportReport> {
  let read: ReadManifest;
  try {
    read = readManifest(manifest.text, manifest.format, files);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    return { imported: 0, rejected: [{ row: 0, key: manifest.name, reason: error.message }] };
  }
  const report = await importCatalogue(db, dataDir, network, read.tracks, read.rows);
  const rejected = [...read.rejected, ...report.rejected].sort((a, b) => a.row - b.row);
  return { imported: report.imported, rejected };
}
