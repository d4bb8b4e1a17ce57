import { createBrowserRouter, type RouteObject } from "react-router";
import { BootCover } from "../components/boot-cover";
import { ErrorPage } from "../components/errors/error-page";
import { NotFoundPage } from "../components/errors/not-found-page";
import { AuthLayout } from "../components/layouts/auth-layout";
import { FullLayout } from "../components/layouts/full-layout";
import type { ApprovedChannelGate } from "../features/dashboard/revenue-page-frame";
import { ensureAppStrings, ensureStrings } from "../lib/i18n";
import { AppRoot } from "./app-root";
import { LocalePrefix } from "./locale-prefix";
import { prefetchRevenueFrame } from "./revenue-prefetch";
import type { RouteHandle } from "./route-rules";

const publicRoute: RouteHandle = { public: true };
const loginType: RouteHandle = { public: true, loginType: true };

/**
 * A public page (landing, sign-in, sign-up): loaded on demand, with the public strings the start-up
 * already has. A chunk that fails to load reloads the page (error page).
 */
const publicPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Any other screen: loaded on demand together with the signed-in pages' strings (decision 107) and
 * the table of every call's route, which its calls need and the entry leaves out (decision 147):
 * named here, the server names its file in the page.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    const [loaded] = await Promise.all([load(), ensureAppStrings(), import("../lib/call-routes")]);
    return { Component: loaded.default };
  },
});

/**
 * A screen off most visits' path (invitation, notifications, boards, team, back-office): the extra
 * part of the strings loads with it (locales/parts.ts).
 */
const extraStringsPage = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) =>
  page(() => Promise.all([load(), ensureStrings("extra")]).then(([module]) => ({ default: pick(module) })));

/**
 * A public page for reading (the guides and the terms): the dashboard layout's visitor frame, with the
 * reading part of the strings (docs/decisions/124).
 */
const readingPage = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) => ({
  handle: publicRoute,
  lazy: async () => {
    const [module] = await Promise.all([load(), ensureStrings("reading")]);
    return { Component: pick(module) };
  },
});
const termsPages = () => import("../features/terms/terms-pages");

/** The guides and the terms pages, at the root and under each language prefix (/ko/guides...). */
function readingRoutes(): RouteObject[] {
  return [
    {
      path: "guides/*",
      ...readingPage(
        () => import("../features/guides/guides-pages"),
        (m) => m.GuidesRoute,
      ),
    },
    { path: "terms", ...readingPage(termsPages, (m) => m.ServiceTermsPage) },
    { path: "terms-policy", ...readingPage(termsPages, (m) => m.PrivacyPolicyPage) },
    { path: "terms-ofl", ...readingPage(termsPages, (m) => m.OflPage) },
    { path: "terms-osl", ...readingPage(termsPages, (m) => m.OpenSourcePage) },
  ];
}

// The boards' reader and staff pages: one route each, with an optional id.
const boardPages = () => import("../features/boards/board-pages");
const boardStaffPages = () => import("../features/boards/staff/staff-pages");

/**
 * A revenue page behind the channels feature's approved-channel gate; app/ composes the two
 * features, which never import each other (docs/design.md §12).
 */
const revenuePage = (
  load: () => Promise<React.ComponentType<{ gate: ApprovedChannelGate; channelSummary: React.ReactNode }>>,
): Pick<RouteObject, "lazy" | "loader"> => ({
  // The page's first data, asked while its code loads (docs/decisions/115).
  loader: prefetchRevenueFrame,
  ...page(async () => {
    const [Page, { RequireApprovedChannel }, { ChannelSummaryCard }] = await Promise.all([
      load(),
      import("../features/channels/require-approved-channel"),
      import("../features/channels/channel-summary-card"),
    ]);
    return {
      default: () => <Page gate={RequireApprovedChannel} channelSummary={<ChannelSummaryCard />} />,
    };
  }),
});

/**
 * The dashboard layout with the music player mounted once, so playback survives route changes. Both
 * load with the first signed-in page, not with the public ones.
 */
