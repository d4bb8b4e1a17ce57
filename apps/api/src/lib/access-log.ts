import type { FastifyInstance } from "fastify";
import { redactUrl } from "./log-redaction";
import { unavailableNote } from "./service-unavailable";

const QUIET_PROBES = new Set(["/healthz", "/readyz"]);

/**
 * One access-log line per request, written when the answer has gone (docs/design.md §12): Fastify's
 * own pair of "incoming request" / "request completed" lines doubled the log volume for nothing.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    // A load balancer asks every few seconds; only a failing probe is worth a line.
    if (QUIET_PROBES.has(request.url) && reply.statusCode < 400) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    // An answer of an outage (the database unreachable) says why in its own line, as a warning.
    const unavailable = unavailableNote(request);
    if (unavailable) request.log.warn({ ...line, unavailable }, "request");
    else request.log.info(line, "request");
  });
}
