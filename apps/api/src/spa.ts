import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { E, LOCALE_PREFIX, SITE_META_ELEMENT_ID, type TInlineSiteMeta } from "@studio/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Network } from "./db/rows";
import { AppError } from "./lib/app-error";
import { escapeHtml } from "./lib/html";
import { preloadLinks, readRoutePreloads } from "./lib/route-preloads";
import { sendHtml } from "./lib/send-html";
import { siteMetaOf } from "./modules/site";
import { normaliseDomain } from "./modules/site/resolve-network";
import { configuredOrigin } from "./modules/site/site-origin";

/**
 * What the web build prerendered (apps/web/scripts/prerender.mjs, docs/decisions/076, 119): the
 * look of the site the pages were rendered for, and per route the page with and without the demo
 * banner and the CSP hash of its inline boot script ("sha256-...").
 */
interface PrerenderedFiles {
  plain: string;
  demo: string;
  bootHash: string;
}
/** A public page is also written per language for its locale-prefixed path (/ko/guides, decision 124). */
interface PrerenderedPage extends PrerenderedFiles {
  languages?: Record<string, PrerenderedFiles>;
}
interface PrerenderManifest {
  look: { name: string; logo: string; color_primary: string; languages: string[] };
  pages: Record<string, PrerenderedPage>;
}

function readManifest(webDist: string): PrerenderManifest | null {
  const file = path.join(webDist, "prerendered", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PrerenderManifest) : null;
}

/** Where a prerendered page's canonical and alternate addresses start (apps/web/scripts/prerender.mjs). */
const ORIGIN_MARK = "__STUDIO_ORIGIN__";

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

/** The site a page request is for, as the web app chooses it: `?host=`, else the request's host. */
function askedDomain(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  return normaliseDomain(typeof query.host === "string" && query.host ? query.host : request.hostname);
}

/**
 * The site meta as a JSON data block (never run, so the Content-Security-Policy needs no exception);
 * `<` is escaped so no text of the network's can close the element.
 */
function siteMetaElement(inline: TInlineSiteMeta): string {
  const json = JSON.stringify(inline)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, " ");
  return `<script type="application/json" id="${SITE_META_ELEMENT_ID}">${json}</script>`;
}

/**
 * The page with the site meta and the route's preload links at the end of its head (or at its end,
 * for a page without one).
 */
function withHead(html: string, inline: TInlineSiteMeta, links: string): string {
  const element = siteMetaElement(inline) + links;
  const at = html.indexOf("</head>");
  return at < 0 ? `${html}${element}` : `${html.slice(0, at)}${element}${html.slice(at)}`;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API GET answered with index.html so that the SPA's router decides (and shows its 404).
 * Files are sent as the build's brotli or gzip sibling when the browser accepts it (`Vary: Accept-Encoding`).
 * `/`, `/login` and the dashboard's frame are sent prerendered, painted before any script runs, when
 * the request's site looks as they were rendered; another site gets index.html, whose loading cover
 * waits for the app.
 * Every page carries its site's meta (docs/decisions/115), so the app starts one round trip sooner,
 * and a page that is not prerendered names its route's files (117), fetched with it.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error(`The web app is not built (${webDist}/index.html is missing): run "npm run build".`);
  }
  const manifest = readManifest(webDist);
  const routeFiles = readRoutePreloads(path.join(webDist, "prerendered", "route-preloads.json"));
  const pages = new Map<string, string>();
  const pageText = (file: string) => {
    const known = pages.get(file);
    if (known !== undefined) return known;
    const text = readFileSync(path.join(webDist, file), "utf8");
    pages.set(file, text);
    return text;
  };
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

  /** The site's meta, or null meta on an install without a network (the app shows "not set up"). */
  async function inlineMeta(asked: string): Promise<TInlineSiteMeta> {
    try {
      return { asked, meta: await siteMetaOf(app, asked) };
    } catch (error) {
      if (error instanceof AppError && error.code === E.NOT_SET_UP) return { asked, meta: null };
      throw error;
    }
  }

  /**
   * The prerendered page for this request, or null: the site is chosen as the web app chooses it. A
   * locale-prefixed path gets its language's own page.
   */
  async function prerenderedFor(pathname: string, asked: string): Promise<PrerenderedFiles | null> {
    const prefixed = LOCALE_PREFIX.exec(pathname);
    const page = prefixed
      ? manifest?.pages[pathname.slice(prefixed[0].length) || "/"]?.languages?.[prefixed[1] ?? ""]
      : manifest?.pages[pathname];
    if (!manifest || !page) return null;
    const network = await app.resolveNetwork(asked).catch(() => null);
    if (!network || !looksAsRendered(network, manifest.look)) return null;
    return page;
  }

  /** The page's boot script is inline: the policy allows that one script, by its hash. */
  function allowBootScript(reply: FastifyReply, bootHash: string) {
    const policy = reply.raw.getHeader("content-security-policy");
    if (typeof policy === "string") {
      reply.header(
        "content-security-policy",
        policy.replace("script-src 'self'", `script-src 'self' '${bootHash}'`),
      );
    }
  }

  app.get("/*", async (request, reply) => {
    // A missing file (an old build's chunk, say) is a real 404, never the page in its place.
    const pathname = request.url.split("?")[0] ?? "";
    if (pathname.startsWith("/api/") || /\.[a-z0-9]+$/i.test(pathname)) return reply.callNotFound();
    // The demo's own pages: when the demo is off they are gone (404), not the web app in their place.
    if (/^\/(dev|sandbox)(\/|$)/.test(pathname)) return reply.callNotFound();
    reply.header("cache-control", "no-cache");
    const asked = askedDomain(request);
    const [prerendered, inline] = await Promise.all([prerenderedFor(pathname, asked), inlineMeta(asked)]);
    if (prerendered) allowBootScript(reply, prerendered.bootHash);
    // A prerendered page paints before any script is fetched (decision 076): its boot script adds
    // the preloads once it has painted.
    const links = prerendered ? "" : preloadLinks(routeFiles(pathname));
    const file = prerendered ? (app.deps.config.demo ? prerendered.demo : prerendered.plain) : "index.html";
    // The origin is one of the network's configured domains, never the Host as sent (decision 124).
    let page = pageText(file);
    if (page.includes(ORIGIN_MARK)) {
      const origin = (await configuredOrigin(app, request))?.origin ?? "";
      page = page.replaceAll(ORIGIN_MARK, escapeHtml(origin));
    }
    return sendHtml(request, reply, withHead(page, inline, links));
  });
}
