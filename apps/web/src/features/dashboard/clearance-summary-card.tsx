import { Anchor, Group, Paper, RingProgress, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconShieldCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRevenueFormat } from "./revenue-format";
import { clearanceSummaryQuery } from "./revenue-queries";

/**
 * The dashboard's claim-safety card (docs/decisions/127): how many videos in reach are at risk of
 * a claim and why, with the way to them; a ring shows the share of each state. Nothing before the
 * first video is assessed.
 */
export function ClearanceSummaryCard() {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const summary = useQuery(clearanceSummaryQuery());
  const data = summary.data;
  if (!data) return null;
  const total = data.cleared + data.at_risk + data.not_covered;
  if (total === 0) return null;
  const share = (count: number) => (count / total) * 100;
  const notApproved = data.by_reason.find((r) => r.code === "channel_not_approved")?.videos ?? 0;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="clearance-summary-title">
      <Group gap="lg" wrap="nowrap" align="center">
        <RingProgress
          size={88}
          thickness={10}
          roundCaps
          aria-hidden
          sections={[
            { value: share(data.at_risk), color: "red" },
            { value: share(data.cleared), color: "teal" },
            { value: share(data.not_covered), color: "gray.4" },
          ]}
          label={
            data.at_risk > 0 ? (
              <IconAlertTriangle
                size={24}
                color="var(--mantine-color-red-7)"
                style={{ display: "block", margin: "auto" }}
              />
            ) : (
              <IconShieldCheck
                size={24}
                color="var(--mantine-color-teal-7)"
                style={{ display: "block", margin: "auto" }}
              />
            )
          }
        />
        <Stack gap={4} miw={0}>
          <Title order={2} size="h5" id="clearance-summary-title">
            {t("clearance.summary.title")}
          </Title>
          <Text fw={600} c={data.at_risk > 0 ? "red.8" : undefined}>
            {data.at_risk > 0
              ? t("clearance.summary.atRisk", { count: data.at_risk, total: format.count(data.at_risk) })
              : t("clearance.summary.none")}
          </Text>
          {data.by_reason.map((reason) => (
            <Text size="sm" key={reason.code}>
              {t("clearance.summary.reasonLine", {
                reason: t(`clearance.reason.${reason.code}.title`),
                count: format.count(reason.videos),
              })}
            </Text>
          ))}
          <Text size="sm" c="dimmed">
            {t("clearance.summary.counts", {
              cleared: format.count(data.cleared),
              notCovered: format.count(data.not_covered),
            })}
          </Text>
          <Group gap="md">
            {data.at_risk > 0 ? (
              <Anchor component={Link} to="/dashboard/report-video?clearance=at_risk" size="sm">
                {t("clearance.summary.see")}
              </Anchor>
            ) : null}
            {notApproved > 0 ? (
              <Anchor component={Link} to="/manage-channel" size="sm">
                {t("clearance.summary.channels")}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
