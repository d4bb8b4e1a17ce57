import { Anchor, Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { WithdrawalStatus } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { QueryLoaded } from "../../components/query-states";
import { TableScroll } from "../../components/table-scroll";
import { TwoFactorOffer } from "../../components/two-factor-offer";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { monthLabel } from "./earnings-report-page";
import { invoicePagePath, withdrawalListQuery } from "./withdrawal-queries";
import { instantLabel, WithdrawalDialogs } from "./withdrawal-request";

export const STATUS_COLOURS: Record<WithdrawalStatus, string> = {
  pending: "yellow",
  processing: "blue",
  success: "teal",
  rejected: "red",
  "rejected.norecover": "red",
};

/** A status's translation key (a dot in a status would split the key). */
export const statusKey = (status: WithdrawalStatus) => `withdrawal.status.${status.replace(".", "_")}`;

/** `/withdrawal/list`: the account's requests with their status, newest first. */
export function WithdrawalListPage() {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const language = useSettings((s) => s.language);
  const query = useQuery(withdrawalListQuery(currency, 0));
  const navigate = useNavigate();
  const openInvoice = (id: number) => {
    invoicePagePath(id).then(
      (path) => navigate(path),
      (error: unknown) => showSnackbar("error", failureMessage(error, language)),
    );
  };
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t("withdrawal.list.title")}
      </Title>
      <QueryLoaded query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center" c="dimmed">
                {t("withdrawal.list.empty")}
              </Text>
            </Paper>
          ) : (
            <>
              <TwoFactorOffer />
              <TableScroll framed label={t("withdrawal.list.title")}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("withdrawal.list.date")}</Table.Th>
                      <Table.Th>{t("withdrawal.info.method")}</Table.Th>
                      <Table.Th ta="right">{t("withdrawal.request.total")}</Table.Th>
                      <Table.Th ta="right">{t("withdrawal.request.fee")}</Table.Th>
                      <Table.Th ta="right">{t("withdrawal.request.net")}</Table.Th>
                      <Table.Th>{t("withdrawal.list.status")}</Table.Th>
                      <Table.Th>{t("withdrawal.list.due")}</Table.Th>
                      <Table.Th>{t("withdrawal.invoice.title")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.items.map((w) => (
                      <Table.Tr key={w.id}>
                        <Table.Td>
                          {instantLabel(w.created_at, language)}
                          <Text size="xs" c="dimmed">
                            {monthLabel(w.month)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{t(`withdrawal.info.${w.method}`)}</Table.Td>
                        <Table.Td ta="right">{w.total_display}</Table.Td>
                        <Table.Td ta="right">{w.fee_display}</Table.Td>
                        <Table.Td ta="right">{w.net_display}</Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLOURS[w.status]} variant="light">
                            {t(statusKey(w.status))}
                          </Badge>
                          {w.reason && (
                            <Text size="xs" c="dimmed">
                              {w.reason}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{w.due_date.replaceAll("-", "/")}</Table.Td>
                        <Table.Td>
                          <Anchor component="button" type="button" onClick={() => openInvoice(w.id)}>
                            {t("withdrawal.invoice.open")}
                          </Anchor>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </>
          )
        }
      </QueryLoaded>
      <WithdrawalDialogs />
    </Stack>
  );
}
