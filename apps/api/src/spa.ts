import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Network } from "./modules/site";

/**
 * What the web build prerendered (apps/web/scripts/prerender.mjs, docs/decisions.md 076): the look of
 * the site the pages were rendered for, and per route the page with and without the demo banner.
 */
interface PrerenderManifest {
  look: { name: string; logo: string; color_primary: string; languages: string[] };
  /** The CSP hash of the pages' inline boot script ("sha256-..."). */
  bootHash: string;
  pages: Record<string, { plain: string; demo: string }>;
}

function readManifest(webDist: string): PrerenderManifest | null {
  const file = path.join(webDist, "prerendered", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PrerenderManifest) : null;
}

/** A site whose name, logo, colour and languages are the ones the pages were rendered with. */
function looksAsRendered(network: Network, look: PrerenderManifest["look"]): boolean {
  return (
    network.name === look.name &&
    network.logo === look.logo &&
    network.colorPrimary.toLowerCase() === look.color_primary.toLowerCase() &&
    network.languages.length === look.languages.length &&
    look.languages.every((l) => network.languages.includes(l))
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API GET answered with index.html so that the SPA's router decides (and shows its 404).
 * Files are sent as the build's brotli or gzip sibling when the browser accepts it (`Vary: Accept-Encoding`).
 * `/` and `/login` are sent prerendered, painted before any script runs, when the request's site
 * looks as they were rendered; another site gets index.html, whose loading cover waits for the app.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error(`The web app is not built (${webDist}/index.html is missing): run "npm run build".`);
  }
  const manifest = readManifest(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // `/` is answered below, prerendered or not.
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  /** The prerendered file for this request, or null: the site is chosen as the web app chooses it. */
  async function prerenderedFor(request: FastifyRequest, pathname: string): Promise<string | null> {
    const page = manifest?.pages[pathname];
    if (!manifest || !page) return null;
    const query = request.query as Record<string, unknown>;
    const domain = typeof query.host === "string" && query.host ? query.host : request.hostname;
    const network = await app.resolveNetwork(domain).catch(() => null);
    if (!network || !looksAsRendered(network, manifest.look)) return null;
    return app.deps.config.demo ? page.demo : page.plain;
  }

  app.get("/*", async (request, reply) => {
    // A missing file (an old build's chunk, say) is a real 404, never the page in its place.
    const pathname = request.url.split("?")[0] ?? "";
    if (pathname.startsWith("/api/") || /\.[a-z0-9]+$/i.test(pathname)) return reply.callNotFound();
    // The demo's own pages: when the demo is off they are gone (404), not the web app in their place.
    if (/^\/(dev|sandbox)(\/|$)/.test(pathname)) return reply.callNotFound();
    reply.header("cache-control", "no-cache");
    const prerendered = await prerenderedFor(request, pathname);
    if (!prerendered || !manifest) return reply.sendFile("index.html");
    // The page's boot script is inline: the policy allows that one script, by its hash.
    const policy = reply.raw.getHeader("content-security-policy");
    if (typeof policy === "string") {
      reply.header(
        "content-security-policy",
        policy.replace("script-src 'self'", `script-src 'self' '${manifest.bootHash}'`),
      );
    }
    return reply.sendFile(prerendered);
  });
}