const dashboardLayout: Pick<RouteObject, "lazy"> = {
  lazy: async () => {
    const [{ DashboardLayout }, { PlayerHost, PlayerSpacer }, { DashboardHeaderNotice, DashboardOverlays }] =
      await Promise.all([
        import("../components/layouts/dashboard-layout"),
        import("../features/music/player/player-host"),
        import("./dashboard-extras"),
        ensureAppStrings(),
      ]);
    return {
      Component: () => (
        <DashboardLayout
          dock={(bottomOffset) => <PlayerHost bottomOffset={bottomOffset} />}
          dockSpacer={<PlayerSpacer />}
          headerNotice={<DashboardHeaderNotice />}
          overlays={<DashboardOverlays />}
        />
      ),
    };
  },
};

/** Public pages, mounted at the root and under each language prefix (/ko/login...). */
function publicRoutes(): RouteObject[] {
  return [
    {
      element: <FullLayout />,
      children: [
        {
          index: true,
          handle: publicRoute,
          // The landing page's own words are a part of their own (docs/decisions/124).
          lazy: async () => {
            const [{ LandingPage }] = await Promise.all([
              import("../features/landing/landing-page"),
              ensureStrings("landing"),
              ensureStrings("moods"),
            ]);
            return { Component: LandingPage };
          },
        },
      ],
    },
    {
      element: <AuthLayout />,
      children: [
        {
          path: "login",
          handle: loginType,
          // The login's second step brings the security part of the strings (docs/decisions/142).
          ...publicPage(() =>
            import("../features/auth/login-page").then((m) => ({
              default: () => <m.LoginPage secondStepStrings={() => ensureStrings("security")} />,
            })),
          ),
        },
        {
          path: "join",
          handle: loginType,
          ...publicPage(() => import("../features/auth/join-page").then((m) => ({ default: m.JoinPage }))),
        },
        {
          path: "join-email",
          handle: publicRoute,
          ...publicPage(() =>
            import("../features/auth/join-email-page").then((m) => ({ default: m.JoinEmailPage })),
          ),
        },
        {
          path: "find-password",
          handle: loginType,
          ...publicPage(() =>
            import("../features/auth/find-password-page").then((m) => ({ default: m.FindPasswordPage })),
          ),
        },
        {
          path: "auth/external",
          handle: publicRoute,
          ...publicPage(() =>
            import("../features/auth/auth-external-page").then((m) => ({ default: m.AuthExternalPage })),
          ),
        },
      ],
    },
  ];
}

/** Routes that work signed in or out and never send the person back elsewhere. */
const standaloneRoutes: RouteObject[] = [
  {
    // Embedded routes have no chrome and no cover spinner (docs/spec.md §2); the signed link is the access.
    id: "embedded-withdrawal-invoice",
    path: "embedded/withdrawal-invoice",
    handle: publicRoute,
    ...page(() =>
      import("../features/withdrawal/withdrawal-invoice-page").then((m) => ({
        default: m.WithdrawalInvoicePage,
      })),
    ),
  },
  {
    path: "r/:code",
    handle: publicRoute,
    ...publicPage(() =>
      import("../features/auth/referral-link-page").then((m) => ({ default: m.ReferralLinkPage })),
    ),
  },
];

