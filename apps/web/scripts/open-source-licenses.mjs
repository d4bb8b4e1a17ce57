// Writes the open-source list that /terms-osl and /terms-ofl show (docs/decisions/124), after
// `vite build`: every production package of the root package-lock.json that is installed, with its
// version, licence, licence text and homepage, so the list never drifts from the lockfile. Writes
// <outDir>/open-source-licenses.json and its gzip and brotli siblings, which the API serves by
// Accept-Encoding (the files vite writes get theirs from vite.config.ts; this one comes later).
// Usage: node scripts/open-source-licenses.mjs [outDir]   (apps/web/dist when none is named)
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const webRoot = path.resolve(import.meta.dirname, "..");
const NODE_MODULES = "node_modules/";
// LICENSE, LICENCE, COPYING, NOTICE, alone or followed by an extension or a suffix (LICENSE-MIT).
const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;
const LICENCE_FILE_RANK = { licence: 0, license: 0, copying: 1, notice: 2 };

/** Plain code-unit order: the same on every machine and locale (localeCompare is not). */
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Semver order (1.9.0 before 1.10.0; a prerelease before its release), code-unit order otherwise. */
function compareVersions(a, b) {
  const parse = (version) => {
    const match = /^(\d+)\.(\d+)\.(\d+)(?:-([^+]*))?/.exec(version);
    return match ? { core: match.slice(1, 4).map(Number), pre: match[4] ?? null } : null;
  };
  const left = parse(a);
  const right = parse(b);
  if (left && right) {
    for (let i = 0; i < 3; i += 1) {
      if (left.core[i] !== right.core[i]) return left.core[i] - right.core[i];
    }
    if (left.pre !== right.pre) {
      if (left.pre === null) return 1;
      if (right.pre === null) return -1;
    }
  }
  return byCodeUnit(a, b);
}

/** A package.json or lockfile licence field as one SPDX-like string, or null. */
function licenceOf(field) {
  if (typeof field === "string") return field.trim() || null;
  if (Array.isArray(field)) {
    const names = field.map(licenceOf).filter(Boolean);
    return names.length > 0 ? names.join(" OR ") : null;
  }
  // Old packages: { "type": "MIT", "url": "..." }.
  if (field && typeof field === "object" && typeof field.type === "string") return licenceOf(field.type);
  return null;
}

/**
 * The package's homepage, else its repository as an address a browser opens (git+https://…/x.git,
 * git://…, github:owner/name and owner/name shorthands become https://…). Only http(s) addresses:
 * the page puts it in a link.
 */
