// Proves `npm run lint` refuses wrong imports: the repository's own dependency-cruiser rules run on a
// small tree of files written for the test, laid out like the apps (docs/design.md §12).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingDecisionRecords, outsideCitations, retiredCitations } from "./check-repository-rules.mjs";

const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs");

/** Each file imports the next name; the key says which rule should refuse it (or none). */
const FILES = {
  "apps/web/src/features/music/play.ts": 'import { x } from "../player/bar";\nexport const y = x;',
  "apps/web/src/features/player/bar.ts": "export const x = 1;",
  "apps/web/src/features/account/page.ts": 'import { q } from "../../app/providers";\nexport const p = q;',
  "apps/web/src/app/providers.ts": "export const q = 1;",
  "apps/web/src/components/layout.ts": 'import { x } from "../features/player/bar";\nexport const l = x;',
  "apps/web/src/stores/settings.ts": 'import { s } from "../lib/storage";\nexport const t = s;',
  "apps/web/src/lib/storage.ts": "export const s = 1;",
  "apps/web/src/lib/fine.ts": 'import { t } from "../stores/settings";\nexport const f = t;',
  "apps/api/src/lib/request-context.ts": 'import { a } from "../modules/auth/sessions";\nexport const c = a;',
  "apps/api/src/modules/auth/sessions.ts": "export const a = 1;",
  "apps/api/src/modules/auth/index.ts": 'export { a } from "./sessions";',
  "apps/api/src/modules/member/login.ts": 'import { a } from "../auth/sessions";\nexport const m = a;',
  "apps/api/src/modules/member/join.ts": 'import { a } from "../auth";\nexport const j = a;',
  "apps/api/src/modules/site/one.ts": 'import { two } from "./two";\nexport const one = () => two;',
  "apps/api/src/modules/site/two.ts": 'import { one } from "./one";\nexport const two = () => one;',
  // A loop of modules but not of files: member/join.ts -> auth/index.ts; auth/notice.ts -> member/index.ts.
  "apps/api/src/modules/member/index.ts": 'export { j } from "./join";',
  "apps/api/src/modules/auth/notice.ts": 'import { j } from "../member";\nexport const n = j;',
};

let baseDir = "";
let violations = [];

beforeAll(async () => {
  baseDir = mkdtempSync(join(tmpdir(), "import-rules-"));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(baseDir, file)), { recursive: true });
    writeFileSync(join(baseDir, file), `${text}\n`);
  }
  const result = await cruise(["apps"], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  violations = result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
});

afterAll(() => rmSync(baseDir, { recursive: true, force: true }));

describe("import direction rules", () => {
  it("refuses exactly the wrong imports, each under the rule that says why", () => {
    expect(violations.sort()).toEqual(
      [
        "api-base-imports-module: apps/api/src/lib/request-context.ts -> apps/api/src/modules/auth/sessions.ts",
        "api-module-cycle: apps/api/src/modules/auth -> apps/api/src/modules/member",
        "api-module-cycle: apps/api/src/modules/member -> apps/api/src/modules/auth",
        "api-module-deep-import: apps/api/src/modules/member/login.ts -> apps/api/src/modules/auth/sessions.ts",
        "no-circular: apps/api/src/modules/site/one.ts -> apps/api/src/modules/site/two.ts",
        "web-feature-imports-app: apps/web/src/features/account/page.ts -> apps/web/src/app/providers.ts",
        "web-feature-imports-feature: apps/web/src/features/music/play.ts -> apps/web/src/features/player/bar.ts",
        "web-shared-imports-up: apps/web/src/components/layout.ts -> apps/web/src/features/player/bar.ts",
        "web-stores-imports-lib: apps/web/src/stores/settings.ts -> apps/web/src/lib/storage.ts",
      ].sort(),
    );
  });

  it("explains every rule, so a failure says why", () => {
    for (const rule of config.forbidden) expect(rule.comment?.length ?? 0, rule.name).toBeGreaterThan(40);
  });
});

describe("repository rules", () => {
  it("finds citations of the rules outside the repository, and only those", () => {
    const upper = ["SPEC", ".md"].join("");
    const shared = ["..", "/shared"].join("");
    const text = `// see docs/spec.md §2\n// see ${upper} §2\nconst x = "${shared}/notes";`;
    expect(outsideCitations(text)).toEqual([
      { line: 2, cited: upper, instead: "docs/spec.md" },
      { line: 3, cited: shared, instead: "a file in the repository" },
    ]);
  });

  it("finds mentions of the decisions' old single file, and only those", () => {
    const retired = ["docs/decisions", ".md"].join("");
    const text = `// see docs/decisions/047\n// see ${retired} 047\n// decision 047`;
    expect(retiredCitations(text)).toEqual([
      { line: 2, cited: retired, instead: "docs/decisions/NNN (one file per record since the split)" },
    ]);
  });

  it("finds cited decision records that do not exist, in lists too", () => {
    const records = new Set(["047", "088", "089"]);
    const dir = ["docs", "decisions"].join("/"); // in pieces, so this file cites no missing record itself
    const text = [
      `// ${dir}/047 and ${dir}/048`,
      ` * (${dir}/088, 089, 093). See [088](${dir}/088-withdrawal-requests.md)`,
      ` * ${dir}/047 and 060; ${dir}/NNN is the form; decision 062 is not a path`,
    ].join("\n");
    expect(missingDecisionRecords(text, records)).toEqual([
      { line: 1, number: "048" },
      { line: 2, number: "093" },
      { line: 3, number: "060" },
    ]);
  });
});
