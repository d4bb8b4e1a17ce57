import { MantineProvider } from "@mantine/core";
import { type Language, PASSWORD_POLICY_DEFAULT, type TSiteMeta } from "@studio/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { AuthLayout } from "../components/layouts/auth-layout";
import { FullLayout } from "../components/layouts/full-layout";
import { LoginPage } from "../features/auth/login-page";
import { LandingPage } from "../features/landing/landing-page";
import { meQueryOptions } from "../lib/session";
import { cssVariablesResolver, themeFor } from "../lib/theme";
import { useSettings } from "../stores/settings";

/**
 * The public pages rendered at build time (docs/decisions.md 076): `npm run build` renders them with
 * the app's own components into static HTML, which the browser paints before any script runs; the
 * app replaces it once it has started. Only for a visitor who is signed out, on a site that looks the
 * way the pages were rendered (`PRERENDER_LOOK`); the server and index.html's boot script check that.
 */
export const PRERENDERED_PAGES = { landing: "/", login: "/login" } as const;
export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

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

/** The markup of one page in one language, signed out, with or without the demo banner. */
export function renderPage(
  page: PrerenderedPage,
  language: Language,
  strings: Record<string, unknown>,
  demo: boolean,
): string {
  const site = siteFor(demo);
  // A server render reads a store's initial state (useSyncExternalStore's server snapshot), so that
  // is where this render's settings go; this module runs only in the build.
  Object.assign(useSettings.getInitialState(), { language, metaSite: site, token: null });
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: { [language]: { translation: strings } },
    lng: language,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions(null).queryKey, null);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={themeFor(site.color_primary)}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[PRERENDERED_PAGES[page]]}>
            <Routes>
              <Route element={<FullLayout />}>
                <Route index element={<LandingPage />} />
              </Route>
              <Route element={<AuthLayout />}>
                <Route path="login" element={<LoginPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

export { showPrerenderedPage, startAppAfterPaint } from "./prerender-boot";
export { routeImports } from "./route-imports";
