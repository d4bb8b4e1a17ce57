import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/cjk-fonts.css";
import { type Language, LOCALE_PREFIX } from "@studio/contract";
import { StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { wasPrerendered } from "./app/prerender-boot";
import { Providers } from "./app/providers";
import { isPublicMatch } from "./app/route-rules";
import { createRouter } from "./app/router";
import { reloadOnceForChunkError } from "./lib/build-check";
import { initI18n, preloadLanguage } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { meQueryOptions } from "./lib/session";
import { clearCacheOnTokenChange } from "./lib/session-cache";
import { loadSiteMeta, resolveSiteDomain } from "./lib/site";
import { startLanguage } from "./lib/start-language";
import { useLoading } from "./stores/loading";
import { useSettings } from "./stores/settings";
import { storage } from "./stores/storage";

/**
 * Start-up (docs/spec.md §4): the site, the language, then the member, before the first route renders.
 * index.html paints the loading cover at once. The site's meta is in the page (docs/decisions/115),
 * so the router starts at once: the current page's code and data loaders, the language's strings and
 * the member are all asked for together. Only when the page holds another site's meta is it asked
 * first, since the site scopes the session and every call.
 */
async function start() {
  const settings = useSettings.getState();
  const domain = resolveSiteDomain();
  const browserLanguages = navigator.languages ?? [navigator.language];
  window.addEventListener("vite:preloadError", (event) =>
    reloadOnceForChunkError((event as Event & { payload?: unknown }).payload),
  );
  const { meta, notSetUp } = await loadSiteMeta(domain);
  settings.setSite(meta?.domain ?? domain, meta);
  if (meta) document.title = meta.name;
  // A locale-prefixed page (/ko/guides) starts in its language, as its prerendered HTML is.
  const prefix = LOCALE_PREFIX.exec(window.location.pathname)?.[1] ?? null;
  const language = startLanguage(prefix ?? storage.get("language"), browserLanguages, meta?.languages);
  settings.setLanguage(language);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing");
  if (notSetUp) return renderNotSetUp(root, language);
  // The entry's own modules have run in this task; the route's (often already fetched) run in the
  // next, so neither blocks the page for long (docs/decisions/119).
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Creating the router starts loading the matched route's lazy page and its data.
  const router = createRouter();
  if (!isPublicMatch(router.state.matches)) void preloadLanguage(language, "app");
  clearCacheOnTokenChange(queryClient);
  await Promise.all([initI18n(language), queryClient.prefetchQuery(meQueryOptions(settings.token))]);
  // A prerendered page stays painted until the app's first render replaces it, whole: the page's
  // code is loaded first and no cover shows in between (docs/decisions/076).
  const prerendered = wasPrerendered();
  if (prerendered) {
    await routerReady(router);
    useLoading.getState().stop("cover", "app-start");
  }
  // The prerendered markup is React's to replace at its first commit; until then it stays painted
  // and inert.
  const started = () => {
    root.inert = false;
    delete root.dataset.prerendered;
  };
  // As a transition, React renders the first screen in slices and lets the browser in between
  // (in one task, the dashboard's took a second under Lighthouse's 4x CPU, docs/decisions/119).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
        {prerendered && <OnCommit run={started} />}
      </StrictMode>,
    ),
  );
}

/** Runs `run` when React commits the screen it is part of, before the browser paints it. */
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/** An install without a network: the page that says how to create one (loaded only then). */
async function renderNotSetUp(root: HTMLElement, language: Language) {
  const [{ NotSetUpPage }] = await Promise.all([
    import("./components/errors/not-set-up-page"),
    initI18n(language),
  ]);
  createRoot(root).render(
    <Providers>
      <NotSetUpPage />
    </Providers>,
  );
  root.inert = false;
}

/** Resolves once the router has loaded the current route's lazy code. */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

void start();
