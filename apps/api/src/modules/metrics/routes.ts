import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { createMetrics } from "./collectors";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request came straight from this machine: a loopback peer, no proxy in between. */
function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? "";
  const direct = request.headers["x-forwarded-for"] === undefined && request.headers.forwarded === undefined;
  return direct && (peer === "127.0.0.1" || peer === "::1" || peer === "::ffff:127.0.0.1");
}

/** The bearer token of the request, compared in constant time with the configured one's digest. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/**
 * `GET /metrics`, the Prometheus text format (docs/operations.md, docs/decisions/135).
 * With METRICS_TOKEN only a request carrying it as a bearer token is answered (401 otherwise).
 * Without one it is open to this machine in the demo and answers 404 in production; it never
 * falls through to the web app, whose HTML would look like an answer to a scraper.
 */
export function registerMetrics(app: FastifyInstance, database: Database): void {
  const metrics = createMetrics(app, database);
  const { METRICS_TOKEN, demo } = app.deps.config;
  const token = METRICS_TOKEN ? digest(METRICS_TOKEN) : undefined;
  app.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (token ? !bearerMatches(request, token) : !(demo && fromLoopback(request))) {
      if (token) reply.header("www-authenticate", 'Bearer realm="metrics"');
      return reply
        .code(token ? 401 : 404)
        .type("text/plain; charset=utf-8")
        .send(token ? "Unauthorized\n" : "Not found\n");
    }
    const registry = metrics.registry();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