function homepageOf(manifest) {
  const candidates = [manifest.homepage, manifest.repository?.url ?? manifest.repository];
  for (const candidate of candidates) {
    if (typeof candidate !== "string" || candidate.trim() === "") continue;
    let url = candidate.trim();
    const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(url);
    if (shorthand) {
      const host = { github: "github.com", gitlab: "gitlab.com", bitbucket: "bitbucket.org" };
      url = `https://${host[shorthand[1] ?? "github"]}/${shorthand[2]}`;
    }
    url = url
      .replace(/^git\+/, "")
      .replace(/^git:\/\//, "https://")
      .replace(/^ssh:\/\/git@/, "https://")
      .replace(/^git@([^:/]+):/, "https://$1/")
      .replace(/\.git(?=$|#)/, "");
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "https:" || parsed.protocol === "http:") return parsed.href;
    } catch {
      // not an address: try the next candidate
    }
  }
  return null;
}

/** The package's licence text (LICENSE*, else COPYING*, else NOTICE*), trimmed with LF line ends, or null. */
function licenceTextOf(directory) {
  const files = readdirSync(directory)
    .filter((name) => LICENCE_FILE.test(name))
    .filter((name) => statSync(path.join(directory, name)).isFile())
    .map((name) => ({ name, rank: LICENCE_FILE_RANK[LICENCE_FILE.exec(name)[1].toLowerCase()] }))
    .sort((a, b) => a.rank - b.rank || byCodeUnit(a.name, b.name));
  if (files.length === 0) return null;
  const text = readFileSync(path.join(directory, files[0].name), "utf8").replace(/\r\n?/g, "\n").trim();
  return text === "" ? null : text;
}

function readManifest(directory) {
  try {
    return JSON.parse(readFileSync(path.join(directory, "package.json"), "utf8"));
  } catch {
    return {};
  }
}

/**
 * The open-source list of the packages the product ships (the web app's and the API's), from the
 * root package-lock.json: every installed entry under a node_modules folder that is neither a dev
 * dependency nor a workspace link, one per name and version, sorted, with identical licence texts
 * stored once in `texts`.
 */
export function collectLicenses(repoRoot) {
  const lockPath = path.join(repoRoot, "package-lock.json");
  const lock = JSON.parse(readFileSync(lockPath, "utf8"));
  if (!lock.packages || typeof lock.packages !== "object") {
    throw new Error(
      `${lockPath}: no "packages" map (lockfileVersion ${lock.lockfileVersion}; 2 or 3 needed)`,
    );
  }
  const found = new Map();
  for (const key of Object.keys(lock.packages).sort(byCodeUnit)) {
    const entry = lock.packages[key];
    // node_modules/a, node_modules/a/node_modules/b, and a workspace's own apps/x/node_modules/c.
    const at = key.lastIndexOf(NODE_MODULES);
    if (at === -1 || (at > 0 && key[at - 1] !== "/")) continue;
    // Installed for development only (devOptional: a dev dependency or an optional peer of one).
    if (entry.dev === true || entry.devOptional === true || entry.link === true) continue;
    const directory = path.join(repoRoot, key);
    if (!existsSync(directory)) continue; // an optional package for another platform
    // An alias (npm:other@1) records the real name in the entry.
    const name = typeof entry.name === "string" ? entry.name : key.slice(at + NODE_MODULES.length);
    const manifest = readManifest(directory);
    const version = entry.version ?? manifest.version ?? "0.0.0";
    const id = `${name}@${version}`;
    if (found.has(id)) continue; // the same package installed at several paths
    found.set(id, {
      name,
      version,
      license:
        licenceOf(entry.license) ?? licenceOf(manifest.license) ?? licenceOf(manifest.licenses) ?? "UNKNOWN",
      text: licenceTextOf(directory),
      homepage: homepageOf(manifest),
    });
  }
  const sorted = [...found.values()].sort(
    (a, b) => byCodeUnit(a.name, b.name) || compareVersions(a.version, b.version),
  );
  const texts = [];
  const textIndex = new Map();
  const packages = sorted.map(({ text, ...item }) => {
    if (text !== null && !textIndex.has(text)) {
      textIndex.set(text, texts.length);
      texts.push(text);
    }
    return {
      name: item.name,
      version: item.version,
      license: item.license,
      text: text === null ? null : textIndex.get(text),
      homepage: item.homepage,
    };
  });
  return {
    generatedAt: statSync(lockPath).mtime.toISOString(),
    source: "package-lock.json",
    texts,
    packages,
  };
}

/** Writes open-source-licenses.json and its .gz and .br siblings into outDir; returns the JSON's path. */
export function writeLicenses(repoRoot, outDir) {
  const json = Buffer.from(JSON.stringify(collectLicenses(repoRoot)));
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, "open-source-licenses.json");
  writeFileSync(file, json);
  writeFileSync(`${file}.gz`, gzipSync(json, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  );
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repoRoot = path.resolve(webRoot, "../..");
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(webRoot, "dist");
  const file = writeLicenses(repoRoot, outDir);
  const list = JSON.parse(readFileSync(file, "utf8"));
  const size = statSync(file).size;
  const gzipped = statSync(`${file}.gz`).size;
  console.log(
    `open-source licences: ${list.packages.length} packages, ${list.texts.length} texts, ` +
      `${(size / 1024).toFixed(1)} KB (${(gzipped / 1024).toFixed(1)} KB gzip) in ${path.relative(process.cwd(), file)}`,
  );
}
