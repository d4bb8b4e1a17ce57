import { readFileSync } from "node:fs";
import { GUIDE_SLUGS, LANGUAGES, TERMS_DOCUMENTS } from "@studio/contract";
import { expect, test } from "../support/test";

/**
 * The guides and the terms pages (docs/decisions/124): every one in every language, at a phone's
 * and a laptop's width, with its translated heading and no locale key left showing; and their
 * prerendered HTML, read before any script runs, carries the translated title and heading.
 */
type Strings = { [key: string]: string | Strings };
const strings = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    JSON.parse(
      readFileSync(new URL(`../../apps/web/src/locales/${l}.json`, import.meta.url), "utf8"),
    ) as Strings,
  ]),
);
const lookup = (language: string, key: string): string => {
  const found = key
    .split(".")
    .reduce<string | Strings | undefined>(
      (node, part) => (typeof node === "object" ? node[part] : undefined),
      strings[language],
    );
  if (typeof found !== "string") throw new Error(`${language}: no string ${key}`);
  return found;
};

const PAGES: { path: string; heading: string }[] = [
  { path: "/guides", heading: "guides.title" },
  ...GUIDE_SLUGS.map((slug) => ({ path: `/guides/${slug}`, heading: `guides.pages.${slug}.title` })),
  { path: TERMS_DOCUMENTS.terms.path, heading: "terms.service.title" },
  { path: TERMS_DOCUMENTS.policy.path, heading: "terms.policy.title" },
  { path: TERMS_DOCUMENTS.ofl.path, heading: "terms.ofl.title" },
  { path: TERMS_DOCUMENTS.osl.path, heading: "terms.osl.title" },
];
// A locale key showing as text: "guides.pages.x.title", "terms.osl.count".
const RAW_KEY = /\b(?:guides|terms|nav|common|auth|shell)\.[a-zA-Z]+[a-zA-Z0-9_./-]*\b/;

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`reading pages at ${size.width}px`, () => {
    test.use({ viewport: size });
    for (const language of LANGUAGES) {
      test(`every guide and terms page in ${language}`, async ({ page }) => {
        for (const { path, heading } of PAGES) {
          await page.goto(`/${language}${path}`);
          const title = lookup(language, heading);
          await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
          // The app, once started, keeps the page in its language and titles the tab with it.
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page).toHaveTitle(`${title} · Studio`);
          const text = await page.locator("#root").innerText();
          expect(text.match(RAW_KEY)?.[0] ?? null, `${language}${path}`).toBeNull();
        }
      });
    }
  });
}

test("a guide's prerendered HTML has its translated title, heading and addresses before any script", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/ko/guides/android-upload");
  expect(response.headers()["content-type"]).toContain("text/html");
  const html = await response.text();
  const title = lookup("ko", "guides.pages.android-upload.title");
  expect(html).toContain(`<html lang="ko"`);
  expect(html).toContain(`<title>${title} · Studio</title>`);
  // The heading is in #root itself, not only in a template the boot script picks from.
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("<template"));
  expect(root).toContain(title);
  expect(root).toContain(lookup("ko", "guides.pages.android-upload.steps.music.title"));
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ko/guides/android-upload"`);
  for (const language of LANGUAGES) {
    expect(html).toContain(`hreflang="${language}" href="${baseURL}/${language}/guides/android-upload"`);
  }
  expect(html).toContain(`hreflang="x-default" href="${baseURL}/guides/android-upload"`);
  expect(html).toContain(`<meta property="og:title" content="${title} · Studio">`);
  expect(html).toContain(
    `<meta name="description" content="${lookup("ko", "guides.pages.android-upload.summary")}" />`,
  );
});

test("the landing page and the terms are prerendered per language too", async ({ request }) => {
  const landing = await (await request.get("/zh-TW")).text();
  expect(landing).toContain(`<html lang="zh-TW"`);
  expect(landing).toContain(lookup("zh-TW", "landing.headline"));
  const terms = await (await request.get("/zh-CN/terms")).text();
  expect(terms).toContain(`<title>${lookup("zh-CN", "terms.service.title")} · Studio</title>`);
  const osl = await (await request.get("/en/terms-osl")).text();
  // The open-source list is made at build time from the installed packages.
  expect(osl).toContain("react-dom");
});

test("the open-source page lists the installed packages and opens a licence's text", async ({ page }) => {
  await page.goto("/terms-osl");
  await expect(page.getByRole("heading", { level: 1, name: "Open-source licences" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search packages" }).fill("fastify");
  await expect(page.getByText(/^\d+ packages?$/)).not.toHaveText("0 packages");
  await page.getByRole("searchbox", { name: "Search packages" }).fill("react-dom");
  // react-dom and @floating-ui/react-dom.
  await expect(page.getByText("2 packages", { exact: true })).toBeVisible();
  await page.getByText("Licence text of react-dom").click();
  await expect(page.getByText(/Permission is hereby granted/)).toBeVisible();
});

test("the guides are reached from the channel guide and link to each other in the visitor's language", async ({
  page,
}) => {
  await page.goto("/ko/guides");
  await page.getByRole("link", { name: lookup("ko", "guides.pages.auths.title"), exact: true }).click();
  await expect(page).toHaveURL(/\/ko\/guides\/auths$/);
  await page
    .getByRole("link", { name: lookup("ko", "guides.pages.auths/pc-auth.title"), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ko\/guides\/auths\/pc-auth$/);
  await expect(
    page.getByRole("img", { name: lookup("ko", "guides.pages.auths/pc-auth.steps.paste.title") }),
  ).toBeVisible();
});

test("the sign-up form links the terms in force", async ({ page }) => {
  await page.goto("/join");
  const terms = page.getByRole("link", { name: "terms of service" });
  await expect(terms).toHaveAttribute("href", TERMS_DOCUMENTS.terms.path);
  await expect(page.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
    "href",
    TERMS_DOCUMENTS.policy.path,
  );
});
