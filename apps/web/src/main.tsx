import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/cjk-fonts.css";
import type { E } from "@studio/contract";
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { wasPrerendered } from "./app/prerender-boot";
import { Providers } from "./app/providers";
import { isPublicMatch } from "./app/route-rules";
import { createRouter } from "./app/router";
import { NotSetUpPage } from "./components/errors/not-set-up-page";
import { ApiError, callApi } from "./lib/api-client";
import { reloadOnceForChunkError } from "./lib/build-check";
import { initI18n, preloadLanguage } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { meQueryOptions } from "./lib/session";
import { clearCacheOnTokenChange } from "./lib/session-cache";
import { resolveSiteDomain } from "./lib/site";
import { startLanguage } from "./lib/start-language";
import { useLoading } from "./stores/loading";
import { useSettings } from "./stores/settings";
import { storage } from "./stores/storage";

/**
 * The catalogue's code for an install without a network (E.NOT_SET_UP). Written out because reading
 * `E` would put the whole error catalogue, every message in four languages, in the entry chunk; the
 * type keeps it equal to the catalogue's.
 */
const NOT_SET_UP_CODE: typeof E.NOT_SET_UP = 8;

/**
 * Start-up (docs/spec.md §4): the site, the language, then the member, before the first route renders.
 * index.html paints the loading cover at once; while the site answers, the likely language's strings
 * and the current page's code are already on their way, and the member is asked for alongside the
 * language's strings once the site (which scopes the session) is known.
 */
async function start() {
  const settings = useSettings.getState();
  const domain = resolveSiteDomain();
  const browserLanguages = navigator.languages ?? [navigator.language];
  window.addEventListener("vite:preloadError", (event) =>
    reloadOnceForChunkError((event as Event & { payload?: unknown }).payload),
  );
  // Creating the router starts loading the matched route's lazy page.
  const router = createRouter();
  // The likely language's strings, and for a signed-in page those of the signed-in pages too.
  const likelyLanguage = startLanguage(storage.get("language"), browserLanguages, undefined);
  void preloadLanguage(likelyLanguage, "public");
  if (!isPublicMatch(router.state.matches)) void preloadLanguage(likelyLanguage, "app");
  let notSetUp = false;
  const meta = await callApi("siteMetaCall", { domain }).catch((error: unknown) => {
    notSetUp = error instanceof ApiError && error.code === NOT_SET_UP_CODE;
    return null;
  });
  settings.setSite(meta?.domain ?? domain, meta);
  if (meta) document.title = meta.name;
  const language = startLanguage(storage.get("language"), browserLanguages, meta?.languages);
  settings.setLanguage(language);
  clearCacheOnTokenChange(queryClient);
  await Promise.all([
    initI18n(language),
    notSetUp ? undefined : queryClient.prefetchQuery(meQueryOptions(settings.token)),
  ]);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing");
  // A prerendered page stays painted until the app's first render replaces it, whole: the page's
  // code is loaded first and no cover shows in between (docs/decisions.md 076).
  const prerendered = wasPrerendered();
  if (prerendered) {
    await routerReady(router);
    useLoading.getState().stop("cover", "app-start");
  }
  if (notSetUp) {
    createRoot(root).render(
      <Providers>
        <NotSetUpPage />
      </Providers>,
    );
    root.inert = false;
    return;
  }
  const app = createRoot(root);
  const render = () =>
    app.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  if (!prerendered) return render();
  flushSync(render);
  root.inert = false;
  delete root.dataset.prerendered;
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
