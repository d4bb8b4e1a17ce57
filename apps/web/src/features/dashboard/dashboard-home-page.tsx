import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../lib/session";
import { ClearanceSummaryCard } from "./clearance-summary-card";
import { ConfirmedMonthsCard } from "./confirmed-months-card";
import { LatestVideos } from "./latest-videos";
import { PeriodFigures } from "./period-figures";
import { type ApprovedChannelGate, RevenuePageFrame } from "./revenue-page-frame";

/**
 * The dashboard home. Until the account has an approved channel it shows the approval placeholder
 * (docs/spec.md §2); afterwards the revenue of the chosen period and member: totals, trends, why it
 * changed, the month's forecast, the newest videos (each opens its details), the last six months'
 * estimated against confirmed revenue, and the channels.
 */
export function DashboardHomePage({
  gate,
  channelSummary,
}: {
  gate: ApprovedChannelGate;
  /** The channels feature's "your channels" card, passed in by app/. */
  channelSummary: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("dashboard.welcome", { name: me?.info.name ?? "" })}
        </Title>
        <Text c="dimmed">{t("dashboard.subtitle")}</Text>
      </div>
      <ClearanceSummaryCard />
      <RevenuePageFrame gate={gate} footer={channelSummary}>
        {(scope) => (
          <Stack gap="xl">
            <PeriodFigures scope={scope} />
            <LatestVideos scope={scope} />
            <ConfirmedMonthsCard />
          </Stack>
        )}
      </RevenuePageFrame>
    </Stack>
  );
}
