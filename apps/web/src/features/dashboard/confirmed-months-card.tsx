import { Badge, Card, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  CHART_PALETTE,
  type ConfirmedMonthState,
  type Currency,
  formatMonth,
  type TConfirmedMonth,
} from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../components/table-scroll";
import { useSettings } from "../../stores/settings";
import { useRevenueFormat } from "./revenue-format";
import { confirmedMonthsQuery } from "./revenue-queries";
import { RevenueError } from "./revenue-states";
import { SeriesChart } from "./series-chart";
import { displayMicro, tickMicro } from "./trend-points";

const CHART_HEIGHT = 220;
/** The bars are already in the shown currency: their ticks are formatted without converting. */
const IDENTITY_RATE = "1";
const ESTIMATED_COLOR = CHART_PALETTE[8];
const CONFIRMED_COLOR = CHART_PALETTE[1];
const TITLE_ID = "confirmed-months-title";

const STATUS_COLOR: Record<ConfirmedMonthState, string> = {
  confirmed: "teal",
  awaiting_confirmation: "orange",
  in_progress: "gray",
};

/** One month of the chart: heights in micro-units of the shown currency, amounts as the API wrote them. */
interface MonthPoint {
  day: string;
  estimated: number;
  /** NaN (no bar) until the month is confirmed. */
  confirmed: number;
  estimatedDisplay: string;
  confirmedDisplay: string | null;
}

/** "2027/03" for "2027-03". */
const monthLabel = (month: string) => formatMonth(`${month}-01`) || month;

export function monthPoints(months: readonly TConfirmedMonth[], currency: Currency): MonthPoint[] {
  return months.map((m) => ({
    day: monthLabel(m.month),
    estimated: Number(displayMicro(m.estimated, currency, m.rate)),
    confirmed: m.confirmed === null ? Number.NaN : Number(displayMicro(m.confirmed, currency, m.rate)),
    estimatedDisplay: m.estimated_display,
    confirmedDisplay: m.confirmed_display,
  }));
}

/** Whether any month has something to compare: an estimate or a confirmed amount. */
export function hasMonths(months: readonly TConfirmedMonth[]): boolean {
  return months.some((m) => m.estimated !== "0" || m.confirmed !== null);
}

/**
 * The signed-in account's last six months (docs/decisions/131): each month's estimated revenue, as
 * the dashboard shows it, against what was confirmed of it, with the difference and where the
 * month stands. The bars are drawn for the eye; the table carries the figures for everyone.
 */
export function ConfirmedMonthsCard() {
  const { t } = useTranslation();
  const currency = useSettings((s) => s.currency);
  const query = useQuery(confirmedMonthsQuery(currency));
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h5" id={TITLE_ID}>
        {t("revenue.confirmedMonths.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("revenue.confirmedMonths.subtitle")}
      </Text>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t("common.loading")}>
          <Skeleton height={CHART_HEIGHT} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : query.isError ? (
        <RevenueError query={query} />
      ) : hasMonths(query.data.months) ? (
        <ConfirmedMonthsFigures months={query.data.months} />
      ) : (
        <Text size="sm">{t("revenue.confirmedMonths.empty")}</Text>
      )}
    </Card>
  );
}

