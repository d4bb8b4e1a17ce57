import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import { documentTitle, routeTitleKey } from "./route-titles";

type Tree = { [key: string]: string | Tree };
const lookup = (key: string) =>
  key
    .split(".")
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === "object" ? node[part] : undefined),
      en,
    );

describe("route titles", () => {
  it.each([
    ["/dashboard/report-video", "nav.reportVideo"],
    ["/ko/login", "auth.login.submit"],
    ["/musics", "music.title"],
    ["/musics/tags", "music.title"],
    ["/withdrawal/music_profit/2026-10", "withdrawal.report.title"],
    ["/withdrawal/list", "withdrawal.list.title"],
    ["/r/ABC123", "auth.join.submit"],
    ["/no/such/page", "errors.pageNotFoundTitle"],
    ["/guides", "guides.title"],
    ["/ko/guides/android-upload", "guides.pages.android-upload.title"],
    ["/guides/auths/mobile-auth", "guides.pages.auths/mobile-auth.title"],
    ["/guides/no-such-guide", "guides.pages.no-such-guide.title"],
    ["/terms", "terms.service.title"],
    ["/zh-CN/terms-policy", "terms.policy.title"],
    ["/terms-osl", "terms.osl.title"],
  ])("%s is titled by %s", (pathname, key) => {
    expect(routeTitleKey(pathname)).toBe(key);
  });

  it("leaves the landing page to the site's name", () => {
    expect(routeTitleKey("/")).toBeNull();
    expect(routeTitleKey("/zh-TW")).toBeNull();
    expect(documentTitle(null, "Wave Music")).toBe("Wave Music");
    expect(documentTitle("Video report", "Studio")).toBe("Video report · Studio");
  });

  it("has a title for every path the router declares, each an existing string", () => {
    const router = readFileSync(path.resolve(import.meta.dirname, "router.tsx"), "utf8");
    const segments = [...router.matchAll(/path: "([^"]+)"/g)].map((m) => m[1] ?? "");
    const nested: Record<string, string> = {
      "report-channel": "/dashboard/report-channel",
      "report-video": "/dashboard/report-video",
      all: "/musics/all",
      shopping: "/musics/shopping",
      tags: "/musics/tags",
      info: "/withdrawal/info",
      "info-register": "/withdrawal/info-register",
      "info-update": "/withdrawal/info-update",
      request: "/withdrawal/request",
      list: "/withdrawal/list",
      report: "/withdrawal/report",
      ":type/:date": "/withdrawal/music_profit/2026-10",
      "guides/*": "/guides/auths/pc-auth",
    };
    for (const segment of segments) {
      if (segment === "*" || segment === ":locale") continue;
      const full = nested[segment] ?? `/${segment.replace("/*", "/x").replace(":code", "CODE")}`;
      const key = routeTitleKey(full);
      expect(key, full).not.toBe("errors.pageNotFoundTitle");
      expect(typeof lookup(key ?? ""), `${full}: ${key}`).toBe("string");
    }
  });
});
