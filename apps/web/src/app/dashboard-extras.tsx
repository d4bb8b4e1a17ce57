import { TUTORIAL_STEPS } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { popupsQuery } from "../features/boards/announcement-queries";
import HeaderNotice from "../features/boards/header-notice";
import { hiddenToday } from "../lib/popup-day";
import { useMe } from "../lib/session";
import { storage } from "../stores/storage";

/*
 * What the dashboard layout shows around every signed-in page, from the boards and onboarding
 * features (docs/design.md §12: app/ composes features); their strings are in the app part every
 * signed-in page has. Each loads once the page has settled, so a dashboard's first paint and first input never wait for them.
 */
const RollingPopups = lazy(() => import("../features/boards/rolling-popups"));
const FirstVisitTutorial = lazy(() => import("../features/onboarding/first-visit-tutorial"));

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

/** The popups' code and strings load only when there are popups to show today. */
function PopupsIfAny() {
  const [hidden] = useState(() => hiddenToday(storage.get("rollingTodayNotShow"), new Date()));
  const { data } = useQuery({ ...popupsQuery(), enabled: !hidden });
  if (hidden || !data?.items.length) return null;
  return <RollingPopups />;
}

/** The first-visit tutorial until the account finished it; then the rolling popups. */
export function DashboardOverlays() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <AfterIdle>{me.tutorial_step < TUTORIAL_STEPS ? <FirstVisitTutorial /> : <PopupsIfAny />}</AfterIdle>
  );
}
