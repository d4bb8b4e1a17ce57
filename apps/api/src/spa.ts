import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API GET answered with index.html so that the SPA's router decides (and shows its 404).
 * Files are sent as the build's brotli or gzip sibling when the browser accepts it (`Vary: Accept-Encoding`).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error(`The web app is not built (${webDist}/index.html is missing): run "npm run build".`);
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/*", async (request, reply) => {
    // A missing file (an old build's chunk, say) is a real 404, never the page in its place.
    const pathname = request.url.split("?")[0] ?? "";
    if (pathname.startsWith("/api/") || /\.[a-z0-9]+$/i.test(pathname)) return reply.callNotFound();
    // The demo's own pages: when the demo is off they are gone (404), not the web app in their place.
    if (/^\/(dev|sandbox)(\/|$)/.test(pathname)) return reply.callNotFound();
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
}
