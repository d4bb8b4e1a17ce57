import { Alert, Loader, Paper, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { feeRateField, feeRateMonthField } from "@studio/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { useTeamFormat } from "./team-format";
import { feeRatePreviewQuery } from "./team-queries";

/** How long the rate and month must rest before the preview is asked again. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** The proposed rate and month when both are valid by the contract's rules, else null. */
export function previewInput(member: number, feeRate: unknown, month: unknown) {
  const rate = feeRateField.safeParse(feeRate);
  const start = feeRateMonthField.safeParse(month);
  if (!rate.success || !start.success || String(feeRate).trim() === "") return null;
  return { target: member, fee_rate: rate.data, month: start.data };
}

/**
 * What the member would net, and the manager keep, in the chosen month under the proposed rate,
 * beside the rate in force: asked of the server (member/mcn/fee_rate.preview) once the rate and
 * month have rested, so typing does not send a call per key.
 */
export function FeeRatePreview({
  member,
  feeRate,
  month,
}: {
  member: number;
  feeRate: unknown;
  month: unknown;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const format = useTeamFormat();
  // Debounced as text: a new object per render would restart the wait on every render.
  const proposed = previewInput(member, feeRate, month);
  const [key] = useDebouncedValue(proposed ? JSON.stringify(proposed) : "", PREVIEW_DEBOUNCE_MS);
  const input = key ? (JSON.parse(key) as NonNullable<typeof proposed>) : null;
  const currency = useSettings((s) => s.currency);
  const preview = useQuery({
    ...feeRatePreviewQuery(input ?? { target: member, fee_rate: 0, month: "" }, currency),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby="fee-rate-preview-title"
      aria-live="polite"
    >
      <Title order={3} size="h5" id="fee-rate-preview-title" mb="xs">
        {t("team.fee.preview.title")}
      </Title>
      {input === null ? (
        <Text size="sm" c="dimmed">
          {t("team.fee.preview.enterRate")}
        </Text>
      ) : preview.isPending ? (
        <Loader size="sm" role="status" aria-label={t("common.loading")} />
      ) : preview.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(preview.error, language)}
        </Alert>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {t("team.fee.preview.revenue", {
              month: format.month(preview.data.month),
              amount: preview.data.revenue_display,
            })}
          </Text>
          <Table aria-label={t("team.fee.preview.title")} data-testid="fee-rate-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th ta="right">{t("team.fee.preview.current")}</Table.Th>
                <Table.Th ta="right">{t("team.fee.preview.proposed")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t("team.fee.preview.rate")}</Table.Th>
                <Table.Td ta="right">{format.rate(preview.data.current.fee_rate)}</Table.Td>
                <Table.Td ta="right">{format.rate(preview.data.proposed.fee_rate)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t("team.fee.preview.memberNet")}</Table.Th>
                <Table.Td ta="right">{preview.data.current.member_net_display}</Table.Td>
                <Table.Td ta="right">{preview.data.proposed.member_net_display}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t("team.fee.preview.managerFee")}</Table.Th>
                <Table.Td ta="right">{preview.data.current.manager_fee_display}</Table.Td>
                <Table.Td ta="right">{preview.data.proposed.manager_fee_display}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </>
      )}
    </Paper>
  );
}
