import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MEDIA_PREFIX } from "./track-view";

export const mediaDirOf = (dataDir: string) => path.join(dataDir, "media");

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

/**
 * Audio and covers from DATA_DIR/media: HTTP Range (206, Content-Range; 416 with `bytes *\/size`),
 * ETag and Last-Modified, the right content type. File names are content hashes: cached for a year.
 */
export async function registerMediaRoutes(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = mediaDirOf(dataDir);
  mkdirSync(path.join(root, "audio"), { recursive: true });
  mkdirSync(path.join(root, "covers"), { recursive: true });
  await app.register(async (scope) => {
    scope.addHook("onRequest", (request, reply, done) => {
      if (applyRange(root, request, reply)) return;
      done();
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: `${MEDIA_PREFIX}/`,
      decorateReply: false,
      wildcard: true,
      acceptRanges: true,
      index: false,
      list: false,
      setHeaders(res) {
        res.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  });
}

/** The media file a request names, if it is one inside the media folder. */
function fileSizeOf(root: string, request: FastifyRequest): number | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent((request.url.split("?")[0] ?? "").slice(MEDIA_PREFIX.length + 1));
  } catch {
    return undefined;
  }
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    const info = statSync(file);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the Range header in the form the static server reads right (it would take "1e3" for 1 and
 * refuse a suffix longer than the file), or answers 416 itself so the client learns the size.
 * Returns true when it answered.
 */
function applyRange(root: string, request: FastifyRequest, reply: FastifyReply): boolean {
  const range = request.headers.range;
  if (range === undefined) return false;
  const size = fileSizeOf(root, request);
  if (size === undefined) return false;
  const asked = interpretRange(range, size);
  if (asked.kind === "whole") {
    delete request.raw.headers.range;
    return false;
  }
  if (asked.kind === "ranges") {
    request.raw.headers.range = asked.header;
    return false;
  }
  reply.code(416).header("content-range", `bytes */${size}`).type("text/plain").send("Range Not Satisfiable");
  return true;
}
