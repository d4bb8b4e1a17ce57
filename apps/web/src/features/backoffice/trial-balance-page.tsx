import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { TTrialBalance } from "@studio/contract";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../components/query-states";
import { RequireStaff } from "../../components/require-staff";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { TableScroll } from "../../components/table-scroll";
import { failureMessage } from "../../lib/api-action";
import { useSettings } from "../../stores/settings";
import { showSnackbar } from "../../stores/snackbar";
import { downloadTrialBalance, recentMonths, trialBalanceQuery } from "./ledger-queries";
import { useStaffFormat } from "./staff-format";
import { StaffPageTitle } from "./staff-page-parts";

/** The creator book's lines of the month, by what they came from (as the CSV lists them). */
const PAYABLE_MOVEMENTS = [
  "confirmed",
  "referral_points",
  "manual_entries",
  "withdrawals_requested",
  "returned",
] as const;

/**
 * `/admin/trial-balance`: the network's ledger over a month (docs/decisions/134): the payable to
 * creators from opening to closing, what moved it, each of the network's books, and the check that
 * the books sum to zero; the same table as CSV.
 */
export function AdminTrialBalancePage() {
  return (
    <RequireStaff>
      <TrialBalance />
    </RequireStaff>
  );
}

function TrialBalance() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const months = recentMonths(new Date(), 36);
  const [month, setMonth] = useState(months[0] ?? "");
  const [exportError, setExportError] = useState<string | null>(null);
  const query = useQuery(trialBalanceQuery(month));
  const download = () => {
    setExportError(null);
    downloadTrialBalance(month).then(
      () => showSnackbar("success", t("backoffice.trial.exported")),
      (error: unknown) => setExportError(failureMessage(error, language)),
    );
  };
  return (
    <Stack gap="lg" maw={1100}>
      <StaffPageTitle title={t("backoffice.trial.title")} subtitle={t("backoffice.trial.subtitle")} />
      <Group align="flex-end">
        <Select
          label={t("backoffice.trial.month")}
          data={months.map((m) => ({ value: m, label: m.replace("-", "/") }))}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={200}
        />
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t("backoffice.trial.export")}
        </Button>
      </Group>
      <ServerErrorAlert message={exportError} />
      <QueryLoaded query={query}>{(balance) => <TrialBalanceFigures balance={balance} />}</QueryLoaded>
    </Stack>
  );
}

function TrialBalanceFigures({ balance }: { balance: TTrialBalance }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const { figures } = balance;
  const summary = [
    ["opening_payable", figures.opening_payable],
    ["closing_payable", figures.closing_payable],
    ["in_transit", figures.in_transit],
    ["books_total", figures.books_total],
  ] as const;
  const sum = (pick: (book: TTrialBalance["books"][number]) => string) =>
    balance.books.reduce((total, book) => total + BigInt(pick(book)), 0n).toString();
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="trial-summary">
        {summary.map(([key, value]) => (
          <Paper key={key} withBorder radius="lg" p="md">
            <Text size="xs" c="dimmed">
              {t(`backoffice.trial.figures.${key}`)}
            </Text>
            <Text fw={700}>{format.usd(value)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Alert color={balance.balanced ? "green" : "red"} role="status">
        {t(balance.balanced ? "backoffice.trial.balanced" : "backoffice.trial.unbalanced")}
      </Alert>
      <TableScroll framed label={t("backoffice.trial.title")} minWidth={720}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("backoffice.trial.columns.line")}</Table.Th>
              <Table.Th ta="right">{t("backoffice.trial.columns.opening")}</Table.Th>
              <Table.Th ta="right">{t("backoffice.trial.columns.movement")}</Table.Th>
              <Table.Th ta="right">{t("backoffice.trial.columns.closing")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {balance.books.map((book) => (
              <BookRows key={book.book} book={book} figures={figures} />
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t("backoffice.trial.total")}</Table.Td>
              <Table.Td ta="right">{format.usd(sum((b) => b.opening))}</Table.Td>
              <Table.Td ta="right">{format.usd(sum((b) => b.movement))}</Table.Td>
              <Table.Td ta="right">{format.usd(sum((b) => b.closing))}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}

/** A book's row; the creator book's is followed by its month's lines by what they came from. */
function BookRows({
  book,
  figures,
}: {
  book: TTrialBalance["books"][number];
  figures: TTrialBalance["figures"];
}) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Text size="sm" fw={500}>
            {t(`backoffice.trial.books.${book.book}`)}
          </Text>
        </Table.Td>
        <Table.Td ta="right">{format.usd(book.opening)}</Table.Td>
        <Table.Td ta="right">{format.usd(book.movement)}</Table.Td>
        <Table.Td ta="right">{format.usd(book.closing)}</Table.Td>
      </Table.Tr>
      {book.book === "creator" &&
        PAYABLE_MOVEMENTS.map((movement) => (
          <Table.Tr key={movement}>
            <Table.Td pl="xl">
              <Text size="sm" c="dimmed">
                {t(`backoffice.trial.figures.${movement}`)}
              </Text>
            </Table.Td>
            <Table.Td />
            <Table.Td ta="right">
              <Text size="sm" c="dimmed">
                {format.usd(figures[movement])}
              </Text>
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        ))}
    </>
  );
}
