import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TEarningsLine } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryLoaded } from "../../components/query-states";
import { TableScroll } from "../../components/table-scroll";
import { useSettings } from "../../stores/settings";
import { earningsReportQuery, profitTypeKey } from "./earnings-queries";

/** `YYYY-MM` as the spec writes months (yyyy/MM, docs/spec.md §9). */
export const monthLabel = (month: string): string => month.replace("-", "/");

/**
 * `/withdrawal/report`: the earnings report (docs/spec.md §2, §3): every ledger row summed by month
 * and profit type, newest month first, each line leading to what it is made of.
 */
export function EarningsReportPage() {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const query = useQuery(earningsReportQuery(currency));
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} size="h2">
        {t("withdrawal.report.title")}
      </Title>
      <QueryLoaded query={query}>
        {(report) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Paper withBorder radius="lg" p="lg">
                <Text size="sm" c="dimmed">
                  {t("withdrawal.report.balance")}
                </Text>
                <Text fw={700} fz="xl" data-testid="earnings-balance">
                  {report.balance_display}
                </Text>
              </Paper>
              <Paper withBorder radius="lg" p="lg">
                <Text size="sm" c="dimmed">
                  {t("withdrawal.report.available")}
                </Text>
                <Text fw={700} fz="xl" data-testid="earnings-available">
                  {report.available_display}
                </Text>
              </Paper>
            </SimpleGrid>
            {report.lines.length === 0 ? (
              <Paper withBorder radius="lg" p="xl">
                <Text ta="center" c="dimmed">
                  {t("withdrawal.report.empty")}
                </Text>
              </Paper>
            ) : (
              <EarningsTable lines={report.lines} />
            )}
          </>
        )}
      </QueryLoaded>
    </Stack>
  );
}

function EarningsTable({ lines }: { lines: TEarningsLine[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll framed label={t("withdrawal.report.title")}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("withdrawal.report.month")}</Table.Th>
            <Table.Th>{t("withdrawal.report.type")}</Table.Th>
            <Table.Th ta="right">{t("withdrawal.report.amount")}</Table.Th>
            <Table.Th>{t("withdrawal.report.availableFrom")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.month}-${line.type}`}>
              <Table.Td>{monthLabel(line.month)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/withdrawal/${line.type}/${line.month}`}>
                  {t(profitTypeKey(line.type))}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">
                <Group justify="flex-end" gap={4}>
                  <Text span c={line.amount.startsWith("-") ? "red" : undefined}>
                    {line.amount_display}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{line.available_from.slice(0, 10).replaceAll("-", "/")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
