import { LANGUAGES, LOCALE_PREFIX, RESIZE_DEBOUNCE_MS } from "@studio/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { GlobalSpinners } from "../components/spinners";
import { reloadIfNewBuild, startBuildCheck } from "../lib/build-check";
import { takeAfterSignOut, useMe } from "../lib/session";
import { useLoading } from "../stores/loading";
import { useSettings } from "../stores/settings";
import { dismissSnackbarsLeftBehind } from "../stores/snackbar";
import { sessionFlags } from "../stores/storage";
import { initialDialogStrip, type RouteHandle, redirectFor } from "./route-rules";
import { documentTitle, routeTitleKey } from "./route-titles";

function useScreenClass() {
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      // Re-evaluated 50 ms after the last resize (docs/spec.md §9).
      timer = window.setTimeout(
        () => useSettings.getState().setScreenWidth(window.innerWidth),
        RESIZE_DEBOUNCE_MS,
      );
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      window.clearTimeout(timer);
    };
  }, []);
}

/** Each screen names itself in the browser tab, in the person's language (docs/decisions/102). */
function useDocumentTitle() {
  const { pathname } = useLocation();
  // Renders again when a page's own strings arrive (the reading part names the guides' titles).
  const { t } = useTranslation(undefined, { bindI18nStore: "added" });
  const siteName = useSettings((s) => s.metaSite?.name) ?? "Studio";
  useEffect(() => {
    const key = routeTitleKey(pathname);
    // A key no string has (a guide path no guide has) is titled as the 404.
    document.title = documentTitle(
      key ? t(key, { defaultValue: t("errors.pageNotFoundTitle") }) : null,
      siteName,
    );
  }, [pathname, t, siteName]);
}

/** An error snackbar stays on the page that raised it (docs/decisions/098). */
function useSnackbarsPerPage() {
  const { pathname } = useLocation();
  useEffect(() => dismissSnackbarsLeftBehind(pathname), [pathname]);
}

function useBuildCheck() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => startBuildCheck(__BUILD_ID__), []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reloadIfNewBuild(`${location.pathname}${location.search}`);
  }, [location]);
}

/**
 * The canonical and alternate-language addresses of the public pages (locale-prefixed routes), as
 * full addresses: the app keeps them in step with the page shown, in place of those a prerendered
 * page's head came with (docs/decisions/124).
 */
function AlternateLinks({ path }: { path: string }) {
  const site = useSettings((s) => s.metaSite);
  const languages = LANGUAGES.filter((l) => !site || site.languages.includes(l));
  const bare = path.replace(LOCALE_PREFIX, "") || "/";
  const origin = window.location.origin;
  useEffect(() => {
    for (const element of document.head.querySelectorAll("[data-prerendered-head]")) element.remove();
  }, []);
  return (
    <>
      <link rel="canonical" href={`${origin}${path}`} />
      {languages.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${origin}/${l}${bare === "/" ? "" : bare}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${bare}`} />
    </>
  );
}

let initialStripDecision: boolean | undefined;

/**
 * Whether to strip the dialog keys of the initial document location now: decided once (renders may
 * repeat, e.g. under StrictMode) and at most once per browser session.
 */
function takeInitialStrip(): boolean {
  initialStripDecision ??= sessionFlags.take("dialogKeysCleared");
  return initialStripDecision;
}

/** Applies the route rules of docs/spec.md §2 before any page renders. */
export function AppRoot() {
  const location = useLocation();
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  const { data: me, isPending } = useMe();
  // A manager's members, page 0, load with the member (docs/spec.md §4).
  const embedded = matches.some((m) => String(m.id).startsWith("embedded-"));
  useScreenClass();
  useSnackbarsPerPage();
  useDocumentTitle();
  useBuildCheck();
  useEffect(() => {
    if (!isPending) useLoading.getState().stop("cover", "app-start");
  }, [isPending]);

  if (isPending) return <GlobalSpinners hideCover={embedded} />;
  const stripTo = initialDialogStrip(location);
  if (stripTo !== null && takeInitialStrip()) return <Navigate to={stripTo} replace />;
  const signedOutTo = me ? null : takeAfterSignOut();
  if (signedOutTo && signedOutTo !== location.pathname) return <Navigate to={signedOutTo} replace />;
  const target = redirectFor(handle, me ?? null, location);
  if (target && target !== `${location.pathname}${location.search}`) return <Navigate to={target} replace />;
  return (
    <>
      {handle.public && <AlternateLinks path={location.pathname} />}
      <GlobalSpinners hideCover={embedded} />
      <Outlet />
    </>
  );
}
