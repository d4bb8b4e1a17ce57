import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMe } from "../../lib/session";
import { RequireApprovedChannel } from "../channels/require-approved-channel";
import { ChannelSummaryCard } from "./channel-summary-card";

/**
 * The dashboard home. Until the account has an approved channel it shows the approval placeholder
 * (SPEC.md §2); afterwards a summary of the channels until revenue data arrives.
 */
export function DashboardHomePage() {
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
      <RequireApprovedChannel>
        <ChannelSummaryCard />
      </RequireApprovedChannel>
    </Stack>
  );
}
