import path from "node:path";
import { E, type MusicTag, normalizeSearchText, searchGrams, type TStaffTrack } from "@studio/contract";
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tracks } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { likePattern } from "../../lib/like-pattern";
import type { UploadedFile } from "../../lib/register-call";
import type { StaffAuditNote } from "../../lib/staff-audit";
import type { Storage } from "../../lib/storage";
import { namingIsrcs, refreshClearance } from "../clearance";
import { AUDIO_TYPES, headerOf, IMAGE_TYPES, storeMedia } from "./catalogue-import";
import { wavDurationSeconds } from "./demo-media";
import { forgetHomeRows } from "./music-home";
import type { TrackRow } from "./queries";
import { forgetTotals } from "./search-totals";
import { audioUrlOf, coverUrlOf } from "./track-view";

/**
 * The back-office's catalogue (docs/decisions/125): every track of the network, withdrawn ones
 * included, searched by name, artist or ISRC; edits, withdrawal and file replacement, each with its
 * audit row in the same transaction.
 */

export const staffTrackView = (track: TrackRow): TStaffTrack => ({
  id: track.id,
  isrc: track.isrc,
  name: track.name,
  artist: track.artist,
  category: track.category,
  tags: track.tags as MusicTag[],
  shopping: track.shopping,
  prioritized: track.prioritized,
  duration: track.durationSeconds,
  thumbnail: coverUrlOf(track),
  music: audioUrlOf(track),
  release_date: track.releaseDate,
  withdrawn_at: track.withdrawnAt?.toISOString() ?? null,
});

interface TrackSearch {
  q: string;
  withdrawn: "any" | "only" | "none";
  page: number;
  size: number;
}

export async function listStaffTracks(db: Db, networkId: number, search: TrackSearch) {
  const pattern = likePattern(search.q);
  const withdrawn: Record<TrackSearch["withdrawn"], SQL | undefined> = {
    any: undefined,
    only: isNotNull(tracks.withdrawnAt),
    none: isNull(tracks.withdrawnAt),
  };
  const where = and(
    eq(tracks.networkId, networkId),
    search.q
      ? or(ilike(tracks.name, pattern), ilike(tracks.artist, pattern), ilike(tracks.isrc, pattern))
      : undefined,
    withdrawn[search.withdrawn],
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tracks)
      .where(where)
      .orderBy(desc(tracks.releaseDate), desc(tracks.id))
      .limit(search.size)
      .offset(search.page * search.size),
    db.select({ n: count() }).from(tracks).where(where),
  ]);
  return { items: rows.map(staffTrackView), total: total?.n ?? 0 };
}

/** What the audit keeps of a track. */
const auditedTrack = (track: TrackRow) => ({
  name: track.name,
  artist: track.artist,
  category: track.category,
  tags: track.tags,
  shopping: track.shopping,
  prioritized: track.prioritized,
  audio: track.audioFile,
  cover: track.coverFile,
  withdrawn_at: track.withdrawnAt?.toISOString() ?? null,
});

/** Changes one track of the network in a transaction with its audit row. */
async function changeTrack(
  db: Db,
  networkId: number,
  trackId: number,
  audit: StaffAuditNote,
  change: (track: TrackRow) => Partial<TrackRow>,
): Promise<TStaffTrack> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(tracks)
      .where(and(eq(tracks.id, trackId), eq(tracks.networkId, networkId)))
      .for("update");
    if (!row) throw new AppError(E.INVALID_ACCESS);
    const [after] = await tx.update(tracks).set(change(row)).where(eq(tracks.id, row.id)).returning();
    if (!after) throw new AppError(E.INVALID_ACCESS);
    // Its videos' clearance names the track and rests on its withdrawal (docs/decisions/127).
    await refreshClearance(tx, namingIsrcs(networkId, [row.isrc]));
    await audit.record(tx, {
      target: `track:${row.isrc}`,
      before: auditedTrack(row),
      after: auditedTrack(after),
    });
    return after;
  });
  // Tag counts and search totals are cached per network: they change with the catalogue.
  forgetTotals(networkId);
  forgetHomeRows(networkId);
  return staffTrackView(updated);
}

export interface TrackEdit {
  name: string;
  artist: string;
  category: TrackRow["category"];
  tags: string[];
  shopping: boolean;
  prioritized: boolean;
}

export function updateTrack(
  db: Db,
  networkId: number,
  trackId: number,
  edit: TrackEdit,
  audit: StaffAuditNote,
) {
  return changeTrack(db, networkId, trackId, audit, (row) => {
    const searchText = normalizeSearchText(`${edit.name}|${edit.artist}|${row.isrc}`);
    return { ...edit, tags: [...new Set(edit.tags)], searchText, searchGrams: searchGrams(searchText) };
  });
}

/** Withdraws a track (or puts it back). Withdrawing twice keeps the first date. */
export function withdrawTrack(
  db: Db,
  networkId: number,
  trackId: number,
  withdrawn: boolean,
  now: Date,
  audit: StaffAuditNote,
) {
  return changeTrack(db, networkId, trackId, audit, (row) => ({
    withdrawnAt: withdrawn ? (row.withdrawnAt ?? now) : null,
  }));
}

const extensionOf = (file: UploadedFile) => path.extname(file.fileName).toLowerCase();

/**
 * Replaces a track's audio or cover or both, from the uploaded files: an audio file by its
 * extension, an image likewise. A WAV's duration is read from its header; other audio keeps the
 * track's duration.
 */
export async function replaceTrackFiles(
  db: Db,
  storage: Storage,
  networkId: number,
  trackId: number,
  files: UploadedFile[],
  audit: StaffAuditNote,
): Promise<TStaffTrack> {
  const audio = files.find((file) => AUDIO_TYPES[extensionOf(file)]);
  const cover = files.find((file) => IMAGE_TYPES[extensionOf(file)]);
  if (!audio && !cover) throw new AppError(E.FIELDS_REQUIRED);
  const change: Partial<TrackRow> = {};
  if (audio) {
    const media = { extension: AUDIO_TYPES[extensionOf(audio)] ?? "", path: audio.path };
    change.audioFile = await storeMedia(storage, "audio", media);
    const seconds = wavDurationSeconds(await headerOf(media));
    if (seconds !== null) change.durationSeconds = seconds;
  }
  if (cover) {
    change.coverFile = await storeMedia(storage, "covers", {
      extension: IMAGE_TYPES[extensionOf(cover)] ?? "",
      path: cover.path,
    });
  }
  return changeTrack(db, networkId, trackId, audit, () => change);
}
