import { Loader, LoadingOverlay } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoading } from "../stores/loading";

const HIDE_DELAY_MS = 200;

/** True while any key is active, and for a short moment after, so quick work does not flicker. */
function useDelayedActive(active: boolean): boolean {
  const [shown, setShown] = useState(active);
  useEffect(() => {
    if (active) {
      setShown(true);
      return;
    }
    const timer = window.setTimeout(() => setShown(false), HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  return shown;
}

/** The cover spinner hides the page; the dim spinner greys it while work runs. */
export function GlobalSpinners({ hideCover = false }: { hideCover?: boolean }) {
  const { t } = useTranslation();
  const cover = useDelayedActive(useLoading((s) => s.cover.size > 0) && !hideCover);
  const dim = useDelayedActive(useLoading((s) => s.dim.size > 0));
  return (
    <>
      <LoadingOverlay
        visible={cover}
        zIndex={3000}
        pos="fixed"
        overlayProps={{ backgroundOpacity: 1, color: "var(--mantine-color-body)" }}
        loaderProps={{ children: <Loader role="status" aria-label={t("common.loading")} /> }}
      />
      <LoadingOverlay
        visible={dim && !cover}
        zIndex={2900}
        pos="fixed"
        overlayProps={{ backgroundOpacity: 0.35, blur: 1 }}
        loaderProps={{ children: <Loader role="status" aria-label={t("common.loading")} /> }}
      />
    </>
  );
}
