import type { FastifyRequest } from "fastify";

/** Query parameters that carry credentials: the session token of create.onetime.auth?code=, link tokens. */
const SECRET_PARAMS = /([?&](?:code|t|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

/** Fastify's request log fields, with credentials in the query string blanked (docs/design.md §4). */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
