import { demoSession, keepSession } from "../support/app";
import { expect, test } from "../support/test";

/**
 * The start-up's requests (docs/decisions/115): the site meta comes in the page, and a revenue
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
  // In its links, or in the prerendered frame's boot script, which adds them once it has painted.
  // The stylesheet every page links is not named again.
  expect(html.match(/\/assets\/index-[\w-]+\.css/g)).toHaveLength(1);
  const named = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
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
  // A first load is a few files (docs/decisions/147): the entry, the frame, the page's and strings.
  expect(loaded.length).toBeGreaterThan(5);
});

/**
 * The dashboard's frame (docs/decisions/119): a member's dashboard paints its layout, heading and
 * skeleton from the page itself, with the name the app remembered, before any script has run; the
 * app then replaces it and the page works.
 */
test("a member's dashboard paints its frame before any script runs, then the app takes over", async ({
  page,
}) => {
  const token = await demoSession(page.request, "creator@studio.test");
  await keepSession(page, token);
  // A first visit: the app remembers the member's name.
  await page.goto("/dashboard");
  const heading = page.getByRole("heading", { level: 1, name: /^Hello, / });
  await expect(heading).toBeVisible();
  const greeting = (await heading.textContent()) ?? "";
  expect(greeting.length).toBeGreaterThan("Hello, ".length);

  // The next visit, its scripts held back: the frame alone, painted and not yet working.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByText(greeting, { exact: true })).toBeVisible();
  await expect(page.getByText("Here is where your channels, music and revenue come together.")).toBeVisible();
  await expect(page.locator("#root")).toHaveJSProperty("inert", true);

  // With its scripts, the app replaces the frame: the figures come and the page takes clicks.
  release();
  await expect(page.getByRole("heading", { level: 2, name: "Videos", exact: true })).toBeVisible();
  await expect(page.locator("#root")).toHaveJSProperty("inert", false);
  await page.getByRole("link", { name: "Music" }).first().click();
  await expect(page).toHaveURL(/\/musics/);
});

test("a signed-out visit to the dashboard keeps the cover and goes to the login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(page.getByText("Here is where your channels, music and revenue come together.")).toHaveCount(
    0,
  );
});
