import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { routeImports } from "./route-imports";

type ImportSink = { __studioRouteImports?: string[] };

/** A lazy route as the build's copy of router.tsx makes it: each import reports its specifier. */
const lazyImporting =
  (...specs: string[]): RouteObject["lazy"] =>
  async () => {
    for (const spec of specs) (globalThis as ImportSink).__studioRouteImports?.push(spec);
    await new Promise(() => undefined); // never settles, as a page that cannot load in Node
    return {};
  };

afterEach(() => {
  (globalThis as ImportSink).__studioRouteImports = undefined;
});

describe("each route's imports, for the build's preload list (docs/decisions/117)", () => {
  it("gives every page route its pattern and its own and its layouts' imports", () => {
    const routes: RouteObject[] = [
      {
        children: [
          { path: "login", lazy: lazyImporting("./login-page") },
          {
            lazy: lazyImporting("./layout", "./player"),
            children: [
              {
                path: "dashboard",
                children: [
                  { index: true, lazy: lazyImporting("./home", "./gate") },
                  { path: "report-video", lazy: lazyImporting("./report") },
                ],
              },
              { path: "withdrawal/:type/:date", lazy: lazyImporting("./report-file") },
              { path: "*", element: null },
            ],
          },
        ],
      },
    ];
    expect(routeImports(routes)).toEqual([
      { pattern: "/login", imports: ["./login-page"] },
      { pattern: "/dashboard", imports: ["./layout", "./player", "./home", "./gate"] },
      { pattern: "/dashboard/report-video", imports: ["./layout", "./player", "./report"] },
      { pattern: "/withdrawal/:type/:date", imports: ["./layout", "./player", "./report-file"] },
    ]);
  });

  it("lists the app's own routes: every signed-in page and the public ones", () => {
    const patterns = routeImports().map((r) => r.pattern);
    for (const pattern of ["/login", "/dashboard", "/dashboard/report-video", "/musics", "/manage-member"])
      expect(patterns).toContain(pattern);
    expect(patterns.some((p) => p.includes("*"))).toBe(false);
  });
});
