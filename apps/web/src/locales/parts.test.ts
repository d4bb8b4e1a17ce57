import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import appStrings from "virtual:locale/app-en";
import extraStrings from "virtual:locale/extra-en";
import publicStrings from "virtual:locale/public-en";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import { EXTRA_GROUPS, EXTRA_OWNERS, PUBLIC_GROUPS } from "./parts";

const src = path.resolve(import.meta.dirname, "..");

/** What renders before a visitor signs in: the public pages and the frame around every page. */
const PUBLIC_SOURCES = [
  "features/auth",
  "features/landing",
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
  it("split each locale file into three parts that together are the whole file", () => {
    expect(Object.keys(publicStrings).sort()).toEqual([...PUBLIC_GROUPS].sort());
    expect(Object.keys(extraStrings).sort()).toEqual([...EXTRA_GROUPS].sort());
    expect({ ...publicStrings, ...appStrings, ...extraStrings }).toEqual(en);
    expect(
      Object.keys(appStrings).some((group) => PUBLIC_GROUPS.includes(group) || EXTRA_GROUPS.includes(group)),
    ).toBe(false);
  });

  it("give the public pages every string they name", () => {
    const groups = Object.keys(en).join("|");
    const keyPattern = new RegExp(`["'\`]((?:${groups})\\.[A-Za-z0-9_.]+)["'\`]`, "g");
    const outside = PUBLIC_SOURCES.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(keyPattern)]
        .map((match) => match[1] ?? "")
        .filter((key) => !has(publicStrings, key) && !has(publicStrings, `${key}_other`))
        .map((key) => `${path.relative(src, file)}: ${key}`),
    );
    expect(outside).toEqual([]);
  });

  it("keep the extra strings to the screens that load them (docs/decisions.md 121, 122)", () => {
    const owners = EXTRA_OWNERS;
    const keyPattern = new RegExp(`["'\`]((?:${EXTRA_GROUPS.join("|")})\\.[A-Za-z0-9_.]+)`, "g");
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
