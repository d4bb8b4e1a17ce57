import { Select, Stack, Table, Text, Title } from "@mantine/core";
import { microToDecimalString } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../../components/query-states";
import { TableScroll } from "../../../components/table-scroll";
import { pastMonths, reconciliationQuery } from "../earnings-queries";

const usd = (micro: string) => `$${microToDecimalString(BigInt(micro), 6)}`;

/** Staff: a confirmed month's channels, estimate against confirmed, with the fee rate used. */
export function ReconciliationSection() {
  const { t } = useTranslation();
  const months = pastMonths(new Date(), 24);
  const [month, setMonth] = useState(months[0] ?? "");
  const query = useQuery(reconciliationQuery(month));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t("confirmedImport.reconciliation")}
      </Title>
      <Select
        label={t("confirmedImport.columns.month")}
        data={months.map((m) => ({ value: m, label: m.replace("-", "/") }))}
        value={month}
        onChange={(value) => value && setMonth(value)}
        allowDeselect={false}
        w={200}
      />
      <QueryLoaded query={query}>
        {(answer) =>
          answer.channels.length === 0 ? (
            <Text c="dimmed">{t("confirmedImport.nothingConfirmed")}</Text>
          ) : (
            <TableScroll framed label={t("confirmedImport.reconciliation")}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("confirmedImport.columns.channel")}</Table.Th>
                    <Table.Th ta="right">{t("confirmedImport.columns.estimated")}</Table.Th>
                    <Table.Th ta="right">{t("confirmedImport.columns.confirmed")}</Table.Th>
                    <Table.Th ta="right">{t("confirmedImport.columns.difference")}</Table.Th>
                    <Table.Th ta="right">{t("withdrawal.report.feeRate")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.channels.map((c) => (
                    <Table.Tr key={c.channel_id}>
                      <Table.Td>{c.title || c.platform_channel_id}</Table.Td>
                      <Table.Td ta="right">{usd(c.estimated)}</Table.Td>
                      <Table.Td ta="right">{usd(c.confirmed)}</Table.Td>
                      <Table.Td ta="right">{usd(c.difference)}</Table.Td>
                      <Table.Td ta="right">{c.fee_rate === null ? "-" : `${c.fee_rate}%`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )
        }
      </QueryLoaded>
    </Stack>
  );
}
