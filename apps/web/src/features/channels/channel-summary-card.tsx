import { Button, Card, Group, Text, ThemeIcon, Title } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { channelListQuery } from "./channel-queries";

/** "Your channels": how many are approved, and where to manage them. */
export function ChannelSummaryCard() {
  const { t } = useTranslation();
  const { data } = useQuery(channelListQuery());
  if (!data) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="channel-summary-title">
      <Group justify="space-between" align="flex-start">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" size={44} radius="md">
            <IconVideo size={24} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" id="channel-summary-title">
              {t("dashboard.summaryTitle")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("dashboard.summaryCounts", { approved: data.approved_count, total: data.total })}
            </Text>
          </div>
        </Group>
        <Button component={Link} to="/manage-channel" variant="light">
          {t("dashboard.manageChannels")}
        </Button>
      </Group>
    </Card>
  );
}
