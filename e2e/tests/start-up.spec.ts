import { demoSession, keepSession } from "../support/app";
import { expect, test } from "../support/test";

/**
 * The start-up's requests (docs/decisions.md 115): the site meta comes in the page, and a revenue
 * page's first data is asked once, by the route, while its code loads.
 */
test("a signed-in dashboard starts without asking for the site, and asks each of its first data once", async ({
  page,
}) => {
  const token = await demoSession(page.request, "creator@studio.test");
  await keepSession(page, token);
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(url.pathname);
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Videos", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const count = (path: string) => calls.filter((c) => c === path).length;
  expect(count("/api/site/meta"), calls.join(", ")).toBe(0);
  expect(count("/api/member/me"), calls.join(", ")).toBe(1);
  expect(count("/api/channel/list"), calls.join(", ")).toBe(1);
  expect(count("/api/v2/music/dashboard/meta"), calls.join(", ")).toBe(1);
});

test("a signed-in page names its route's scripts in the page, so none waits for the entry to ask", async ({
  page,
}) => {
  const token = await demoSession(page.request, "creator@studio.test");
  await keepSession(page, token);
  const html = await (await page.request.get("/dashboard")).text();
  const named = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const loaded: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".js")) loaded.push(url.pathname);
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Videos", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Only the strings, which load by the person's language, are asked for by the app itself.
  const unnamed = loaded.filter(
    (script) => !named.has(script) && !/\/(public|app)-[a-zA-Z-]+-[\w-]+\.js$/.test(script),
  );
  expect(unnamed).toEqual([]);
  expect(loaded.length).toBeGreaterThan(20);
});
