import { GUIDE_SLUGS, TERMS_DOCUMENTS } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../lib/html";
import { configuredOrigin as seoOrigin } from "./site-origin";

/** The public pages a search engine may index (docs/decisions/124), each also under every language. */
export const INDEXED_PAGES: readonly string[] = [
  "/",
  "/login",
  "/join",
  "/guides",
  ...GUIDE_SLUGS.map((slug) => `/guides/${slug}`),
  ...Object.values(TERMS_DOCUMENTS).map((doc) => doc.path),
];

const localePath = (language: string, page: string) => `/${language}${page === "/" ? "" : page}`;

/**
 * robots.txt and sitemap.xml of the site asked for: the public pages in each of the network's
 * languages, each entry naming its alternates, so a search engine finds every translation.
 */
export function registerSeoFiles(app: FastifyInstance): void {
  app.get("/robots.txt", async (request, reply) => {
    const site = await seoOrigin(app, request);
    if (!site) return reply.code(404).send();
    const body = ["User-agent: *", "Allow: /", `Sitemap: ${site.origin}/sitemap.xml`, ""].join("\n");
    return reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);
  });
  app.get("/sitemap.xml", async (request, reply) => {
    const site = await seoOrigin(app, request);
    if (!site) return reply.code(404).send();
    const { network } = site;
    const origin = escapeHtml(site.origin);
    const urls = INDEXED_PAGES.flatMap((page) => {
      const alternates = [
        ...network.languages.map(
          (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${origin}${localePath(l, page)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${page}"/>`,
      ].join("");
      return [page, ...network.languages.map((l) => localePath(l, page))].map(
        (path) => `<url><loc>${origin}${path}</loc>${alternates}</url>`,
      );
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);
  });
}