function ConfirmedMonthsFigures({ months }: { months: TConfirmedMonth[] }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const points = useMemo(() => monthPoints(months, format.currency), [months, format.currency]);
  const statusOf = (status: ConfirmedMonthState) =>
    status === "confirmed"
      ? t("revenue.confirmedMonths.status.confirmed")
      : status === "awaiting_confirmation"
        ? t("revenue.confirmedMonths.status.awaiting")
        : t("revenue.confirmedMonths.status.inProgress");
  // On a phone, a card per month instead of a wide table (as the dashboard's other lists).
  const mobile = useSettings((st) => st.screenClass === "mobile");
  return (
    <Stack gap="md">
      <SeriesChart
        height={CHART_HEIGHT}
        points={points}
        series={[
          { key: "estimated", label: t("revenue.confirmedMonths.estimated"), color: ESTIMATED_COLOR },
          { key: "confirmed", label: t("revenue.confirmedMonths.confirmed"), color: CONFIRMED_COLOR },
        ]}
        bars
        legend
        // The table below carries the same figures for screen readers.
        table={false}
        formatTick={(value) => format.money(tickMicro(value), IDENTITY_RATE)}
        display={(point, key) =>
          key === "estimated"
            ? point.estimatedDisplay
            : (point.confirmedDisplay ?? t("revenue.confirmedMonths.notYet"))
        }
        yAxisWidth={72}
      />
      {mobile ? (
        <ConfirmedMonthsList months={months} statusOf={statusOf} />
      ) : (
        <ConfirmedMonthsTable months={months} statusOf={statusOf} />
      )}
      <Text size="xs" c="dimmed">
        {t("revenue.confirmedMonths.note")}
      </Text>
    </Stack>
  );
}

function ConfirmedMonthsTable({
  months,
  statusOf,
}: {
  months: TConfirmedMonth[];
  statusOf(status: ConfirmedMonthState): string;
}) {
  const { t } = useTranslation();
  const missing = (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{t("revenue.confirmedMonths.notYet")}</VisuallyHidden>
    </>
  );
  return (
    <TableScroll label={t("revenue.confirmedMonths.tableLabel")} minWidth={600}>
      <Table verticalSpacing="xs" aria-labelledby={TITLE_ID}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("revenue.confirmedMonths.month")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("revenue.confirmedMonths.estimated")}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t("revenue.confirmedMonths.confirmed")}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t("revenue.confirmedMonths.difference")}
            </Table.Th>
            <Table.Th scope="col">{t("revenue.confirmedMonths.statusColumn")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Th scope="row" fw={500}>
                {monthLabel(m.month)}
              </Table.Th>
              <Table.Td ta="right">{m.estimated_display}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {m.confirmed_display ?? missing}
              </Table.Td>
              <Table.Td ta="right" c={differenceColor(m.difference)}>
                {m.difference_display === null
                  ? missing
                  : m.difference_percent === null
                    ? m.difference_display
                    : `${m.difference_display} (${m.difference_percent}%)`}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[m.status]} radius="sm">
                  {statusOf(m.status)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The same figures as the table, one card per month. */
function ConfirmedMonthsList({
  months,
  statusOf,
}: {
  months: TConfirmedMonth[];
  statusOf(status: ConfirmedMonthState): string;
}) {
  const { t } = useTranslation();
  const notYet = t("revenue.confirmedMonths.notYet");
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label={t("revenue.confirmedMonths.tableLabel")}
      style={{ listStyle: "none" }}
    >
      {months.map((m) => (
        <Card component="li" key={m.month} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text fw={600}>
              {monthLabel(m.month)}{" "}
              <Badge variant="light" color={STATUS_COLOR[m.status]} radius="sm">
                {statusOf(m.status)}
              </Badge>
            </Text>
            <Text size="sm">
              {t("revenue.confirmedMonths.estimated")}: {m.estimated_display}
            </Text>
            <Text size="sm" fw={600}>
              {t("revenue.confirmedMonths.confirmed")}: {m.confirmed_display ?? notYet}
            </Text>
            <Text size="sm" c={differenceColor(m.difference)}>
              {t("revenue.confirmedMonths.difference")}:{" "}
              {m.difference_display === null
                ? notYet
                : m.difference_percent === null
                  ? m.difference_display
                  : `${m.difference_display} (${m.difference_percent}%)`}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Red below the estimate, green above it: the sign in the text says the same. */
function differenceColor(difference: string | null): string | undefined {
  if (difference === null || difference === "0") return undefined;
  return difference.startsWith("-") ? "red.8" : "teal.8";
}