const privateRoutes: RouteObject[] = [
  {
    // Setting up a second factor (docs/decisions/142): signed in, on the sign-in screens' card, where
    // the route rules keep staff and managers who must have one. Where to go after is checked by the
    // login page's fromUrl rule, which app/ passes in (docs/design.md §12).
    element: <AuthLayout />,
    children: [
      {
        path: "two-step-setup",
        ...page(async () => {
          const [{ TwoStepSetupPage }, { safeFromUrl }] = await Promise.all([
            import("../features/security/two-step-setup-page"),
            import("../features/auth/safe-redirect"),
            ensureStrings("security"),
          ]);
          return { default: () => <TwoStepSetupPage safeTarget={safeFromUrl} /> };
        }),
      },
    ],
  },
  {
    ...dashboardLayout,
    children: [
      {
        path: "dashboard",
        children: [
          {
            index: true,
            ...revenuePage(() =>
              import("../features/dashboard/dashboard-home-page").then((m) => m.DashboardHomePage),
            ),
          },
          {
            path: "report-channel",
            ...revenuePage(() =>
              import("../features/dashboard/report-channel-page").then((m) => m.ReportChannelPage),
            ),
          },
          {
            path: "report-video",
            ...revenuePage(() =>
              import("../features/dashboard/report-video-page").then((m) => m.ReportVideoPage),
            ),
          },
        ],
      },
      {
        path: "config-account",
        ...page(() =>
          import("../features/account/config-account-page").then((m) => ({ default: m.ConfigAccountPage })),
        ),
      },
      // Two-step sign-in's settings (docs/decisions/142).
      {
        path: "security",
        // Its strings are a part of their own, which the login's second step shares (locales/parts.ts).
        ...page(() =>
          Promise.all([import("../features/security/security-page"), ensureStrings("security")]).then(
            ([m]) => ({
              default: m.SecurityPage,
            }),
          ),
        ),
      },
      {
        path: "language",
        ...page(() => import("../features/account/language-page").then((m) => ({ default: m.LanguagePage }))),
      },
      {
        path: "currency",
        ...page(() => import("../features/account/currency-page").then((m) => ({ default: m.CurrencyPage }))),
      },
      {
        path: "my",
        // The notifications feature's e-mail choices, passed in by app/ (docs/design.md §12).
        ...page(async () => {
          const [{ MyPage }, { PushSettingsCard }] = await Promise.all([
            import("../features/account/my-page"),
            import("../features/notifications/push-settings-card"),
            ensureStrings("extra"),
          ]);
          return { default: () => <MyPage pushSettings={<PushSettingsCard />} /> };
        }),
      },
      {
        path: "invitation",
        ...extraStringsPage(
          () => import("../features/invitation/invitation-page"),
          (m) => m.InvitationPage,
        ),
      },
      {
        path: "notifications",
        ...extraStringsPage(
          () => import("../features/notifications/notifications-page"),
          (m) => m.NotificationsPage,
        ),
      },
      { path: "notices/:id?", ...extraStringsPage(boardPages, (m) => m.NoticesRoute) },
      { path: "events/:id?", ...extraStringsPage(boardPages, (m) => m.EventsRoute) },
      {
        path: "musics",
        // The mood names are a part of their own, which the landing page shares (docs/decisions/124).
        ...page(() =>
          Promise.all([import("../features/music/music-layout"), ensureStrings("moods")]).then(([m]) => ({
            default: m.MusicLayout,
          })),
        ),
        children: [
          {
            index: true,
            ...page(() =>
              import("../features/music/music-home-page").then((m) => ({ default: m.MusicHomePage })),
            ),
          },
          {
            path: "all",
            ...page(() =>
              import("../features/music/music-browse-page").then((m) => ({ default: m.MusicAllPage })),
            ),
          },
          {
            path: "shopping",
            ...page(() =>
              import("../features/music/music-browse-page").then((m) => ({ default: m.MusicShoppingPage })),
            ),
          },
          {
            path: "tags",
            ...page(() =>
              import("../features/music/music-tags-page").then((m) => ({ default: m.MusicTagsPage })),
            ),
          },
        ],
      },
      {
        path: "withdrawal",
        children: [
          {
            index: true,
            ...page(() =>
              import("../features/withdrawal/withdrawal-hub-page").then((m) => ({
                default: m.WithdrawalHubPage,
              })),
            ),
          },
          {
            path: "info",
            ...page(() =>
              import("../features/withdrawal/payment-info-pages").then((m) => ({
                default: m.PaymentInfoPage,
              })),
            ),
          },
          {
            path: "info-register",
            ...page(() =>
              import("../features/withdrawal/payment-info-pages").then((m) => ({
                default: m.PaymentInfoRegisterPage,
              })),
            ),
          },
          {
            path: "info-update",
            ...page(() =>
              import("../features/withdrawal/payment-info-pages").then((m) => ({
                default: m.PaymentInfoUpdatePage,
              })),
            ),
          },
          {
            path: "request",
            ...page(() =>
              import("../features/withdrawal/withdrawal-request").then((m) => ({
                default: m.WithdrawalRequestPage,
              })),
            ),
          },
          {
            path: "list",
            ...page(() =>
              import("../features/withdrawal/withdrawal-list-page").then((m) => ({
                default: m.WithdrawalListPage,
              })),
            ),
          },
          {
            path: "report",
            ...page(() =>
              import("../features/withdrawal/earnings-report-page").then((m) => ({
                default: m.EarningsReportPage,
              })),
            ),
          },
          {
            path: ":type/:date",
            ...page(() =>
              import("../features/withdrawal/earnings-detail-page").then((m) => ({
                default: m.EarningsDetailPage,
              })),
            ),
          },
        ],
      },
      ...readingRoutes(),
      {
        path: "manage-channel",
        ...page(() =>
          import("../features/channels/manage-channel-page").then((m) => ({ default: m.ManageChannelPage })),
        ),
      },
      {
        path: "manage-member",
        ...extraStringsPage(
          () => import("../features/team/manage-member-page"),
          (m) => m.ManageMemberPage,
        ),
      },
      {
        path: "manage-subchannel",
        ...extraStringsPage(
          () => import("../features/team/manage-subchannel-page"),
          (m) => m.ManageSubchannelPage,
        ),
      },
      {
        path: "admin/withdrawals",
        ...extraStringsPage(
          () => import("../features/withdrawal/staff/withdrawal-queue-page"),
          (m) => m.WithdrawalQueuePage,
        ),
      },
      {
        path: "admin/payout-batches",
        ...extraStringsPage(
          () => import("../features/withdrawal/staff/payout-batches-page"),
          (m) => m.PayoutBatchesPage,
        ),
      },
      {
        path: "admin/confirmed",
        ...extraStringsPage(
          () => import("../features/withdrawal/staff/confirmed-import-page"),
          (m) => m.ConfirmedImportPage,
        ),
      },
      { path: "admin/boards/:id?", ...extraStringsPage(boardStaffPages, (m) => m.AdminBoardsRoute) },
      {
        path: "admin/channels",
        ...extraStringsPage(
          () => import("../features/channels/staff/admin-channels-page"),
          (m) => m.AdminChannelsPage,
        ),
      },
      // The back-office of docs/decisions/125.
      {
        path: "admin/imports",
        ...extraStringsPage(
          () => import("../features/backoffice/imports-page"),
          (m) => m.AdminImportsPage,
        ),
      },
      {
        path: "admin/catalogue",
        ...extraStringsPage(
          // The tag names are the moods part's.
          () => Promise.all([import("../features/backoffice/catalogue-page"), ensureStrings("moods")]),
          ([m]) => m.AdminCataloguePage,
        ),
      },
      {
        path: "admin/accounts",
        ...extraStringsPage(
          () => import("../features/backoffice/accounts-page"),
          (m) => m.AdminAccountsPage,
        ),
      },
      {
        path: "admin/rates",
        ...extraStringsPage(
          () => import("../features/backoffice/rates-page"),
          (m) => m.AdminRatesPage,
        ),
      },
      {
        path: "admin/site",
        ...extraStringsPage(
          () => import("../features/backoffice/site-page"),
          (m) => m.AdminSitePage,
        ),
      },
      {
        path: "admin/audit",
        ...extraStringsPage(
          () => import("../features/backoffice/audit-page"),
          (m) => m.AdminAuditPage,
        ),
      },
      // Manual entries with four eyes, and the trial balance (docs/decisions/134).
      {
        path: "admin/manual-entries",
        ...extraStringsPage(
          () => import("../features/backoffice/manual-entries-page"),
          (m) => m.AdminManualEntriesPage,
        ),
      },
      {
        path: "admin/trial-balance",
        ...extraStringsPage(
          () => import("../features/backoffice/trial-balance-page"),
          (m) => m.AdminTrialBalancePage,
        ),
      },
      // The installation's job queue (docs/decisions/135).
      {
        path: "admin/jobs",
        ...extraStringsPage(
          () => import("../features/backoffice/jobs-page"),
          (m) => m.AdminJobsPage,
        ),
      },
      // Claim safety's at-risk list and claim marks (docs/decisions/127).
      {
        path: "admin/claims",
        ...extraStringsPage(
          () => import("../features/backoffice/claims-page"),
          (m) => m.AdminClaimsPage,
        ),
      },
      // Mail the outbox gave up on, and its resend (docs/decisions/136).
      {
        path: "admin/mail",
        ...extraStringsPage(
          () => import("../features/backoffice/failed-mail-page"),
          (m) => m.AdminFailedMailPage,
        ),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <BootCover />,
    children: [
      ...publicRoutes(),
      {
        path: ":locale",
        element: <LocalePrefix />,
        children: [...publicRoutes(), { ...dashboardLayout, children: readingRoutes() }],
      },
      ...standaloneRoutes,
      ...privateRoutes,
      {
        ...dashboardLayout,
        children: [{ path: "*", handle: publicRoute, element: <NotFoundPage /> }],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
