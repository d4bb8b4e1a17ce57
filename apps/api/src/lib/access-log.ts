import type { FastifyInstance } from "fastify";
import { redactUrl } from "./log-redaction";

const QUIET_PROBES = new Set(["/healthz", "/readyz"]);

/**
 * One access-log line per request, written when the answer has gone (docs/design.md §12): Fastify's
 * own pair of "incoming request" / "request completed" lines doubled the log volume for nothing.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    // A load balancer asks every few seconds; only a failing probe is worth a line.
    if (QUIET_PROBES.has(request.url) && reply.statusCode < 400) return;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      "request",
    );
  });
}
