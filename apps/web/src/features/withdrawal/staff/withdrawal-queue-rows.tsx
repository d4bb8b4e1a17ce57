import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { microToDecimalString, OPEN_WITHDRAWAL_STATUSES, type TQueuedWithdrawal } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { PlainList } from "../../../components/plain-list";
import { TableScroll } from "../../../components/table-scroll";
import { STATUS_COLOURS, statusKey } from "../withdrawal-list-page";

/** Staff amounts are exact USD. */
export const usd = (micro: string) => `$${microToDecimalString(BigInt(micro), 2)}`;

const isOpen = (row: TQueuedWithdrawal) =>
  (OPEN_WITHDRAWAL_STATUSES as readonly string[]).includes(row.status);

export type Decision = { row: TQueuedWithdrawal; kind: "pay" | "reject" };

interface QueueRowsProps {
  rows: TQueuedWithdrawal[];
  onDecide: (decision: Decision) => void;
}

/** Pay and Reject for an open request (pending, or processing in a batch); nothing once it is decided. */
function DecisionButtons({
  row,
  onDecide,
  grow = false,
}: {
  row: TQueuedWithdrawal;
  onDecide: QueueRowsProps["onDecide"];
  grow?: boolean;
}) {
  const { t } = useTranslation();
  if (!isOpen(row)) return null;
  return (
    <Group gap="xs" wrap="nowrap" grow={grow}>
      <Button size={grow ? "sm" : "xs"} onClick={() => onDecide({ row, kind: "pay" })}>
        {t("adminWithdrawals.pay")}
      </Button>
      <Button
        size={grow ? "sm" : "xs"}
        color="red"
        variant="light"
        onClick={() => onDecide({ row, kind: "reject" })}
      >
        {t("adminWithdrawals.reject")}
      </Button>
    </Group>
  );
}

/** The status badge with its batch, and the payout reference or the reason under it. */
function StatusWithNote({ row }: { row: TQueuedWithdrawal }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={STATUS_COLOURS[row.status]} variant="light">
        {t(statusKey(row.status))}
      </Badge>
      {row.batch_id !== null && (
        <Text size="xs" c="dimmed">
          {t("adminWithdrawals.batch", { id: row.batch_id })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {row.payout_reference ?? row.reason ?? ""}
      </Text>
    </>
  );
}

/** The due date (docs/decisions/133), flagged once an open request is past it. */
function DueDate({ row }: { row: TQueuedWithdrawal }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{row.due_date.replaceAll("-", "/")}</Text>
      {row.overdue && (
        <Badge color="red" variant="filled" size="sm">
          {t("adminWithdrawals.overdue")}
        </Badge>
      )}
    </>
  );
}

/** The requests on a laptop: one row each. */
export function WithdrawalQueueTable({ rows, onDecide }: QueueRowsProps) {
  const { t } = useTranslation();
  return (
    <TableScroll framed label={t("adminWithdrawals.title")}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t("adminWithdrawals.account")}</Table.Th>
            <Table.Th>{t("withdrawal.info.method")}</Table.Th>
            <Table.Th ta="right">{t("withdrawal.request.total")}</Table.Th>
            <Table.Th ta="right">{t("withdrawal.request.fee")}</Table.Th>
            <Table.Th ta="right">{t("withdrawal.request.net")}</Table.Th>
            <Table.Th>{t("withdrawal.list.status")}</Table.Th>
            <Table.Th>{t("adminWithdrawals.due")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>
                {row.nickname}
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td>{t(`withdrawal.info.${row.method}`)}</Table.Td>
              <Table.Td ta="right">{usd(row.total)}</Table.Td>
              <Table.Td ta="right">{usd(row.fee)}</Table.Td>
              <Table.Td ta="right">{usd(row.net)}</Table.Td>
              <Table.Td>
                <StatusWithNote row={row} />
              </Table.Td>
              <Table.Td>
                <DueDate row={row} />
              </Table.Td>
              <Table.Td>
                <DecisionButtons row={row} onDecide={onDecide} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * The requests on a phone or tablet: one card each, its Pay and Reject within reach where the
 * table's last column would be off-screen (docs/decisions/114).
 */
export function WithdrawalQueueCards({ rows, onDecide }: QueueRowsProps) {
  const { t } = useTranslation();
  return (
    <PlainList label={t("adminWithdrawals.title")}>
      {rows.map((row) => (
        <Paper
          key={row.id}
          component="li"
          withBorder
          radius="lg"
          p="md"
          aria-label={`#${row.id} ${row.nickname}`}
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>
                  #{row.id} {row.nickname}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </div>
              <div>
                <StatusWithNote row={row} />
              </div>
            </Group>
            <SimpleGrid cols={3} spacing="xs">
              {(
                [
                  ["withdrawal.request.total", row.total],
                  ["withdrawal.request.fee", row.fee],
                  ["withdrawal.request.net", row.net],
                ] as const
              ).map(([key, micro]) => (
                <div key={key}>
                  <Text size="xs" c="dimmed">
                    {t(key)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {usd(micro)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Group justify="space-between" align="flex-start">
              <Text size="sm">{t(`withdrawal.info.${row.method}`)}</Text>
              <div>
                <Text size="xs" c="dimmed">
                  {t("adminWithdrawals.due")}
                </Text>
                <DueDate row={row} />
              </div>
            </Group>
            <DecisionButtons row={row} onDecide={onDecide} grow />
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
}
