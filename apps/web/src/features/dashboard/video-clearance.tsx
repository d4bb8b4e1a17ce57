import { Stack, Text, Title } from "@mantine/core";
import type { TClearance } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { ClearanceBadge } from "../../components/clearance/clearance-badge";
import { ClearanceReasons, useReasonText } from "../../components/clearance/clearance-reasons";
import { useRevenueFormat } from "./revenue-format";

/** A video's claim safety in a list: its badge and its most pressing reason (docs/decisions/127). */
export function VideoClearance({ clearance }: { clearance: TClearance | null }) {
  const reasonText = useReasonText();
  if (!clearance) return <Text size="sm">—</Text>;
  const first = clearance.reasons[0];
  return (
    <Stack gap={2} align="flex-start">
      <ClearanceBadge state={clearance.state} />
      {first && clearance.state === "at_risk" ? (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {reasonText(first).title}
          {clearance.reasons.length > 1 ? ` +${clearance.reasons.length - 1}` : ""}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The detail dialog's claim-safety section: the state, since when, every reason and what to do. */
export function VideoClearanceSection({ clearance }: { clearance: TClearance | null }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  if (!clearance) return null;
  return (
    <section aria-labelledby="video-clearance-title">
      <Title order={3} size="h6" mb={6} id="video-clearance-title">
        {t("clearance.column")}
      </Title>
      <Stack gap="xs">
        <Stack gap={2} align="flex-start">
          <ClearanceBadge state={clearance.state} size="md" />
          <Text size="sm" c="dimmed">
            {t(`clearance.stateHelp.${clearance.state}`)}{" "}
            {t("clearance.since", { date: format.date(clearance.since.slice(0, 10)) })}
          </Text>
        </Stack>
        <ClearanceReasons reasons={clearance.reasons} />
      </Stack>
    </section>
  );
}
