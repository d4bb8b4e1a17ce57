import { siteMetaCall } from "@studio/contract";
import { buildOpenApiDocument, COMMON_ERRORS, type OpenApiDocument } from "@studio/contract/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "./support/assertions";
import { api } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe("GET /api/openapi.json", () => {
  it("serves the contract's document, cacheable, with an ETag", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toBe("3.1.0");
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));

    const again = await t.app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("describes only routes the API serves, at their method and path", async () => {
    const document = (
      await t.app.inject({ method: "GET", url: "/api/openapi.json" })
    ).json() as OpenApiDocument;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    for (const { path, method } of operations) {
      expect(t.app.hasRoute({ method: method as "GET" | "POST", url: path }), `${method} ${path}`).toBe(true);
    }
  });

  it("says what a real answer holds", async () => {
    const document = (
      await t.app.inject({ method: "GET", url: "/api/openapi.json" })
    ).json() as OpenApiDocument;
    const data =
      document.paths[`/api/${siteMetaCall.path}`]?.get?.responses["200"]?.content["application/json"]?.schema
        .properties?.data;
    const meta = expectOk(await api(t.app).call(siteMetaCall, {}));
    expect(Object.keys(meta).sort()).toEqual(Object.keys(data?.properties ?? {}).sort());
    expect([...(data?.required ?? [])].sort()).toEqual(Object.keys(meta).sort());
  });
});

describe("GET /api/reference", () => {
  it("is one self-contained HTML page listing every call by module", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/reference" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    // Under the app's own security headers: no script, nothing loaded from elsewhere.
    expect(String(response.headers["content-security-policy"])).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const html = response.body;
    expect(html).not.toMatch(/<script|<link|\ssrc=|https?:\/\//i);

    const document = buildOpenApiDocument();
    for (const tag of document.tags) expect(html).toContain(`<h2 id="module-${tag.name}">`);
    for (const { path, method, operation } of operationsOf(document)) {
      expect(html).toContain(`<section class="call" id="${operation.operationId}">`);
      expect(html).toContain(`${method}</span> ${path}`);
    }
  });

  it("shows a call's access, fields and error codes", async () => {
    const html = (await t.app.inject({ method: "GET", url: "/api/reference" })).body;
    const start = html.indexOf(`id="join"`);
    const join = html.slice(start, html.indexOf("</section>", start));
    expect(join).toContain("POST</span> /api/member/join");
    expect(join).toContain(`<span class="access">public</span>`);
    expect(join).toContain("<td>nickname</td><td>string</td><td>yes</td>");
    expect(join).toContain("<td>token</td><td>string</td>");
    expect(join).toContain("<td>10009</td><td>409</td>");
    // The codes every call may answer are listed once, at the top, not with each call.
    expect(join).not.toContain("<td>4</td>");
    const common = html.slice(html.indexOf(`id="common-errors"`), html.indexOf(`<section class="call"`));
    for (const code of COMMON_ERRORS) expect(common).toContain(`<td>${code}</td>`);

    const channelList = html.slice(html.indexOf(`id="channelList"`));
    expect(channelList).toContain("<td>items[].owner.name</td>");
    expect(channelList).toContain("Micro-USD");
  });
});
