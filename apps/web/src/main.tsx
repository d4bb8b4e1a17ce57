import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { E, siteMetaCall } from "@studio/contract";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createRouter } from "./app/router";
import { NotSetUpPage } from "./components/errors/not-set-up-page";
import { ApiError, callApi } from "./lib/api-client";
import { reloadOnceForChunkError } from "./lib/build-check";
import { initI18n } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { meQueryOptions } from "./lib/session";
import { clearCacheOnTokenChange } from "./lib/session-cache";
import { resolveSiteDomain } from "./lib/site";
import { startLanguage } from "./lib/start-language";
import { useSettings } from "./stores/settings";
import { storage } from "./stores/storage";

/** Start-up (docs/spec.md §4): the site, the language, then the member, before the first route renders. */
async function start() {
  const settings = useSettings.getState();
  const domain = resolveSiteDomain();
  let notSetUp = false;
  const meta = await callApi(siteMetaCall, { domain }).catch((error: unknown) => {
    notSetUp = error instanceof ApiError && error.code === E.NOT_SET_UP;
    return null;
  });
  settings.setSite(meta?.domain ?? domain, meta);
  if (meta) document.title = meta.name;
  const language = startLanguage(
    storage.get("language"),
    navigator.languages ?? [navigator.language],
    meta?.languages,
  );
  settings.setLanguage(language);
  await initI18n(language);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing");
  if (notSetUp) {
    createRoot(root).render(
      <Providers>
        <NotSetUpPage />
      </Providers>,
    );
    return;
  }
  clearCacheOnTokenChange(queryClient);
  await queryClient.prefetchQuery(meQueryOptions(settings.token));

  window.addEventListener("vite:preloadError", (event) =>
    reloadOnceForChunkError((event as Event & { payload?: unknown }).payload),
  );
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
