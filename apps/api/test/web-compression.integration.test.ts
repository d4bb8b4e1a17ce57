import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

const SCRIPT = `console.log(${JSON.stringify("studio ".repeat(400))});`;
const PAGE = `<!doctype html><title>Studio web app</title>${"<p>studio</p>".repeat(200)}`;

/** A built web app as the build leaves it: every text file beside its brotli and gzip siblings. */
function writeBuiltFile(file: string, text: string): void {
  const raw = Buffer.from(text);
  writeFileSync(file, raw);
  writeFileSync(`${file}.br`, brotliCompressSync(raw));
  writeFileSync(`${file}.gz`, gzipSync(raw));
}

describe("the web app sent compressed", () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), "studio-web-"));
  beforeAll(async () => {
    mkdirSync(path.join(webDist, "assets"));
    writeBuiltFile(path.join(webDist, "index.html"), PAGE);
    writeBuiltFile(path.join(webDist, "assets", "app-1a2b3c.js"), SCRIPT);
    writeFileSync(path.join(webDist, "assets", "tiny-4d5e6f.js"), "export {};");
    t = await createTestApp({ config: { WEB_DIST: webDist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("sends brotli to a browser that accepts it, with the type and caching of the plain file", async () => {
    const response = await get("/assets/app-1a2b3c.js", "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends gzip when brotli is not accepted, and the plain file when nothing is", async () => {
    const gzipped = await get("/assets/app-1a2b3c.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/app-1a2b3c.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it("compresses the page every route answers with, and falls back to a file built without siblings", async () => {
    const page = await get("/dashboard", "br");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    // The page, with its site's meta written in (docs/decisions/115).
    const sent = brotliDecompressSync(page.rawPayload).toString();
    expect(sent.startsWith(PAGE)).toBe(true);
    expect(sent).toContain('<script type="application/json" id="site-meta">');
    const gzipped = await get("/dashboard", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(sent);

    const tiny = await get("/assets/tiny-4d5e6f.js", "br, gzip");
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("export {};");
  });
});
