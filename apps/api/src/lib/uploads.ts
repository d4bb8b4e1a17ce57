import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { E, IMPORT_FILE_MAX_BYTES } from "@studio/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error";
import { sizeLabel } from "./error-handler";
import { assertStorable, containsUnstorable } from "./input-guard";

/** A file of a multipart call, waiting on disk while the call runs (removed after it). */
export interface UploadedFile {
  field: string;
  /** The name the client gave it (never used as a path). */
  fileName: string;
  /** Where it is on disk during the call. */
  path: string;
  size: number;
}

/** The whole file in memory, for the imports that need their text (a manifest, a report). */
export function readUploadedFile(file: UploadedFile): Promise<Buffer> {
  return readFile(file.path);
}

/**
 * Limits of one multipart call: each file, how many files, how many text fields, and how many parts
 * in all (the multipart reader counts 1,000 unless told, fewer than the files allowed).
 */
export const UPLOAD_LIMITS = {
  fileSize: IMPORT_FILE_MAX_BYTES,
  files: 5_000,
  fields: 50,
  parts: 5_050,
} as const;

/** Folders of uploads older than this are leftovers of a stopped process. */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

const MULTIPART_COUNT_LIMITS: Record<string, number> = {
  FST_FILES_LIMIT: UPLOAD_LIMITS.files,
  FST_FIELDS_LIMIT: UPLOAD_LIMITS.fields,
  FST_PARTS_LIMIT: UPLOAD_LIMITS.parts,
};

const fileTooLarge = () => new AppError(E.ATTACHMENT_TOO_LARGE, { max: sizeLabel(UPLOAD_LIMITS.fileSize) });

/** A 413 of the multipart reader as the catalogue says it, naming the limit that was reached. */
function limitError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return fileTooLarge();
  const count = typeof code === "string" ? MULTIPART_COUNT_LIMITS[code] : undefined;
  return count === undefined ? error : new AppError(E.TOO_MANY_PARTS, { max: count });
}

/**
 * The uploads of one call: a folder of its own under DATA_DIR/tmp/uploads, made on the first file
 * and removed by `remove()` whatever happened to the call.
 */
export class UploadFolder {
  private folder: string | undefined;

  constructor(private readonly dataDir: string) {}

  private async create(): Promise<string> {
    const parent = path.join(this.dataDir, "tmp", "uploads");
    await mkdir(parent, { recursive: true });
    await removeStaleUploads(parent);
    const folder = path.join(parent, randomBytes(12).toString("hex"));
    await mkdir(folder);
    this.folder = folder;
    return folder;
  }

  /** A fresh path for the next file (the client's name never reaches the file system). */
  async nextPath(index: number): Promise<string> {
    const folder = this.folder ?? (await this.create());
    return path.join(folder, String(index));
  }

  async remove(): Promise<void> {
    if (this.folder) await rm(this.folder, { recursive: true, force: true });
  }
}

async function removeStaleUploads(parent: string): Promise<void> {
  const cutoff = Date.now() - STALE_UPLOAD_MS;
  for (const name of await readdir(parent)) {
    const folder = path.join(parent, name);
    const info = await stat(folder).catch(() => undefined);
    if (info && info.mtimeMs < cutoff) await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Reads a multipart body: text fields into memory, each file streamed to disk (so memory does not
 * grow with the upload). A NUL in a field or a file name is refused (code 7); a file over its limit
 * is 413 code 5 with that limit, too many files or fields 413 code 9.
 */
export async function receiveMultipart(
  request: FastifyRequest,
  uploads: UploadFolder,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === "field") {
        const value = String(part.value);
        assertStorable([part.fieldname, value]);
        fields[part.fieldname] = value;
        continue;
      }
      if (containsUnstorable([part.fieldname, part.filename ?? ""])) throw new AppError(E.INVALID_CHARACTERS);
      const target = await uploads.nextPath(files.length);
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) throw fileTooLarge();
      // busboy gives no name (undefined, whatever its type says) for `filename=""`.
      const fileName = part.filename ?? "";
      files.push({ field: part.fieldname, fileName, path: target, size: part.file.bytesRead });
    }
  } catch (error) {
    throw limitError(error);
  }
  return { fields, files };
}
