import { MantineProvider } from "@mantine/core";
import {
  BREAKPOINTS,
  GUIDE_SLUGS,
  type Language,
  PASSWORD_POLICY_DEFAULT,
  type ScreenClass,
  TERMS_DOCUMENTS,
  type TMe,
  type TSiteMeta,
} from "@studio/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { AuthLayout } from "../components/layouts/auth-layout";
import { DashboardLayout } from "../components/layouts/dashboard-layout";
import { FullLayout } from "../components/layouts/full-layout";
import { LoginPage } from "../features/auth/login-page";
import { DashboardHomePage } from "../features/dashboard/dashboard-home-page";
import { RevenueSkeleton } from "../features/dashboard/revenue-page-frame";
import { GuidesRoute } from "../features/guides/guides-pages";
import { readingDescriptionKey } from "../features/guides/reading-titles";
import { LandingPage } from "../features/landing/landing-page";
import type { OpenSourceLicenses } from "../features/terms/open-source-licenses";
import { openSourceLicensesQuery } from "../features/terms/open-source-licenses";
import { OflPage, OpenSourcePage, PrivacyPolicyPage, ServiceTermsPage } from "../features/terms/terms-pages";
import { meQueryOptions } from "../lib/session";
import { cssVariablesResolver, themeFor } from "../lib/theme";
import { useSettings } from "../stores/settings";

/**
 * The pages rendered at build time (docs/decisions/076, 119): `npm run build` renders them with
 * the app's own components into static HTML, which the browser paints before any script runs; the
 * app replaces it once it has started. The public pages for a visitor who is signed out; the
 * dashboard's frame (its layout, heading and the figures' skeleton) for a member who is signed in.
 * Only on a site that looks the way the pages were rendered (`PRERENDER_LOOK`); the server and the
 * page's boot script check that.
 */
/** The public pages for reading (docs/decisions/124): the guides and the terms. */
const READING_PAGES: Record<string, string> = Object.fromEntries([
  ["guides", "/guides"],
  ...GUIDE_SLUGS.map((slug) => [`guides-${slug.replace("/", "-")}`, `/guides/${slug}`]),
  ...Object.values(TERMS_DOCUMENTS).map((doc) => [doc.path.slice(1), doc.path]),
]);

export const PRERENDERED_PAGES: Record<string, string> = {
  landing: "/",
  login: "/login",
  dashboard: "/dashboard",
  ...READING_PAGES,
};
export type PrerenderedPage = string;

/**
 * Who each page is painted for: the boot script shows it only to that visitor. The public pages are
 * also written per language for their locale-prefixed paths (/ko/guides), painted for anyone.
 */
export const PAGE_AUDIENCE: Record<string, "visitor" | "member"> = Object.fromEntries(
  Object.keys(PRERENDERED_PAGES).map((page) => [page, page === "dashboard" ? "member" : "visitor"]),
);

/**
 * The screens a page is rendered for: the signed-in layout differs on a laptop (navigation in the
 * header) and below (the bottom bar), so the frame is rendered for both; the boot script picks by the
 * window's width (`LAPTOP_WIDTH`).
 */
export const PAGE_SCREENS: Record<PrerenderedPage, readonly FrameScreen[]> = Object.fromEntries(
  Object.keys(PRERENDERED_PAGES).map((page) => [
    page,
    page === "landing" || page === "login" ? ["any"] : ["phone", "laptop"],
  ]),
);
export type FrameScreen = "any" | "phone" | "laptop";
export const LAPTOP_WIDTH = BREAKPOINTS.laptop;

/**
 * The member's name is not known at build time: the frame is rendered for a member named by these
 * two private-use characters, whose places become elements the boot script fills from the name the
 * app remembered (`STORAGE_KEYS.memberName`): the whole name, and the avatar's initial.
 */
const NAME_MARK = "\uE000\uE001";
const INITIAL_MARK = "\uE000";

