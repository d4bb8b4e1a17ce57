// Builds what `npm start` and `npm run start:production` serve: the web app (apps/web/dist) and the
// compiled API (apps/api/dist). Each output carries a hash of its sources; an output whose hash
// still matches is not rebuilt, so a restart costs no build (docs/decisions/068).
// Usage: node scripts/build.mjs [web] [api] [--force]   (both when none is named)
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "..");
const STAMP = ".source-hash";
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "test-results", "coverage"]);

const TARGETS = {
  web: {
    output: "apps/web/dist",
    inputs: ["apps/web", "packages/contract/src", "packages/contract/package.json", "package-lock.json"],
    command: ["npm", ["run", "build", "-w", "@studio/web"]],
  },
  api: {
    output: "apps/api/dist",
    inputs: [
      "apps/api/src",
      "apps/api/package.json",
      "packages/contract/src",
      "packages/contract/package.json",
      "package-lock.json",
      "scripts/build-api.mjs",
    ],
    command: [process.execPath, [path.join(repoRoot, "scripts/build-api.mjs")]],
  },
};

/** Every file under the given path (or the file itself), relative to the repository, in a stable order. */
function filesOf(relative) {
  const absolute = path.join(repoRoot, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path.join(folder, entry.name));
      } else if (entry.isFile()) {
        found.push(path.relative(repoRoot, path.join(folder, entry.name)));
      }
    }
  };
  walk(absolute);
  return found;
}

function sourceHash(target) {
  const hash = createHash("sha256");
  hash.update(`node ${process.versions.node}\n`);
  const files = target.inputs.flatMap(filesOf).sort();
  for (const file of files) {
    // The path is hashed too: a renamed file changes the build even when its content does not.
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

const args = process.argv.slice(2);
const force = args.includes("--force");
const names = args.filter((a) => !a.startsWith("--"));
for (const name of names) if (!(name in TARGETS)) throw new Error(`Unknown build target: ${name}`);

for (const name of names.length ? names : Object.keys(TARGETS)) {
  const target = TARGETS[name];
  const stampFile = path.join(repoRoot, target.output, STAMP);
  const hash = sourceHash(target);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === hash) {
    console.log(`${name}: up to date (${target.output})`);
    continue;
  }
  console.log(`${name}: building ${target.output}`);
  const [command, commandArgs] = target.command;
  const run = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // Written only after a successful build, so a failed or interrupted one is retried next time.
  writeFileSync(stampFile, `${hash}\n`);
}
