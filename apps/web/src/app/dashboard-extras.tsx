import { TUTORIAL_STEPS } from "@studio/contract";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { ensureStrings } from "../lib/i18n";
import { useMe } from "../lib/session";

/*
 * What the dashboard layout shows around every signed-in page, from the boards and onboarding
 * features (docs/design.md §12: app/ composes features). Each loads with its strings once the page
 * has settled, so a dashboard's first paint and first input never wait for them.
 */
const withStrings = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), ensureStrings("engagement")]).then(([module]) => module);

const HeaderNotice = lazy(() => withStrings(() => import("../features/boards/header-notice")));
const RollingPopups = lazy(() => withStrings(() => import("../features/boards/rolling-popups")));
const FirstVisitTutorial = lazy(() =>
  withStrings(() => import("../features/onboarding/first-visit-tutorial")),
);

/** Renders its children once the browser is idle after the first paint (at most two seconds on). */
function AfterIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function DashboardHeaderNotice() {
  return (
    <AfterIdle>
      <HeaderNotice />
    </AfterIdle>
  );
}

/** The first-visit tutorial until the account finished it; then the rolling popups. */
export function DashboardOverlays() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <AfterIdle>{me.tutorial_step < TUTORIAL_STEPS ? <FirstVisitTutorial /> : <RollingPopups />}</AfterIdle>
  );
}
