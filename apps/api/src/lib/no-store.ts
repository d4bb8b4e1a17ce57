import { API_BASE } from "@studio/contract";
import type { FastifyInstance } from "fastify";

/**
 * Every /api answer is `Cache-Control: no-store` unless its route chose its own caching (media
 * files, report downloads): answers carry tokens and personal figures that no browser or proxy
 * may keep (docs/design.md §4). Checked on the raw response too, where @fastify/static sets its headers.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const inApi = request.url === API_BASE || request.url.startsWith(`${API_BASE}/`);
    if (inApi && !reply.hasHeader("cache-control") && !reply.raw.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
