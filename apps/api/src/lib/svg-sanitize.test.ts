import { beforeAll, describe, expect, it } from "vitest";
import { sanitizeSvg } from "./svg-sanitize";

const clean = async (svg: string) => (await sanitizeSvg(Buffer.from(svg)))?.toString("utf8");
const SVG = (body: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${body}</svg>`;

describe("sanitizeSvg (docs/decisions/140)", () => {
  // The first SVG loads jsdom, which takes seconds on a busy machine.
  beforeAll(() => sanitizeSvg(Buffer.from(SVG(""))), 60_000);

  it("keeps a drawing as it is, camel-case names and internal references included", async () => {
    const drawing = SVG(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="8">A&amp;B</text>',
    );
    expect(await clean(drawing)).toBe(drawing);
  });

  it("removes scripts, event handlers, javascript: links, foreignObject and animations that set them", async () => {
    const out = await clean(
      SVG(
        '<script>alert(1)</script><a href="javascript:alert(2)"><rect width="1" height="1"/></a><a xlink:href="javascript:alert(3)"><circle r="1"/></a><foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(4)">x</div></foreignObject><set attributeName="href" to="javascript:alert(5)"/><animate attributeName="onclick" values="alert(6)"/>',
        ' onload="alert(0)"',
      ),
    );
    expect(out).toBeDefined();
    for (const gone of ["script", "alert", "javascript", "onload", "foreignObject", "<set", "<animate"])
      expect(out).not.toContain(gone);
    expect(out).toContain('<rect width="1" height="1"/>');
  });

  it("removes every reference outside the image, keeping embedded raster images", async () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    const out = await clean(
      SVG(
        `<style>@import url(https://evil.test/x.css);</style><image href="${png}"/><image href="data:image/svg+xml;base64,PHN2Zy8+"/><image xlink:href="https://evil.test/x.png"/><rect style="fill:url(https://evil.test/x)" fill="url('https://evil.test/y')"/><a href="https://evil.test/"><circle r="1"/></a>`,
      ),
    );
    expect(out).toContain(png);
    for (const gone of ["evil.test", "image/svg+xml", "@import"]) expect(out).not.toContain(gone);
  });

  it("refuses what is not a well-formed SVG document", async () => {
    for (const bad of [
      "<svg><rect></svg>",
      "<html><body>hi</body></html>",
      "not xml",
      '<svg xmlns="http://www.w3.org/1999/xhtml"/>',
      `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${SVG("<text>&a;</text>")}`,
    ])
      expect(await sanitizeSvg(Buffer.from(bad))).toBeUndefined();
  });
});
