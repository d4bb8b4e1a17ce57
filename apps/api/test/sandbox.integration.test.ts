import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (path: string, init: RequestInit = {}) =>
  fetch(`${t.sandbox.url}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });

describe("sandbox platform", () => {
  it("lists its demo channels with their public links", async () => {
    const body = (await (await send("/channels")).json()) as { channels: { handle: string; link: string }[] };
    expect(body.channels.find((c) => c.handle === "dailykitchen")?.link).toBe(
      "https://www.youtube.com/@dailykitchen",
    );
  });

  it("creates a channel, refuses a taken handle (409) and bad input (400)", async () => {
    const created = await createSandboxChannel(t.sandbox, { handle: "Sandbox-New", viewCount: 777 });
    expect(created).toMatchObject({
      handle: "sandbox-new",
      viewCount: 777,
      link: "https://www.youtube.com/@sandbox-new",
    });
    expect(created.id).toMatch(/^UC[\w-]{22}$/);
    expect(
      (
        await send("/channels", {
          method: "POST",
          body: JSON.stringify({ handle: "sandbox-new", title: "x" }),
        })
      ).status,
    ).toBe(409);
    expect(
      (await send("/channels", { method: "POST", body: JSON.stringify({ handle: "a", title: "x" }) })).status,
    ).toBe(400);
    expect(
      (await send("/channels", { method: "POST", body: JSON.stringify({ handle: "okay-handle" }) })).status,
    ).toBe(400);
  });

  it("changes a description or view count; 404 for an unknown channel", async () => {
    const created = await createSandboxChannel(t.sandbox);
    const changed = await send(`/channels/${created.handle}`, {
      method: "PATCH",
      body: JSON.stringify({ description: "code here", viewCount: 12 }),
    });
    expect(await changed.json()).toMatchObject({ description: "code here", viewCount: 12 });
    expect((await send("/channels/nobody-here", { method: "PATCH", body: "{}" })).status).toBe(404);
    expect(
      (
        await send(`/channels/${created.handle}`, {
          method: "PATCH",
          body: JSON.stringify({ viewCount: -1 }),
        })
      ).status,
    ).toBe(400);
  });

  it("answers like YouTube: items by handle, an error body without a key", async () => {
    const base = t.sandbox.apiBaseUrl;
    const found = (await (
      await fetch(`${base}/channels?part=snippet&forHandle=@dailykitchen&key=k`)
    ).json()) as {
      items: { snippet: { customUrl: string } }[];
    };
    expect(found.items[0]?.snippet.customUrl).toBe("@dailykitchen");
    const missing = await fetch(`${base}/channels?part=snippet&forHandle=@dailykitchen`);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ error: { code: 403, errors: [{ reason: "forbidden" }] } });
  });

  it("has a page where a person edits a channel's description with a plain form", async () => {
    const created = await createSandboxChannel(t.sandbox, { title: "<Tricky & Title>" });
    const page = await t.app.inject({ method: "GET", url: `/sandbox/channels/${created.handle}/edit` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("&lt;Tricky &amp; Title&gt;");
    expect(page.body).toContain('<label for="description">Description</label>');

    const saved = await t.app.inject({
      method: "POST",
      url: `/sandbox/channels/${created.handle}/edit`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `description=${encodeURIComponent("Hello <b>world</b> STUDIO-XYZ")}`,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/sandbox/channels/${created.handle}/edit?saved=1`);
    const after = await t.app.inject({ method: "GET", url: saved.headers.location as string });
    expect(after.body).toContain("Hello &lt;b&gt;world&lt;/b&gt; STUDIO-XYZ");
    expect(after.body).toContain("Saved.");

    const list = await t.app.inject({ method: "GET", url: "/sandbox/" });
    expect(list.body).toContain(`/sandbox/channels/${created.handle}/edit`);
  });
});
