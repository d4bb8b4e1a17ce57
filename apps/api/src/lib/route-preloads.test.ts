import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { preloadLinks, readRoutePreloads } from "./route-preloads";

function listed(routes: { pattern: string; files: { href: string; as: "script" | "style" }[] }[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "studio-preloads-")), "route-preloads.json");
  writeFileSync(file, JSON.stringify(routes));
  return readRoutePreloads(file);
}

const script = (name: string) => ({ href: `/assets/${name}.js`, as: "script" as const });

describe("the route preloads the build listed (docs/decisions/117)", () => {
  const filesFor = listed([
    { pattern: "/:locale", files: [script("landing")] },
    { pattern: "/language", files: [script("language")] },
    { pattern: "/dashboard", files: [script("dashboard"), { href: "/assets/dashboard.css", as: "style" }] },
    { pattern: "/withdrawal/:type/:date", files: [script("report")] },
    { pattern: "/notices/:id?", files: [script("boards")] },
  ]);

  it("finds a path's route, the most literal pattern first", () => {
    expect(filesFor("/language")).toEqual([script("language")]);
    expect(filesFor("/ko")).toEqual([script("landing")]);
    expect(filesFor("/dashboard/")).toEqual(filesFor("/dashboard"));
    expect(filesFor("/withdrawal/confirmed/2026-10")).toEqual([script("report")]);
    // An optional segment: with it and without it.
    expect(filesFor("/notices")).toEqual([script("boards")]);
    expect(filesFor("/notices/12")).toEqual([script("boards")]);
    expect(filesFor("/notices/12/more")).toEqual([]);
  });

  it("names nothing for a path no route has, nor without the build's list", () => {
    expect(filesFor("/dashboard/nowhere")).toEqual([]);
    expect(filesFor("/withdrawal/confirmed")).toEqual([]);
    expect(readRoutePreloads("/nowhere/route-preloads.json")("/dashboard")).toEqual([]);
  });

  it("writes scripts as module preloads and stylesheets as style preloads", () => {
    expect(preloadLinks(filesFor("/dashboard"))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/dashboard.css">',
    );
  });
});
