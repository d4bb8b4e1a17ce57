// The build's open-source list (scripts/open-source-licenses.mjs, docs/decisions/124): made from
// the root package-lock.json and the installed packages, production packages only.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectLicenses, type OpenSourceLicenses } from "../../scripts/open-source-licenses.mjs";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

interface LockEntry {
  version?: string;
  name?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
}
const lock = JSON.parse(readFileSync(path.join(repoRoot, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const nameOf = (key: string) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
const installedEntries = Object.entries(lock.packages).filter(([key]) => key.includes("node_modules/"));

/** Semver-ish order of two versions, for the sorting check. */
const versionOrder = (a: string, b: string) => {
  const numbers = (v: string) => (v.split(/[-+]/)[0] ?? "").split(".").map(Number);
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  }
  return a === b ? 0 : a.includes("-") ? -1 : 1;
};

describe("the open-source list of the repository", () => {
  let list: OpenSourceLicenses;
  beforeAll(() => {
    list = collectLicenses(repoRoot);
  });
  const find = (name: string) => list.packages.filter((p) => p.name === name);

  it.each(["react", "react-dom", "fastify", "zod"])(
    "lists %s at the version package-lock.json records, MIT, with its licence text",
    (name) => {
      const locked = lock.packages[`node_modules/${name}`];
      expect(locked?.version).toBeTruthy();
      const [item, ...others] = find(name);
      expect(others).toEqual([]);
      expect(item?.version).toBe(locked?.version);
      expect(item?.license).toBe("MIT");
      expect(item?.text).toEqual(expect.any(Number));
      expect(list.texts[item?.text ?? -1]).toContain("Permission is hereby granted");
    },
  );

  it("leaves out the dev dependencies and the workspaces", () => {
    for (const name of ["vitest", "@biomejs/biome", "@playwright/test", "vite"]) {
      expect(lock.packages[`node_modules/${name}`]?.dev, name).toBe(true);
      expect(find(name), name).toEqual([]);
    }
    expect(list.packages.filter((p) => p.name.startsWith("@studio/"))).toEqual([]);
    const shipped = new Set(
      installedEntries
        .filter(([, e]) => !e.dev && !e.devOptional && !e.link)
        .map(([key, e]) => `${nameOf(key)}@${e.version}`),
    );
    const devOnly = installedEntries
      .filter(([key, e]) => e.dev && !shipped.has(`${nameOf(key)}@${e.version}`))
      .map(([key, e]) => `${nameOf(key)}@${e.version}`);
    expect(devOnly.length).toBeGreaterThan(50);
    const listed = new Set(list.packages.map((p) => `${p.name}@${p.version}`));
    expect(devOnly.filter((id) => listed.has(id))).toEqual([]);
  });

  it("lists every installed production package of the lockfile, once per name and version", () => {
    const expected = new Set(
      installedEntries
        .filter(([key, e]) => !e.dev && !e.devOptional && !e.link && existsSync(path.join(repoRoot, key)))
        .map(([key, e]) => `${nameOf(key)}@${e.version}`),
    );
    const ids = list.packages.map((p) => `${p.name}@${p.version}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it("is sorted by name, then version", () => {
    for (let i = 1; i < list.packages.length; i += 1) {
      const [before, after] = [list.packages[i - 1], list.packages[i]];
      if (!before || !after) continue;
      expect(before.name <= after.name, `${before.name} before ${after.name}`).toBe(true);
      if (before.name === after.name) {
        expect(versionOrder(before.version, after.version), after.name).toBeLessThan(0);
      }
    }
  });

  it("stores each licence text once, trimmed with LF line ends, and every index points at one", () => {
    expect(new Set(list.texts).size).toBe(list.texts.length);
    expect(list.texts.length).toBeLessThan(list.packages.length);
    for (const text of list.texts) {
      expect(text).toBe(text.trim());
      expect(text).not.toContain("\r");
    }
    const used = new Set(list.packages.map((p) => p.text).filter((t) => t !== null));
    expect([...used].sort((a, b) => a - b)).toEqual(list.texts.map((_, i) => i));
  });

  it("says where it comes from and when the lockfile changed", () => {
    expect(list.source).toBe("package-lock.json");
    expect(list.generatedAt).toBe(statSync(path.join(repoRoot, "package-lock.json")).mtime.toISOString());
  });

  it("gives the same list for the same packages", () => {
    expect(JSON.stringify(collectLicenses(repoRoot))).toBe(JSON.stringify(list));
  });
});

describe("the open-source list's rules, on a made-up repository", () => {
  const MIT = "MIT License\n\nPermission is hereby granted, free of charge";
  let root: string;
  let list: OpenSourceLicenses;

  /** Writes an installed package: its package.json and the named files. */
  const install = (key: string, manifest: object, files: Record<string, string> = {}) => {
    const directory = path.join(root, key);
    mkdirSync(directory, { recursive: true });
    writeFileSync(path.join(directory, "package.json"), JSON.stringify(manifest));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, name), text);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "open-source-licenses-"));
    const packages: Record<string, object> = {
      "": { name: "fixture", workspaces: ["apps/web"] },
      "apps/web": { name: "@fixture/web", version: "1.0.0" },
      "node_modules/@fixture/web": { resolved: "apps/web", link: true },
      "node_modules/zeta": { version: "1.10.0", license: "MIT" },
      "node_modules/alpha": { version: "2.0.0" },
      "node_modules/alpha/node_modules/zeta": { version: "1.9.0", license: "MIT" },
      "node_modules/@scope/beta": { version: "0.1.0", license: "ISC" },
      "node_modules/old": { version: "0.0.1" },
      "node_modules/bare": { version: "3.0.0", license: "MIT" },
      "node_modules/twice": { version: "1.0.0", license: "MIT" },
      "node_modules/alpha/node_modules/twice": { version: "1.0.0", license: "MIT" },
      "node_modules/tool": { version: "9.0.0", license: "MIT", dev: true },
      "node_modules/platform-only": { version: "1.0.0", license: "MIT", optional: true },
      "apps/web/node_modules/local": { version: "4.0.0", license: "BSD-3-Clause" },
    };
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, "package-lock.json"), JSON.stringify({ lockfileVersion: 3, packages }));
    install(
      "node_modules/zeta",
      { name: "zeta", homepage: "https://zeta.example/" },
      { "LICENSE.md": `\r\n${MIT.replaceAll("\n", "\r\n")}\r\n` },
    );
    install(
      "node_modules/alpha",
      { name: "alpha", license: "Apache-2.0", repository: { url: "git+https://github.com/a/alpha.git" } },
      { NOTICE: "Alpha notice", "COPYING.txt": "Alpha copying", "LICENSE-APACHE": "Apache text" },
    );
    install("node_modules/alpha/node_modules/zeta", { name: "zeta" }, { LICENSE: MIT });
    install(
      "node_modules/@scope/beta",
      { name: "@scope/beta", repository: "scope/beta" },
      { licence: "ISC" },
    );
    install(
      "node_modules/old",
      { name: "old", licenses: [{ type: "MIT" }, { type: "GPL-2.0" }], homepage: "javascript:alert(1)" },
      { COPYING: "Old copying", NOTICE: "Old notice" },
    );
    install("node_modules/bare", { name: "bare" }, { "README.md": "no licence here" });
    install("node_modules/twice", { name: "twice" }, { LICENSE: "Twice" });
    install("node_modules/alpha/node_modules/twice", { name: "twice" }, { LICENSE: "Twice" });
    install("node_modules/tool", { name: "tool" }, { LICENSE: MIT });
    install("apps/web/node_modules/local", { name: "local" }, { LICENSE: "Local" });
    // node_modules/platform-only is not installed, like another platform's optional package.
    utimesSync(path.join(root, "package-lock.json"), new Date(0), new Date("2026-01-02T03:04:05.000Z"));
    list = collectLicenses(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const item = (id: string) => list.packages.find((p) => `${p.name}@${p.version}` === id);
  const textOf = (id: string) => {
    const index = item(id)?.text;
    return index === null || index === undefined ? null : list.texts[index];
  };

  it("takes the production packages, nested and scoped ones too, sorted by name then version", () => {
    expect(list.packages.map((p) => `${p.name}@${p.version}`)).toEqual([
      "@scope/beta@0.1.0",
      "alpha@2.0.0",
      "bare@3.0.0",
      "local@4.0.0",
      "old@0.0.1",
      "twice@1.0.0",
      "zeta@1.9.0",
      "zeta@1.10.0",
    ]);
  });

  it("reads the licence from the lockfile, else package.json, else says UNKNOWN", () => {
    expect(item("zeta@1.10.0")?.license).toBe("MIT");
    expect(item("alpha@2.0.0")?.license).toBe("Apache-2.0");
    expect(item("old@0.0.1")?.license).toBe("MIT OR GPL-2.0");
    expect(item("bare@3.0.0")?.license).toBe("MIT");
    expect(item("local@4.0.0")?.license).toBe("BSD-3-Clause");
  });

  it("reads LICENSE before COPYING before NOTICE, trimmed with LF line ends, null without one", () => {
    expect(textOf("zeta@1.10.0")).toBe(MIT);
    expect(textOf("alpha@2.0.0")).toBe("Apache text");
    expect(textOf("old@0.0.1")).toBe("Old copying");
    expect(textOf("@scope/beta@0.1.0")).toBe("ISC");
    expect(item("bare@3.0.0")?.text).toBeNull();
  });

  it("stores a text shared by several packages once", () => {
    expect(item("zeta@1.9.0")?.text).toBe(item("zeta@1.10.0")?.text);
    expect(list.texts.filter((t) => t === MIT)).toHaveLength(1);
    expect(list.texts).not.toContain("Alpha notice");
  });

  it("links the homepage, else the repository, as a web address", () => {
    expect(item("zeta@1.10.0")?.homepage).toBe("https://zeta.example/");
    expect(item("alpha@2.0.0")?.homepage).toBe("https://github.com/a/alpha");
    expect(item("@scope/beta@0.1.0")?.homepage).toBe("https://github.com/scope/beta");
    expect(item("old@0.0.1")?.homepage).toBeNull();
  });

  it("dates the list by the lockfile and says where it comes from", () => {
    expect(list.generatedAt).toBe("2026-01-02T03:04:05.000Z");
    expect(list.source).toBe("package-lock.json");
  });
});
