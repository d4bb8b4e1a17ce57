import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { exchangeRateField, lastOfMonth } from "@studio/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryLoaded } from "../../components/query-states";
import { RequireStaff } from "../../components/require-staff";
import { ServerErrorAlert } from "../../components/server-error-alert";
import { TableScroll } from "../../components/table-scroll";
import { useFailureMessage } from "../../lib/api-action";
import { useMe } from "../../lib/session";
import { showSnackbar } from "../../stores/snackbar";
import { ratesQuery, useStaffWrite } from "./backoffice-queries";
import { RateChart } from "./rate-chart";
import { useStaffFormat } from "./staff-format";
import { StaffPageTitle } from "./staff-page-parts";

const MONTHS_BACK = 24;

/** This month and the ones before it, newest first: `YYYY-MM`. */
function recentMonths(now: Date): string[] {
  return Array.from({ length: MONTHS_BACK }, (_, back) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * `/admin/rates`: the daily USD->CNY rates of a month with its gaps marked; administrators set or
 * correct a day. A rate changes what CNY screens show, never a confirmed or withdrawn amount,
 * which are USD (docs/decisions/125).
 */
export function AdminRatesPage() {
  return (
    <RequireStaff>
      <Rates />
    </RequireStaff>
  );
}

function Rates() {
  const { t } = useTranslation();
  const months = recentMonths(new Date());
  const [month, setMonth] = useState(months[0] ?? "");
  const from = `${month}-01`;
  const query = useQuery(ratesQuery(from, lastOfMonth(from)));
  return (
    <Stack gap="lg" maw={900}>
      <StaffPageTitle title={t("backoffice.rates.title")} subtitle={t("backoffice.rates.subtitle")} />
      <Select
        label={t("backoffice.rates.month")}
        data={months.map((m) => ({ value: m, label: m.replace("-", "/") }))}
        value={month}
        onChange={(value) => value && setMonth(value)}
        allowDeselect={false}
        w={200}
      />
      <QueryLoaded query={query}>{(data) => <MonthRates days={data.days} />}</QueryLoaded>
    </Stack>
  );
}

function MonthRates({ days }: { days: { day: string; rate: string | null }[] }) {
  const { t } = useTranslation();
  const gaps = days.filter((d) => d.rate === null).length;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {gaps > 0 ? (
          <Badge color="orange" variant="light" size="lg">
            {t("backoffice.rates.gaps", { count: gaps })}
          </Badge>
        ) : (
          <Badge color="green" variant="light" size="lg">
            {t("backoffice.rates.noGaps")}
          </Badge>
        )}
      </Group>
      <Paper withBorder radius="lg" p="md">
        <RateChart days={days} />
      </Paper>
      <TableScroll framed label={t("backoffice.rates.title")}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("backoffice.rates.day")}</Table.Th>
              <Table.Th>{t("backoffice.rates.rate")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <RateRow key={day.day} day={day.day} rate={day.rate} />
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}

function RateRow({ day, rate }: { day: string; rate: string | null }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const { data: me } = useMe();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(rate ?? "");
  const save = useStaffWrite("adminRateSetCall");
  const failed = useFailureMessage(save.error);
  const valid = exchangeRateField.safeParse(value).success;
  const submit = () =>
    save.mutate(
      { day, rate: value.trim() },
      {
        onSuccess: (saved) => {
          setEditing(false);
          showSnackbar("success", t("backoffice.rates.saved", { day: format.day(day), rate: saved.rate }));
        },
      },
    );
  return (
    <Table.Tr bg={rate === null ? "var(--mantine-color-orange-light)" : undefined}>
      <Table.Td>{format.day(day)}</Table.Td>
      <Table.Td>
        {editing ? (
          <Group gap="xs" align="flex-start">
            <TextInput
              aria-label={t("backoffice.rates.rateOf", { day: format.day(day) })}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={value && !valid ? t("backoffice.rates.invalid") : undefined}
              inputMode="decimal"
              w={140}
              autoFocus
            />
            <Button size="sm" onClick={submit} disabled={!valid} loading={save.isPending}>
              {t("backoffice.save")}
            </Button>
            <Button size="sm" variant="default" onClick={() => setEditing(false)}>
              {t("common.cancel")}
            </Button>
            <ServerErrorAlert message={failed} />
          </Group>
        ) : (
          <Group gap="sm">
            {rate === null ? (
              <Text size="sm" c="orange" fw={600}>
                {t("backoffice.rates.gap")}
              </Text>
            ) : (
              <Text size="sm" ff="monospace">
                {rate}
              </Text>
            )}
            {me?.staff_role === "admin" && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setEditing(true)}
                aria-label={t(rate === null ? "backoffice.rates.setOf" : "backoffice.rates.correctOf", {
                  day: format.day(day),
                })}
              >
                {rate === null ? t("backoffice.rates.set") : t("backoffice.rates.correct")}
              </Button>
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
