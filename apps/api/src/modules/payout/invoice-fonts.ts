import { createRequire } from "node:module";

/**
 * The fonts an invoice PDF embeds, all from npm so `npm ci` brings them (docs/decisions/103):
 * Noto Sans (OFL-1.1, `@fontsource/noto-sans`) for Latin, Cyrillic, Greek and Vietnamese, then Source
 * Han Sans CN and KR (OFL-1.1, `@librescore/fonts`): every CJK unified ideograph, simplified and
 * traditional, with CJK punctuation and kana, and every Hangul syllable. Each character is drawn in
 * the first font of the chain that has it; pdfkit embeds a subset of each font used.
 */
const require = createRequire(import.meta.url);
const NOTO_SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"];
const sourceHanSans = require("@librescore/fonts") as { CN: string; KR: string };

export interface InvoiceFont {
  /** The name pdfkit registers the font under. */
  name: string;
  path: string;
}

export const INVOICE_FONTS: readonly InvoiceFont[] = [
  ...NOTO_SUBSETS.map((subset) => ({
    name: `noto-${subset}`,
    path: require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-400-normal.woff`),
  })),
  { name: "source-han-cn", path: sourceHanSans.CN },
  { name: "source-han-kr", path: sourceHanSans.KR },
];

/** A run of text drawn in one font. */
export interface FontRun {
  font: string;
  text: string;
}

/** Stands for a character no font of the chain has (rare scripts, emoji); never a blank glyph. */
export const NO_GLYPH = "?";

type GlyphTest = (codePoint: number) => boolean;

/** fontkit, loaded with the first invoice rather than at start (docs/performance.md, "Start-up and idle"). */
let fontkit: typeof import("fontkit") | undefined;

/** Each font's glyph test, read once per process (the CJK fonts take a few hundred ms to parse). */
const glyphTests = new Map<string, GlyphTest>();

function glyphTestOf(font: InvoiceFont): GlyphTest {
  let test = glyphTests.get(font.path);
  if (!test) {
    fontkit ??= require("fontkit") as typeof import("fontkit");
    const opened = fontkit.openSync(font.path);
    if (!("hasGlyphForCodePoint" in opened)) throw new Error(`${font.path} is a font collection`);
    test = (codePoint) => opened.hasGlyphForCodePoint(codePoint);
    glyphTests.set(font.path, test);
  }
  return test;
}

/**
 * Splits `text` into runs, each character in the first font that has it. White space joins the
 * run it stands in when that font has it, so a phrase is one run; a character no font has becomes
 * NO_GLYPH in the first font.
 */
export function fontRuns(text: string, fonts: readonly InvoiceFont[] = INVOICE_FONTS): FontRun[] {
  const runs: FontRun[] = [];
  const first = fonts[0];
  if (!first) throw new Error("an invoice needs at least one font");
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    if (current && /\s/.test(char) && glyphTestOf(fontOf(fonts, current.font))(codePoint)) {
      current.text += char;
      continue;
    }
    const font = fonts.find((f) => glyphTestOf(f)(codePoint));
    const name = font?.name ?? first.name;
    const drawn = font ? char : NO_GLYPH;
    if (current?.font === name) current.text += drawn;
    else runs.push({ font: name, text: drawn });
  }
  return runs;
}

function fontOf(fonts: readonly InvoiceFont[], name: string): InvoiceFont {
  const font = fonts.find((f) => f.name === name);
  if (!font) throw new Error(`no invoice font ${name}`);
  return font;
}
