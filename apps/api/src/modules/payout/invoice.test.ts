import { createCanvas, DOMMatrix, ImageData, Path2D } from "@napi-rs/canvas";
import type { Language, TInvoice } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { invoicePdf } from "./invoice";
import { fontRuns, INVOICE_FONTS, NO_GLYPH } from "./invoice-fonts";

/**
 * The invoice PDF (docs/design.md §7, docs/decisions/091, 103): every character is drawn in an
 * embedded font that has it. pdf.js reads the PDF back (its text holds the CJK words) and renders it
 * to pixels on @napi-rs/canvas: each CJK character of a line is inked and looks unlike the others,
 * which a missing glyph (every one the same box) or a blank one (no ink) would not.
 */

// pdf.js draws through these DOM classes; in Node the canvas package provides them.
Object.assign(globalThis, { DOMMatrix, ImageData, Path2D });
const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");

const invoice: TInvoice = {
  id: "INV-2027-000042",
  withdrawal_id: 42,
  issuer: {
    name: "스튜디오 주식회사",
    address: "서울특별시 강남구 테헤란로 1",
    registration_number: "123-45-67890",
  },
  recipient: { name: "김민지", nickname: "minji", email: "minji@example.test" },
  service: "Studio 音乐",
  issue_date: "2027-03-26",
  currency: "USD",
  revenue_month: "2027-02",
  unit_price: "50000000",
  revenue: "50000000",
  processing_fee: "20000000",
  total: "30000000",
  status: "pending",
  method: "bank",
};

const SCALE = 3;
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff]/;

interface RenderedLine {
  text: string;
  /** Inked pixels in the line's box. */
  ink: number;
  /** For a line of CJK characters alone: one 10x10 ink map per character, and its inked pixels. */
  glyphs: { char: string; map: string; ink: number }[];
}

/** Renders page 1: each line of text with its ink, lines of CJK text cut into their characters. */
async function renderLines(pdf: Buffer): Promise<RenderedLine[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    // @napi-rs/canvas's context stands in for the browser's; pdf.js only draws on it.
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    const content = await page.getTextContent();
    return content.items.flatMap((item) => {
      if (!("str" in item) || !item.str.trim()) return [];
      const chars = [...item.str.replace(/\s/g, "")];
      const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
      const size = Math.hypot(item.transform[2], item.transform[3]) * SCALE;
      const width = item.width * SCALE;
      const { ink } = inkMap(pixels, x, y - size, width, size * 1.2);
      const cell = width / chars.length;
      const glyphs = chars.every((c) => CJK.test(c))
        ? chars.map((char, i) => ({ char, ...inkMap(pixels, x + i * cell, y - size, cell, size * 1.2) }))
        : [];
      return [{ text: item.str, ink, glyphs }];
    });
  } finally {
    await doc.destroy();
  }
}

/** A 10x10 map of where a box of the page is inked (darker than mid grey), and how many pixels are. */
function inkMap(pixels: ImageData, left: number, top: number, width: number, height: number) {
  let map = "";
  let ink = 0;
  for (let row = 0; row < 10; row++)
    for (let col = 0; col < 10; col++) {
      let dark = 0;
      for (let y = Math.floor(top + (row * height) / 10); y < top + ((row + 1) * height) / 10; y++)
        for (let x = Math.floor(left + (col * width) / 10); x < left + ((col + 1) * width) / 10; x++) {
          const at = (y * pixels.width + x) * 4;
          if ((pixels.data[at] ?? 255) < 128) dark++;
        }
      ink += dark;
      map += dark > 0 ? "#" : ".";
    }
  return { map, ink };
}

async function read(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ("str" in item ? item.str : "")).join("");
  await doc.destroy();
  return text;
}

