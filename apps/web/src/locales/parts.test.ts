import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import appStrings from "virtual:locale/app-en";
import extraStrings from "virtual:locale/extra-en";
import landingStrings from "virtual:locale/landing-en";
import moodsStrings from "virtual:locale/moods-en";
import publicStrings from "virtual:locale/public-en";
import readingStrings from "virtual:locale/reading-en";
import securityStrings from "virtual:locale/security-en";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import {
  EXTRA_GROUPS,
  EXTRA_OWNERS,
  PART_GROUPS,
  PUBLIC_GROUPS,
  READING_GROUPS,
  READING_OWNERS,
  SECURITY_GROUPS,
  SECURITY_OWNERS,
} from "./parts";

const src = path.resolve(import.meta.dirname, "..");

/** What renders before a visitor signs in: the public pages and the frame around every page. */
const PUBLIC_SOURCES = [
  "features/auth",
  "components/layouts/auth-layout.tsx",
  "components/layouts/full-layout.tsx",
  "components/errors",
  "components/boot-cover.tsx",
  "components/demo-banner.tsx",
  "components/language-menu.tsx",
  "components/language-menu-dropdown.tsx",
  "components/server-error-alert.tsx",
  "components/site-logo.tsx",
  "components/spinners.tsx",
  "app/app-root.tsx",
  "app/snackbar-renderer.tsx",
  "stores/snackbar.ts",
];

function sourceFiles(entry: string): string[] {
  const full = path.join(src, entry);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
    .map((name) => path.join(full, name));
}

const has = (tree: unknown, key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) !==
  undefined;

describe("the locale parts", () => {
  it("split each locale file into parts that together are the whole file", () => {
    expect(Object.keys(publicStrings).sort()).toEqual([...PUBLIC_GROUPS].sort());
    expect(Object.keys(extraStrings).sort()).toEqual([...EXTRA_GROUPS].sort());
    expect(Object.keys(landingStrings).sort()).toEqual([...PART_GROUPS.landing].sort());
    expect(Object.keys(readingStrings).sort()).toEqual([...READING_GROUPS].sort());
    expect(Object.keys(moodsStrings)).toEqual([...PART_GROUPS.moods]);
    expect(Object.keys(securityStrings)).toEqual([...SECURITY_GROUPS]);
    expect({
      ...publicStrings,
      ...appStrings,
      ...extraStrings,
      ...landingStrings,
      ...readingStrings,
      ...moodsStrings,
      ...securityStrings,
    }).toEqual(en);
    const elsewhere = Object.values(PART_GROUPS).flat();
    expect(Object.keys(appStrings).some((group) => elsewhere.includes(group))).toBe(false);
  });

  it("give the landing page every string it names from the public and landing parts", () => {
    const groups = Object.keys(en).join("|");
    const keyPattern = new RegExp(`["'\`]((?:${groups})\\.[A-Za-z0-9_.]+)["'\`]`, "g");
    const loaded = { ...publicStrings, ...landingStrings, ...moodsStrings };
    const outside = sourceFiles("features/landing").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(keyPattern)]
        .map((match) => match[1] ?? "")
        .filter((key) => !has(loaded, key))
        .map((key) => `${path.relative(src, file)}: ${key}`),
    );
    expect(outside).toEqual([]);
  });

  it("give the public pages every string they name", () => {
    const groups = Object.keys(en).join("|");
    const keyPattern = new RegExp(`["'\`]((?:${groups})\\.[A-Za-z0-9_.]+)["'\`]`, "g");
    // The login's second step loads the security part with itself (login-page.tsx).
    const outside = PUBLIC_SOURCES.flatMap(sourceFiles)
      .filter((file) => !SECURITY_OWNERS.some((owner) => path.relative(src, file) === owner))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(keyPattern)]
          .map((match) => match[1] ?? "")
          .filter((key) => !has(publicStrings, key) && !has(publicStrings, `${key}_other`))
          .map((key) => `${path.relative(src, file)}: ${key}`),
      );
    expect(outside).toEqual([]);
  });

  it.each([
    ["extra (docs/decisions/121, 122)", EXTRA_GROUPS, EXTRA_OWNERS],
    ["reading (docs/decisions/124)", READING_GROUPS, READING_OWNERS],
    ["landing (docs/decisions/124)", PART_GROUPS.landing, ["features/landing"]],
    ["moods (docs/decisions/124)", PART_GROUPS.moods, ["features/music", "features/landing"]],
    ["security (docs/decisions/142)", SECURITY_GROUPS, SECURITY_OWNERS],
  ])("keep the %s strings to the screens that load them", (_, partGroups, owners) => {
    const keyPattern = new RegExp(`["'\`]((?:${partGroups.join("|")})\\.[A-Za-z0-9_.]+)`, "g");
    const all = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return all(full);
        return /\.tsx?$/.test(name) && !name.includes(".test.") ? [full] : [];
      });
    const outside = all(src)
      .filter((file) => !owners.some((owner) => path.relative(src, file).startsWith(owner)))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(keyPattern)].map(
          (m) => `${path.relative(src, file)}: ${m[1]}`,
        ),
      );
    expect(outside).toEqual([]);
  });
});
