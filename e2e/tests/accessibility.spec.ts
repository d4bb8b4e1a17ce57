import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demoSession, keepSession } from "../support/app";
import { expect, test } from "../support/test";

/**
 * Every screen, at a desktop and a phone width, checked with axe-core against WCAG 2.1 A and AA and
 * axe's best practices: no serious and no critical violation (docs/decisions/108).
 */
const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

type Account = "creator@studio.test" | "manager@studio.test" | "staff@studio.test" | null;

const SCREENS: { path: string; account: Account }[] = [
  { path: "/", account: null },
  { path: "/login", account: null },
  { path: "/join", account: null },
  { path: "/find-password", account: null },
  { path: "/join-email", account: null },
  { path: "/no/such/page", account: null },
  { path: "/guides", account: null },
  { path: "/guides/android-upload", account: null },
  { path: "/ko/guides/iphone-unlock", account: null },
  { path: "/guides/auths/pc-auth", account: null },
  { path: "/terms", account: null },
  { path: "/zh-TW/terms-policy", account: null },
  { path: "/terms-ofl", account: null },
  { path: "/terms-osl", account: null },
  { path: `/embedded/withdrawal-invoice?t=1.9999999999.${"0".repeat(64)}`, account: null },
  { path: "/dashboard", account: "creator@studio.test" },
  { path: "/dashboard?videoDetail=1", account: "creator@studio.test" },
  { path: "/dashboard?period=custom&from=2026-10-01&to=2026-10-24", account: "creator@studio.test" },
  { path: "/dashboard/report-channel", account: "creator@studio.test" },
  { path: "/dashboard/report-video", account: "creator@studio.test" },
  { path: "/musics", account: "creator@studio.test" },
  { path: "/musics/all", account: "creator@studio.test" },
  { path: "/musics/shopping", account: "creator@studio.test" },
  { path: "/musics/tags", account: "creator@studio.test" },
  { path: "/manage-channel", account: "creator@studio.test" },
  { path: "/withdrawal", account: "creator@studio.test" },
  { path: "/withdrawal/info", account: "creator@studio.test" },
  { path: "/withdrawal/info-register", account: "creator@studio.test" },
  { path: "/withdrawal/request", account: "creator@studio.test" },
  { path: "/withdrawal/list", account: "creator@studio.test" },
  { path: "/withdrawal/report", account: "creator@studio.test" },
  { path: "/withdrawal/music_profit/2026-10", account: "creator@studio.test" },
  { path: "/config-account", account: "creator@studio.test" },
  { path: "/language", account: "creator@studio.test" },
  { path: "/currency", account: "creator@studio.test" },
  { path: "/my", account: "creator@studio.test" },
  { path: "/security", account: "creator@studio.test" },
  { path: "/notifications", account: "creator@studio.test" },
  { path: "/invitation", account: "creator@studio.test" },
  // The demo's boards, in the order the seed writes them: the pinned notice first, the campaign third.
  { path: "/notices", account: "creator@studio.test" },
  { path: "/notices/1", account: "creator@studio.test" },
  { path: "/events", account: "creator@studio.test" },
  { path: "/events/3", account: "creator@studio.test" },
  { path: "/guides", account: "creator@studio.test" },
  { path: "/no/such/page", account: "creator@studio.test" },
  { path: "/dashboard", account: "manager@studio.test" },
  { path: "/manage-member", account: "manager@studio.test" },
  { path: "/manage-subchannel", account: "manager@studio.test" },
  { path: "/admin/channels", account: "staff@studio.test" },
  { path: "/admin/withdrawals", account: "staff@studio.test" },
  { path: "/admin/confirmed", account: "staff@studio.test" },
  { path: "/admin/boards", account: "staff@studio.test" },
  { path: "/admin/boards/3", account: "staff@studio.test" },
  { path: "/admin/imports", account: "staff@studio.test" },
  { path: "/admin/catalogue", account: "staff@studio.test" },
  { path: "/admin/accounts", account: "staff@studio.test" },
  { path: "/admin/rates", account: "staff@studio.test" },
  { path: "/admin/site", account: "staff@studio.test" },
  { path: "/admin/audit", account: "staff@studio.test" },
  { path: "/admin/claims", account: "staff@studio.test" },
  { path: "/admin/mail", account: "staff@studio.test" },
  { path: "/admin/manual-entries", account: "staff@studio.test" },
  { path: "/admin/trial-balance", account: "staff@studio.test" },
  { path: "/admin/jobs", account: "staff@studio.test" },
  { path: "/admin/payout-batches", account: "staff@studio.test" },
];

const sessions = new Map<string, string>();

async function signIn(page: Page, account: Account) {
  if (!account) return;
  let token = sessions.get(account);
  if (!token) {
    token = await demoSession(page.request, account);
    sessions.set(account, token);
  }
  await keepSession(page, token);
}

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const { path, account } of SCREENS) {
      test(`${path} (${account ?? "signed out"})`, async ({ page }) => {
        await signIn(page, account);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(page.frames(), "a screen without frames, which axe checks in the page itself").toHaveLength(1);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          // The same rules, checked in the page itself: the product has no frames, so axe's
          // cross-frame run (a blank page opened to merge the frames' results) only adds about
          // a second per screen, and only the violations need their details.
          .setLegacyMode(true)
          .options({ resultTypes: ["violations"] })
          .analyze();
        const blocking = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map(
            (v) =>
              `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x, e.g. ${v.nodes
                .slice(0, 3)
                .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)} ${n.any[0]?.message ?? ""}`)
                .join(" | ")})`,
          );
        expect(blocking).toEqual([]);
      });
    }
  });
}