describe("the invoice PDF", () => {
  it.each([
    ["ko", ["청구서", "발행자", "처리 수수료", "합계"]],
    ["zh-CN", ["发票", "开票方", "手续费", "合计"]],
    ["zh-TW", ["發票", "開票方", "手續費", "合計"]],
  ] as const)("shows its %s labels and the Korean and Chinese values", async (language, labels) => {
    const pdf = await invoicePdf(invoice, language);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await read(pdf);
    for (const word of [...labels, "스튜디오 주식회사", "김민지", "Studio 音乐", "INV-2027-000042"])
      expect(text).toContain(word);
    expect(text).toContain("30.00 USD");
  });

  it.each([
    ["ko", "청구서"],
    ["zh-CN", "发票"],
    ["zh-TW", "發票"],
  ] as [Language, string][])(
    "renders %s to pixels: every line inked, each CJK character unlike the others",
    async (language, title) => {
      const lines = await renderLines(await invoicePdf(invoice, language));
      expect(lines.map((l) => l.text)).toContain(title);
      expect(lines.filter((l) => l.glyphs.length > 1).length).toBeGreaterThanOrEqual(3);
      for (const line of lines) {
        // Latin, digits and CJK alike: a line drawn with a broken or missing font leaves no ink.
        expect(line.ink, line.text).toBeGreaterThan(10 * line.text.trim().length);
        for (const glyph of line.glyphs)
          expect(glyph.ink, `${glyph.char} of ${line.text}`).toBeGreaterThan(20);
        // A missing glyph draws the same box for every character; two different characters differ.
        for (const a of line.glyphs)
          for (const b of line.glyphs)
            if (a.char !== b.char) expect(a.map, `${a.char} and ${b.char} of ${line.text}`).not.toBe(b.map);
      }
    },
  );

  it("embeds every font it draws with; none is left to the reader", async () => {
    const raw = (await invoicePdf(invoice, "ko")).toString("latin1");
    const fonts = [...raw.matchAll(/\/Type \/FontDescriptor/g)].length;
    const embedded = [...raw.matchAll(/\/FontFile[23]? \d+ 0 R/g)].length;
    // Latin (Noto Sans), Hangul (Source Han Sans KR) and Han (Source Han Sans CN) in this invoice.
    expect(fonts).toBe(3);
    expect(embedded).toBe(fonts);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it("refuses to write an invoice without its fonts rather than one with blank glyphs", async () => {
    await expect(
      invoicePdf(invoice, "ko", [{ name: "gone", path: "/nonexistent/font.woff2" }]),
    ).rejects.toThrow(/font/);
  });
});

describe("fontRuns", () => {
  const fontOfEach = (text: string) => fontRuns(text).map((run) => [run.font, run.text]);

  it("draws Latin, Han and Hangul each in a font that has them, spaces joining their phrase", () => {
    expect(fontOfEach("Total: 30.00 USD")).toEqual([["noto-latin", "Total: 30.00 USD"]]);
    expect(fontOfEach("收款人: 김민지 (minji)")).toEqual([
      ["source-han-cn", "收款人"],
      ["noto-latin", ": "],
      ["source-han-kr", "김민지"],
      ["noto-latin", " (minji)"],
    ]);
    expect(fontOfEach("發票 Жанна Ngọc")).toEqual([
      ["source-han-cn", "發票"],
      ["noto-latin", " "],
      ["noto-cyrillic", "Жанна "],
      ["noto-latin", "Ng"],
      ["noto-vietnamese", "ọ"],
      ["noto-latin", "c"],
    ]);
  });

  it("stands a character no font has for with a visible mark, never a blank", () => {
    expect(
      fontRuns("a\u{1F3B5}b")
        .map((run) => run.text)
        .join(""),
    ).toBe(`a${NO_GLYPH}b`);
  });

  it("takes its fonts from installed packages", () => {
    expect(INVOICE_FONTS.map((f) => f.name)).toEqual(
      expect.arrayContaining(["noto-latin", "source-han-cn", "source-han-kr"]),
    );
  });
});