const FRAME_MEMBER: TMe = {
  info: { name: NAME_MARK, user_id: "" },
  permission: "creator",
  permission_flag: 0,
  auth_required: false,
  is_mcn_related: false,
  account_type: "",
  is_staff: false,
  staff_role: null,
  language: "en",
  currency: "USD",
  tutorial_step: 0,
  push: { notice: false, marketing: false },
  referral_code: "",
  created_at: "",
  two_factor: "off",
};
const FRAME_TOKEN = "prerendered-frame";

/** The frame's places of the member's name as elements (and never inside an attribute). */
function markNamePlaces(html: string): string {
  if (/<[^>]*\uE000/.test(html)) throw new Error("The member's name is in an attribute of the frame");
  return html
    .replaceAll(NAME_MARK, '<span data-member-name=""></span>')
    .replaceAll(INITIAL_MARK, '<span data-member-initial=""></span>');
}

/** The dashboard as it shows while its figures load: the heading, the figures' skeleton. */
function DashboardFrame() {
  return <DashboardHomePage gate={RevenueSkeleton} channelSummary={null} />;
}

/** The site the pages are rendered for: the default look (no logo, the default colour). */
export const PRERENDER_LOOK = { name: "Studio", logo: "", color_primary: "#5b4cf0" } as const;

function siteFor(demo: boolean): TSiteMeta {
  return {
    ...PRERENDER_LOOK,
    domain: "",
    exclusive_logo: false,
    color_primary_dim: "#ece9fe",
    languages: ["en", "ko", "zh-CN", "zh-TW"],
    currencies: ["USD", "CNY"],
    chat_link: "",
    password: PASSWORD_POLICY_DEFAULT,
    demo,
  };
}

let licenses: OpenSourceLicenses | null = null;
/** The build's open-source list, which the terms-osl and terms-ofl pages show. */
export function setLicenses(list: OpenSourceLicenses) {
  licenses = list;
}

/** Every prerendered page's route, mounted at the root and under a language prefix. */
const pageRoutes = (
  <>
    <Route element={<FullLayout />}>
      <Route index element={<LandingPage />} />
    </Route>
    <Route element={<AuthLayout />}>
      <Route path="login" element={<LoginPage />} />
    </Route>
    <Route element={<DashboardLayout dock={() => null} dockSpacer={null} />}>
      <Route path="dashboard" element={<DashboardFrame />} />
      <Route path="guides/*" element={<GuidesRoute />} />
      <Route path="terms" element={<ServiceTermsPage />} />
      <Route path="terms-policy" element={<PrivacyPolicyPage />} />
      <Route path="terms-ofl" element={<OflPage />} />
      <Route path="terms-osl" element={<OpenSourcePage />} />
    </Route>
  </>
);

/** The markup of one page in one language and screen, with or without the demo banner. */
export function renderPage(
  page: PrerenderedPage,
  language: Language,
  strings: Record<string, unknown>,
  demo: boolean,
  screen: FrameScreen = "any",
  /** For the page's locale-prefixed path (/ko/guides): its links keep the prefix. */
  prefixed = false,
): string {
  const route = PRERENDERED_PAGES[page] ?? "/";
  const site = siteFor(demo);
  const member = PAGE_AUDIENCE[page] === "member";
  const token = member ? FRAME_TOKEN : null;
  const screenClass: ScreenClass = screen === "phone" ? "mobile" : "laptop";
  // A server render reads a store's initial state (useSyncExternalStore's server snapshot), so that
  // is where this render's settings go; this module runs only in the build.
  Object.assign(useSettings.getInitialState(), { language, metaSite: site, token, screenClass });
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: { [language]: { translation: strings } },
    lng: language,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions(token).queryKey, member ? FRAME_MEMBER : null);
  if (licenses) queryClient.setQueryData(openSourceLicensesQuery.queryKey, licenses);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={themeFor(site.color_primary)}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[prefixed ? `/${language}${route === "/" ? "" : route}` : route]}>
            <Routes>
              {pageRoutes}
              <Route path=":locale">{pageRoutes}</Route>
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return member ? markNamePlaces(html) : html;
}

export { showPrerenderedPage, startAppAfterPaint } from "./prerender-boot";
export { routeImports } from "./route-imports";
export { documentTitle, routeTitleKey } from "./route-titles";
export { readingDescriptionKey };
