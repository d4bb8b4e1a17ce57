import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MEDIA_PREFIX } from "./track-view";

export const mediaDirOf = (dataDir: string) => path.join(dataDir, "media");

/** A Range header none of whose ranges starts inside the file (RFC 9110 §14.1.2). */
export function isUnsatisfiableRange(header: string, size: number): boolean {
  const match = /^bytes=(.+)$/.exec(header.trim());
  if (!match?.[1]) return false;
  return match[1].split(",").every((part) => {
    const [start = "", end = ""] = part.trim().split("-");
    if (start === "") return Number(end) === 0;
    return Number(start) >= size;
  });
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
      if (refuseUnsatisfiableRange(root, request, reply)) return;
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

/** Answers 416 itself when the range starts past the end, so the client learns the size. */
function refuseUnsatisfiableRange(root: string, request: FastifyRequest, reply: FastifyReply): boolean {
  const range = request.headers.range;
  if (!range) return false;
  const relative = decodeURIComponent((request.url.split("?")[0] ?? "").slice(MEDIA_PREFIX.length + 1));
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return false;
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return false;
  }
  if (!isUnsatisfiableRange(range, size)) return false;
  reply.code(416).header("content-range", `bytes */${size}`).type("text/plain").send("Range Not Satisfiable");
  return true;
}
