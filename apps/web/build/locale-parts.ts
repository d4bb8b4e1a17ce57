import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { inPart, type LocalePart } from "../src/locales/parts.ts";

const PREFIX = "virtual:locale/";
const localesDir = path.resolve(import.meta.dirname, "../src/locales");

/**
 * `virtual:locale/<part>-<language>`: the groups of one locale file that belong to a part
 * (src/locales/parts.ts), as a module of their own, so the public pages load a language's public
 * strings alone (docs/decisions/107). The locale files stay whole for translators and tests.
 */
export function localeParts(): Plugin {
  return {
    name: "studio-locale-parts",
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const part = name.slice(0, name.indexOf("-")) as LocalePart;
      const language = name.slice(part.length + 1);
      const file = path.join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      const picked = Object.fromEntries(Object.entries(strings).filter(([group]) => inPart(group, part)));
      // JSON.parse of a string literal: parsed faster than the same object written as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
