// Repository rules that no linter knows, run by `npm run lint`: every comment and document cites
// the product's rules in the repository (docs/spec.md, docs/design.md), never a copy outside it, and
// cites a decision record that exists (docs/decisions/NNN), never the single file they were split from.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Spelled in pieces so this file does not cite them itself.
const OUTSIDE_CITATIONS = [
  { text: ["SPEC", ".md"].join(""), instead: "docs/spec.md" },
  { text: ["DESIGN", ".md"].join(""), instead: "docs/design.md" },
  { text: ["..", "/shared"].join(""), instead: "a file in the repository" },
];

// Files that no longer exist, with what to cite instead; spelled in pieces for the same reason.
const RETIRED_CITATIONS = [
  {
    text: ["docs/decisions", ".md"].join(""),
    instead: "docs/decisions/NNN (one file per record since the split)",
  },
];

/** A decision record cited by number, with any further numbers of the same list ("NNN, MMM", "NNN and MMM"). */
const DECISION_CITATION = /docs\/decisions\/(\d{3})((?:(?:,\s*|\s+and\s+)\d{3}\b)*)/g;

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

/** Every mention of a file that no longer exists in `text`, with its line. */
export function retiredCitations(text) {
  const found = [];
  text.split("\n").forEach((line, index) => {
    for (const rule of RETIRED_CITATIONS) {
      if (line.includes(rule.text)) found.push({ line: index + 1, cited: rule.text, instead: rule.instead });
    }
  });
  return found;
}

/** Every decision number cited in `text` as docs/decisions/NNN that is not in `records`, with its line. */
export function missingDecisionRecords(text, records) {
  const found = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(DECISION_CITATION)) {
      const numbers = [match[1], ...(match[2].match(/\d{3}/g) ?? [])];
      for (const number of numbers) if (!records.has(number)) found.push({ line: index + 1, number });
    }
  });
  return found;
}

/** The numbers of the decision records in docs/decisions/ (files named `NNN-title.md`). */
function decisionRecords(root) {
  const names = readdirSync(join(root, "docs/decisions"));
  return new Set(names.map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1]).filter(Boolean));
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
  const records = decisionRecords(root);
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
    for (const hit of retiredCitations(text)) {
      failures += 1;
      console.error(
        `  error no-retired-citation: ${file}:${hit.line} cites ${hit.cited}, which no longer exists; cite ${hit.instead}.`,
      );
    }
    for (const hit of missingDecisionRecords(text, records)) {
      failures += 1;
      console.error(
        `  error decision-record-exists: ${file}:${hit.line} cites docs/decisions/${hit.number}, but no record ` +
          `docs/decisions/${hit.number}-*.md exists (docs/decisions/README.md lists them).`,
      );
    }
  }
  if (failures > 0) {
    console.error(
      `x ${failures} citation(s) of files outside the repository, of retired files or of missing decision records.`,
    );
    process.exit(1);
  }
  console.log(
    "✔ repository rules: no citation of files outside the repository or of retired files; every decision record cited exists",
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
