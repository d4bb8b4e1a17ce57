import { LOCALE_PREFIX } from "@studio/contract";
import { matchPath } from "react-router";
import { readingTitleKey } from "../features/guides/reading-titles";

/**
 * Each screen's title for the browser tab (docs/spec.md §2 routes), as a locale key: the first
 * pattern that matches the path, without its language prefix, wins. A path no route has is the 404.
 * The landing page's title is the site's name alone; the guides' and terms' come from their own
 * strings (features/guides/reading-titles.ts).
 */
const ROUTE_TITLES: readonly (readonly [pattern: string, titleKey: string])[] = [
  ["/login", "auth.login.submit"],
  ["/join", "auth.join.submit"],
  ["/join-email", "auth.joinEmail.title"],
  ["/find-password", "auth.findPassword.title"],
  ["/auth/external", "auth.login.submit"],
  ["/r/:code", "auth.join.submit"],
  ["/embedded/withdrawal-invoice", "withdrawal.invoice.title"],
  ["/dashboard", "nav.dashboard"],
  ["/dashboard/report-channel", "nav.reportChannel"],
  ["/dashboard/report-video", "nav.reportVideo"],
  ["/config-account", "account.title"],
  ["/security", "account.security"],
  ["/two-step-setup", "account.twoStepSetup"],
  ["/language", "language.title"],
  ["/currency", "currency.title"],
  ["/my", "nav.my"],
  ["/notifications", "nav.notifications"],
  ["/invitation", "nav.invitation"],
  ["/notices/:id?", "menu.notices"],
  ["/events/:id?", "menu.events"],
  ["/musics/*", "music.title"],
  ["/withdrawal", "withdrawal.title"],
  ["/withdrawal/info", "withdrawal.info.title"],
  ["/withdrawal/info-register", "withdrawal.info.registerTitle"],
  ["/withdrawal/info-update", "withdrawal.info.updateTitle"],
  ["/withdrawal/request", "withdrawal.request.title"],
  ["/withdrawal/list", "withdrawal.list.title"],
  ["/withdrawal/report", "withdrawal.report.title"],
  ["/withdrawal/:type/:date", "withdrawal.report.title"],
  ["/manage-channel", "channels.title"],
  // Titles of the team and back-office screens are in the navigation's strings, which every page
  // has; the screens' own strings load with them (locales/parts.ts).
  ["/manage-member", "nav.members"],
  ["/manage-subchannel", "nav.subchannels"],
  ["/admin/withdrawals", "nav.adminWithdrawals"],
  ["/admin/payout-batches", "nav.adminPayoutBatches"],
  ["/admin/confirmed", "nav.adminConfirmed"],
  ["/admin/channels", "nav.adminChannels"],
  ["/admin/boards/:id?", "menu.adminBoards"],
  ["/admin/imports", "menu.adminImports"],
  ["/admin/catalogue", "menu.adminCatalogue"],
  ["/admin/accounts", "menu.adminAccounts"],
  ["/admin/rates", "menu.adminRates"],
  ["/admin/site", "menu.adminSite"],
  ["/admin/audit", "menu.adminAudit"],
  ["/admin/claims", "menu.adminClaims"],
  ["/admin/mail", "menu.adminFailedMail"],
  ["/admin/manual-entries", "menu.adminManualEntries"],
  ["/admin/trial-balance", "menu.adminTrialBalance"],
  ["/admin/jobs", "menu.adminJobs"],
];

/** The locale key of the path's title; null for the landing page; the 404's for a path no screen has. */
export function routeTitleKey(pathname: string): string | null {
  const path = pathname.replace(LOCALE_PREFIX, "") || "/";
  if (path === "/") return null;
  const reading = readingTitleKey(path);
  if (reading) return reading;
  if (path.startsWith("/guides/")) return "errors.pageNotFoundTitle";
  const found = ROUTE_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, path));
  return found ? found[1] : "errors.pageNotFoundTitle";
}

/** "Video report · Studio": the screen, then the site. */
export function documentTitle(screen: string | null, siteName: string): string {
  return screen ? `${screen} · ${siteName}` : siteName;
}
