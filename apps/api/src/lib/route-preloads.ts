import { existsSync, readFileSync } from "node:fs";

/**
 * The files each route of the web app loads beyond the entry, as the build listed them
 * (apps/web/scripts/prerender.mjs, docs/decisions/117): named in the page the server sends, the
 * browser fetches them with the page instead of after the entry has run, and the app's loader finds
 * them already asked for.
 */
export interface RouteFile {
  href: string;
  as: "script" | "style";
}

interface RoutePreload {
  pattern: string;
  files: RouteFile[];
}

type Segment = { literal: string } | { param: true };

interface CompiledRoute {
  segments: Segment[];
  /** Segments a path must have: the pattern's own, less its optional ones (":id?"). */
  required: number;
  literals: number;
  files: RouteFile[];
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

function compile(route: RoutePreload): CompiledRoute {
  const written = segmentsOf(route.pattern);
  const segments: Segment[] = written.map((s) => (s.startsWith(":") ? { param: true } : { literal: s }));
  const required = written.filter((s) => !s.endsWith("?")).length;
  return { segments, required, literals: segments.filter((s) => "literal" in s).length, files: route.files };
}

/** Reads the build's list; an app built without it preloads nothing (the app loads as before). */
export function readRoutePreloads(file: string): (pathname: string) => RouteFile[] {
  const routes = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as RoutePreload[]).map(compile)
    : [];
  // The most literal pattern wins: "/language" before "/:locale".
  routes.sort((a, b) => b.literals - a.literals);
  return (pathname) => {
    const parts = segmentsOf(pathname);
    const match = routes.find(
      (route) =>
        parts.length >= route.required &&
        parts.length <= route.segments.length &&
        parts.every((part, i) => {
          const segment = route.segments[i];
          return segment !== undefined && (!("literal" in segment) || segment.literal === part);
        }),
    );
    return match?.files ?? [];
  };
}

/** The route's files as links for the page's head. */
export function preloadLinks(files: RouteFile[]): string {
  return files
    .map((file) =>
      file.as === "script"
        ? `<link rel="modulepreload" crossorigin href="${file.href}">`
        : `<link rel="preload" as="style" crossorigin href="${file.href}">`,
    )
    .join("");
}
