import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Writable } from "node:stream";
import { API_BASE } from "@studio/contract";
import type { Db } from "../../db/client";
import {
  chunksFrom,
  deleteFile,
  findLiveFile,
  insertChunk,
  insertStoredFile,
  markComplete,
  type StoredFile,
} from "./queries";

/**
 * The storage of the files the product makes (docs/design.md §12, decision 043): in the database, so
 * every API node serves every file; owned by an account in a network; downloaded with the owner's
 * session or a signed link that expires; deleted after its retention period.
 */

/** How long a file is kept. */
export const FILE_RETENTION_DAYS = 7;
/** How long a signed download link works. */
export const FILE_LINK_SECONDS = 60 * 60;
/** Bytes per stored chunk: a write or a read holds at most a few of them in memory. */
const CHUNK_BYTES = 256 * 1024;
/** Chunks read per query when a file is served. */
const READ_CHUNKS = 4;

export interface NewFile {
  networkId: number;
  accountId: number;
  /** The name a download saves as. */
  name: string;
  contentType: string;
}

/** A file being written: a stream to write into, then `finish` (or `discard` on failure). */
export interface FileWriter {
  file: StoredFile;
  stream: Writable;
  /** Marks it complete once the stream has finished; only then is it served. */
  finish(db: Db): Promise<void>;
  discard(): Promise<void>;
}

export async function createFile(db: Db, file: NewFile, now: Date): Promise<FileWriter> {
  const row = await insertStoredFile(db, {
    ...file,
    linkKey: randomBytes(32).toString("hex"),
    expiresAt: new Date(now.getTime() + FILE_RETENTION_DAYS * 86_400_000),
  });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const bytes = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await insertChunk(db, row.id, seq++, bytes);
    size += bytes.length;
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return callback();
      flush().then(() => callback(), callback);
    },
    final(callback) {
      flush().then(() => callback(), callback);
    },
  });
  return {
    file: row,
    stream,
    finish: (tx) => markComplete(tx, row.id, size),
    discard: () => deleteFile(db, row.id),
  };
}

/** The file's bytes in order, a few chunks per query. */
export async function* readFile(db: Db, file: StoredFile): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += READ_CHUNKS) {
    const chunks = await chunksFrom(db, file.id, seq, READ_CHUNKS);
    yield* chunks;
    if (chunks.length < READ_CHUNKS) return;
  }
}

const signatureOf = (file: StoredFile, expires: number) =>
  createHmac("sha256", file.linkKey).update(`${file.id}.${expires}`).digest("hex");

/** A download link that works without a session until it expires (a plain link the browser follows). */
export function signedLinkOf(file: StoredFile, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_SECONDS;
  // The name last, so the link ends as the file does (what a browser and a reader expect).
  const name = encodeURIComponent(safeNameOf(file));
  return `${API_BASE}/files/${file.id}/${expires}/${signatureOf(file, expires)}/${name}`;
}

/** The name a download saves as, reduced to characters safe in a header and a path. */
export function safeNameOf(file: StoredFile): string {
  return file.name.replace(/[^\w.-]/g, "_");
}

export function linkIsValid(file: StoredFile, expires: number, signature: string, now: Date): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(file, expires), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export { findLiveFile };
