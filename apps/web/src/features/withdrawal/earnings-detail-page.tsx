import { Anchor, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { LEDGER_MONTH, PROFIT_TYPES, type ProfitType, type TEarningsPart } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "../../components/errors/not-found-page";
import { QueryLoaded } from "../../components/query-states";
import { TableScroll } from "../../components/table-scroll";
import { useSettings } from "../../stores/settings";
import { earningsDetailQuery, profitTypeKey } from "./earnings-queries";
import { monthLabel } from "./earnings-report-page";

const isProfitType = (value: string | undefined): value is ProfitType =>
  (PROFIT_TYPES as readonly string[]).includes(value ?? "");

/**
 * `/withdrawal/{type}/{date}`: what one earnings report line is made of (docs/spec.md §2). For
 * music_profit, each channel with its estimate, the confirmed revenue, the fee rate used and the
 * share credited; for the other types, each row with its reason.
 */
export function EarningsDetailPage() {
  const { type, date } = useParams();
  if (!isProfitType(type) || !date || !LEDGER_MONTH.test(date)) return <NotFoundPage />;
  return <EarningsDetail type={type} month={date} />;
}

function EarningsDetail({ type, month }: { type: ProfitType; month: string }) {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const query = useQuery(earningsDetailQuery(type, month, currency));
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to="/withdrawal/report" size="sm">
        {t("withdrawal.report.back")}
      </Anchor>
      <Title order={1} size="h2">
        {t("withdrawal.report.detailTitle", { type: t(profitTypeKey(type)), month: monthLabel(month) })}
      </Title>
      <QueryLoaded query={query}>
        {(detail) =>
          detail.parts.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center" c="dimmed">
                {t("withdrawal.report.emptyDetail")}
              </Text>
            </Paper>
          ) : (
            <TableScroll
              framed
              label={t("withdrawal.report.detailTitle", {
                type: t(profitTypeKey(type)),
                month: monthLabel(month),
              })}
            >
              <PartsTable type={type} parts={detail.parts} total={detail.total_display} />
            </TableScroll>
          )
        }
      </QueryLoaded>
    </Stack>
  );
}

function PartsTable({ type, parts, total }: { type: ProfitType; parts: TEarningsPart[]; total: string }) {
  const { t } = useTranslation();
  const byChannel = type === "music_profit";
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          {byChannel ? (
            <>
              <Table.Th>{t("withdrawal.report.channel")}</Table.Th>
              <Table.Th ta="right">{t("withdrawal.report.estimated")}</Table.Th>
              <Table.Th ta="right">{t("withdrawal.report.confirmed")}</Table.Th>
              <Table.Th ta="right">{t("withdrawal.report.feeRate")}</Table.Th>
            </>
          ) : (
            <>
              <Table.Th>{t("withdrawal.report.date")}</Table.Th>
              <Table.Th>{t("withdrawal.report.reason")}</Table.Th>
            </>
          )}
          <Table.Th ta="right">{t("withdrawal.report.amount")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {parts.map((part) => (
          <Table.Tr key={part.key}>
            {byChannel ? (
              <>
                <Table.Td>{part.channel_title ?? t("withdrawal.report.deletedChannel")}</Table.Td>
                <Table.Td ta="right">{part.estimated_display ?? "-"}</Table.Td>
                <Table.Td ta="right">{part.confirmed_display ?? "-"}</Table.Td>
                <Table.Td ta="right">{part.fee_rate === null ? "-" : `${part.fee_rate}%`}</Table.Td>
              </>
            ) : (
              <>
                <Table.Td>{part.created_at.slice(0, 10).replaceAll("-", "/")}</Table.Td>
                <Table.Td>{part.reason ?? ""}</Table.Td>
              </>
            )}
            <Table.Td ta="right">{part.amount_display}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={byChannel ? 4 : 2}>{t("withdrawal.report.total")}</Table.Th>
          <Table.Th ta="right">{total}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
