import type { RouteObject } from "react-router";
import { routes } from "./router";

/**
 * What each route's lazy code imports, for the build (apps/web/scripts/prerender.mjs, docs/decisions/117):
 * the prerender step's build of this module has every `import("...")` of router.tsx report its
 * specifier to `globalThis.__studioRouteImports`, and each route's `lazy` is called once in Node. The
 * server then names the route's files in the page it sends, so the browser fetches them with the
 * page instead of after the entry has run.
 */
export interface RouteImports {
  /** The route's full pattern ("/dashboard/report-video", "/r/:code"). */
  pattern: string;
  /** The router's import specifiers, relative to src/app ("../features/dashboard/..."). */
  imports: string[];
}

type ImportSink = { __studioRouteImports?: string[] };

/**
 * The specifiers a route's lazy code imports as it starts: every lazy helper of router.tsx asks for
 * all its modules at once, before its first await, so they are known when `lazy()` returns. Its
 * promise is left alone (some pages cannot finish loading in Node).
 */
function importsOf(route: RouteObject): string[] {
  if (typeof route.lazy !== "function") return [];
  const sink: string[] = [];
  (globalThis as ImportSink).__studioRouteImports = sink;
  try {
    const loading = route.lazy();
    if (loading instanceof Promise) loading.catch(() => undefined);
  } finally {
    (globalThis as ImportSink).__studioRouteImports = undefined;
  }
  return sink;
}

const joinPath = (parent: string, path: string | undefined) =>
  path === undefined ? parent : `${parent.replace(/\/$/, "")}/${path}`;

/** Every route with a page (not the catch-all), with the imports of its lazy code and its parents'. */
export function routeImports(list: RouteObject[] = routes): RouteImports[] {
  const found: RouteImports[] = [];
  function walk(children: RouteObject[], parent: string, inherited: string[]) {
    for (const route of children) {
      const pattern = joinPath(parent, route.path);
      const imports = [...inherited, ...importsOf(route)];
      if (route.children) walk(route.children, pattern, imports);
      else if (!pattern.includes("*"))
        found.push({ pattern: pattern || "/", imports: [...new Set(imports)] });
    }
  }
  walk(list, "", []);
  return found;
}
