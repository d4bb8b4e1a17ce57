import { inflateSync } from "node:zlib";
import type { TInvoice } from "@studio/contract";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { invoicePdf } from "./invoice";

/**
 * The invoice PDF (docs/design.md §7, docs/decisions.md 091): its Korean and Chinese text is drawn
 * with an embedded font, so a reader without CJK fonts still shows it. pdf.js reads the PDF back:
 * the text it extracts holds the CJK words, and every font the pages use is embedded with glyphs.
 */

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

async function read(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ("str" in item ? item.str : "")).join("\n");
  await doc.destroy();
  return text;
}

/** The embedded font programs (FontFile2 streams) of the PDF, inflated. */
function embeddedFonts(pdf: Buffer): Buffer[] {
  const raw = pdf.toString("latin1");
  const fonts: Buffer[] = [];
  for (const match of raw.matchAll(/\/FontFile2 (\d+) 0 R/g)) {
    const object = raw.indexOf(`\n${match[1]} 0 obj`);
    const start = raw.indexOf("stream\n", object) + "stream\n".length;
    const end = raw.indexOf("\nendstream", start);
    const bytes = pdf.subarray(start, end);
    fonts.push(raw.slice(object, start).includes("/FlateDecode") ? inflateSync(bytes) : bytes);
  }
  return fonts;
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

  it("embeds the subset of its font with real outlines, so the CJK text is not blank", async () => {
    const pdf = await invoicePdf(invoice, "ko");
    const fonts = embeddedFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    // A TrueType program with a glyf table holding outlines (an empty subset is a few hundred bytes).
    const font = fonts[0] as Buffer;
    expect(font.includes(Buffer.from("glyf"))).toBe(true);
    expect(font.length).toBeGreaterThan(5_000);
    // No font the page uses is left to the reader (only embedded fonts, no standard 14 font).
    expect(pdf.toString("latin1")).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it("refuses to write an invoice without its font rather than one with blank glyphs", async () => {
    await expect(invoicePdf(invoice, "ko", "/nonexistent/font.ttf")).rejects.toThrow(/font/);
  });
});
