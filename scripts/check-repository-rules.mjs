// Repository rules that no linter knows, run by `npm run lint`: every comment and document cites
// the product's rules in the repository (docs/spec.md, docs/design.md), never a copy outside it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Spelled in pieces so this file does not cite them itself.
const OUTSIDE_CITATIONS = [
  { text: ["SPEC", ".md"].join(""), instead: "docs/spec.md" },
  { text: ["DESIGN", ".md"].join(""), instead: "docs/design.md" },
  { text: ["..", "/shared"].join(""), instead: "a file in the repository" },
];

/** Every citation of a file outside the repository in `text`, with its line. */
export function outsideCitations(text) {
  const found = [];
  text.split("\n").forEach((line, index) => {
    for (const rule of OUTSIDE_CITATIONS) {
      if (line.includes(rule.text)) found.push({ line: index + 1, cited: rule.text, instead: rule.instead });
    }
  });
  return found;
}

/** The repository's files, committed or new (ignored ones left out), as git lists them. */
function repositoryFiles(root) {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split("\0").filter(Boolean);
}

function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  let failures = 0;
  for (const file of repositoryFiles(root)) {
    let text;
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      continue; // listed but deleted in the work tree
    }
    if (text.includes("\0")) continue; // binary
    for (const hit of outsideCitations(text)) {
      failures += 1;
      console.error(
        `  error no-outside-citation: ${file}:${hit.line} cites ${hit.cited}; cite ${hit.instead} instead ` +
          '(the product\'s rules live in the repository, ARCHITECTURE.md "Import directions").',
      );
    }
  }
  if (failures > 0) {
    console.error(`x ${failures} citation(s) of files outside the repository.`);
    process.exit(1);
  }
  console.log("✔ repository rules: no citation of files outside the repository");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
