import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

type Encoding = "br" | "gzip";

/**
 * Compressed pages by encoding and text. A page differs only by its site (a few per install), so
 * the cache stays small; it is still capped so that it can never grow without bound.
 */
const compressed = new Map<string, Buffer>();
const MAX_CACHED = 64;

function compress(html: string, encoding: Encoding): Buffer {
  const key = `${encoding}\n${html}`;
  const known = compressed.get(key);
  if (known) return known;
  const body =
    encoding === "br"
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(html, { level: 9 });
  if (compressed.size >= MAX_CACHED) compressed.delete(compressed.keys().next().value as string);
  compressed.set(key, body);
  return body;
}

function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/** Sends an HTML page made per request, compressed as the browser accepts (as the build's files are). */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.header("content-type", "text/html; charset=utf-8").header("vary", "Accept-Encoding");
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(html);
  return reply.header("content-encoding", encoding).send(compress(html, encoding));
}
