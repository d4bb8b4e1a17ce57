import type { FastifyInstance, FastifyRequest } from "fastify";
import { storedFileHeaders } from "../../lib/security-headers";
import type { StorageObject } from "../../lib/storage";
import { MEDIA_PREFIX } from "./track-view";

/**
 * What a Range header asks of a file of `size` bytes, read strictly (RFC 9110 §14.1.2, §14.2):
 * - "whole": no valid ranges-specifier (unknown unit, "1e3-2e3", "20-10"...): the header is ignored;
 * - "unsatisfiable": no range starts inside the file (416);
 * - "ranges": the header to serve, a suffix longer than the file selecting all of it ("0-").
 */
export type RangeRequest = { kind: "whole" } | { kind: "unsatisfiable" } | { kind: "ranges"; header: string };

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

export function interpretRange(header: string, size: number): RangeRequest {
  const match = /^bytes=(.*)$/i.exec(header.trim());
  // A list may hold empty elements (RFC 9110 §5.6.1); they select nothing.
  const specs = (match?.[1] ?? "")
    .split(",")
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length === 0) return { kind: "whole" };
  const satisfiable: string[] = [];
  for (const spec of specs) {
    const range = INT_RANGE.exec(spec);
    if (range) {
      const first = Number(range[1]);
      if (range[2] !== "" && Number(range[2]) < first) return { kind: "whole" };
      if (first < size) satisfiable.push(spec);
      continue;
    }
    const suffix = SUFFIX_RANGE.exec(spec);
    if (!suffix) return { kind: "whole" };
    const length = Number(suffix[1]);
    if (length > 0) satisfiable.push(length >= size ? "0-" : spec);
  }
  return satisfiable.length > 0 && size > 0
    ? { kind: "ranges", header: `bytes=${satisfiable.join(",")}` }
    : { kind: "unsatisfiable" };
}

/** The storage key of a media file: `media/audio/<hash>.wav`, `media/covers/<hash>.svg`. */
export const mediaKeyOf = (folder: "audio" | "covers", name: string) => `media/${folder}/${name}`;

const MEDIA_TYPES: Record<string, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

/** How many media files' sizes a node remembers (the oldest is forgotten first). */
const HEADS_KEPT = 5_000;

/** A media path as stored: a folder and a content-hash name with a known extension; nothing else. */
const MEDIA_PATH = /^(audio|covers)\/([A-Za-z0-9_-]{1,128})\.([a-z0-9]{2,5})$/;

/**
 * Audio and covers from the storage (a folder or S3; docs/decisions/137), the same on every node:
 * HTTP Range (206, Content-Range; 416 with `bytes *\/size`; several ranges answer the whole file),
 * ETag (the content-hash name) and Last-Modified with their conditional requests, the right content
 * type. File names are content hashes: cached for a year.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  // A name is its content's hash, so an object's size and time never change: a node remembers them
  // and asks the storage (one S3 request fewer) only for the bytes.
  const heads = new Map<string, StorageObject>();
  const known = async (key: string) => {
    const cached = heads.get(key);
    if (cached) return cached;
    const object = await app.deps.storage.head(key);
    if (object) {
      if (heads.size >= HEADS_KEPT) heads.delete(heads.keys().next().value ?? "");
      heads.set(key, object);
    }
    return object;
  };
  app.get<{ Params: { "*": string } }>(`${MEDIA_PREFIX}/*`, async (request, reply) => {
    const match = MEDIA_PATH.exec(request.params["*"]);
    const type = match ? MEDIA_TYPES[match[3] ?? ""] : undefined;
    if (!match || !type) return reply.callNotFound();
    const key = mediaKeyOf(match[1] as "audio" | "covers", `${match[2]}.${match[3]}`);
    const storage = app.deps.storage;
    const object = await known(key);
    if (!object) return reply.callNotFound();
    const etag = `"${match[2]}"`;
    const modified = new Date(Math.floor(object.modifiedAt.getTime() / 1000) * 1000);
    storedFileHeaders(reply)
      .header("accept-ranges", "bytes")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", etag)
      .header("last-modified", modified.toUTCString())
      .type(type);
    if (notModified(request, etag, modified)) return reply.code(304).send();
    const range = rangeOf(request, etag, object.size);
    if (range === "unsatisfiable") {
      return reply
        .code(416)
        .header("content-range", `bytes */${object.size}`)
        .type("text/plain")
        .send("Range Not Satisfiable");
    }
    if (request.method === "HEAD") {
      const length = range ? range.end - range.start + 1 : object.size;
      if (range) reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${object.size}`);
      return reply.header("content-length", String(length)).send();
    }
    const stream = await storage.get(key, range);
    if (!stream) return reply.callNotFound();
    if (range) {
      reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${object.size}`);
      return reply.header("content-length", String(range.end - range.start + 1)).send(stream);
    }
    return reply.header("content-length", String(object.size)).send(stream);
  });
}

/** If-None-Match first, else If-Modified-Since (RFC 9110 §13.2.2). */
function notModified(request: FastifyRequest, etag: string, modified: Date): boolean {
  const match = request.headers["if-none-match"];
  if (match !== undefined) {
    return match
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && modified.getTime() <= since;
}

/**
 * The one byte range to serve, "unsatisfiable" for a 416, or undefined for the whole file: no Range,
 * an invalid one, several ranges, or an If-Range that no longer matches.
 */
function rangeOf(
  request: FastifyRequest,
  etag: string,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const header = request.headers.range;
  if (header === undefined) return undefined;
  const ifRange = request.headers["if-range"];
  if (typeof ifRange === "string" && ifRange.trim() !== etag) return undefined;
  const asked = interpretRange(header, size);
  if (asked.kind === "whole") return undefined;
  if (asked.kind === "unsatisfiable") return "unsatisfiable";
  const specs = asked.header.slice("bytes=".length).split(",");
  const spec = specs.length === 1 ? specs[0] : undefined;
  if (spec === undefined) return undefined;
  const suffix = SUFFIX_RANGE.exec(spec);
  if (suffix) return { start: size - Number(suffix[1]), end: size - 1 };
  const range = INT_RANGE.exec(spec);
  if (!range) return undefined;
  const start = Number(range[1]);
  const end = range[2] === "" ? size - 1 : Math.min(Number(range[2]), size - 1);
  return { start, end };
}
