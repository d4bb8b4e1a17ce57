import { Skeleton, Stack } from "@mantine/core";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { dialogId, useDialogParams } from "../../lib/dialog-param";
import { DashboardFilterBar } from "./dashboard-filter-bar";
import { DashboardSectionNav } from "./dashboard-section-nav";
import { RevenueEmpty, RevenueError } from "./revenue-states";
import { type DashboardScope, useDashboardScope } from "./use-dashboard-scope";
import type { RevenueScope } from "./video-list-params";

/** The figures' place while the page's meta loads (and in the dashboard's prerendered frame). */
export function RevenueSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label={t("common.loading")}>
      <Skeleton height={110} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

const loadVideoDetailModal = () => import("./video-detail-modal");
const VideoDetailModal = lazy(() => loadVideoDetailModal().then((m) => ({ default: m.VideoDetailModal })));

/**
 * The video detail dialog's code (Mantine's Modal, its focus trap and scroll area) loads when a video
 * is opened, not with the page: the page starts with less to run (docs/decisions/119).
 */
function VideoDetailDialog({ scope }: { scope: RevenueScope }) {
  const open = dialogId(useDialogParams().get("videoDetail")) !== null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <VideoDetailModal scope={scope} />
    </Suspense>
  );
}

function ScopedContent({
  children,
  footer,
}: {
  children: (scope: RevenueScope, dashboard: DashboardScope) => ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const dashboard = useDashboardScope();
  const { meta, scope } = dashboard;
  if (meta.isPending) return <RevenueSkeleton />;
  // The footer comes with the content, not under its skeleton: there it would be pushed down the
  // screen when the figures arrive (a layout shift of 0.16 in Lighthouse mobile).
  if (meta.isError)
    return (
      <>
        <RevenueError query={meta} />
        {footer}
      </>
    );
  if (!scope)
    return (
      <>
        <RevenueEmpty title={t("revenue.states.noData")} text={t("revenue.states.noDataText")} />
        {footer}
      </>
    );
  return (
    <>
      <DashboardFilterBar dashboard={dashboard} />
      {children(scope, dashboard)}
      <VideoDetailDialog scope={scope} />
      {footer}
    </>
  );
}

/**
 * The approved-channel gate (docs/design.md §5): it shows `children` once the account has an
 * approved channel. It belongs to the channels feature, so app/ passes it in (docs/design.md §12).
 */
export type ApprovedChannelGate = ComponentType<{ children: ReactNode }>;

/**
 * What every dashboard page shares under its heading: the approved-channel gate, the section
 * links, the member and period filters, the state of the meta, and the video detail dialog.
 */
export function RevenuePageFrame({
  gate: Gate,
  children,
  footer,
}: {
  gate: ApprovedChannelGate;
  children: (scope: RevenueScope, dashboard: DashboardScope) => ReactNode;
  /** Shown under the figures once a channel is approved, even while there is no data yet. */
  footer?: ReactNode;
}) {
  return (
    <Gate>
      <Stack gap="md">
        <DashboardSectionNav />
        <ScopedContent footer={footer}>{children}</ScopedContent>
      </Stack>
    </Gate>
  );
}
