import { Group, NativeSelect, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PeriodControl } from "./period-control";
import { useRevenueFormat } from "./revenue-format";
import type { DashboardScope } from "./use-dashboard-scope";

/** Member (managers only) and period, with the days they select. */
export function DashboardFilterBar({ dashboard }: { dashboard: DashboardScope }) {
  const { t } = useTranslation();
  const format = useRevenueFormat();
  const { scope, maxDate, members, member, filters, update, meta } = dashboard;
  if (!scope || !maxDate) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t("revenue.filters.label")}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {members.length > 0 && (
          <NativeSelect
            label={t("revenue.filters.member")}
            miw={180}
            value={member === null ? "" : String(member)}
            onChange={(e) => update({ member: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            data={[
              { value: "", label: t("revenue.filters.allMembers") },
              ...members.map((m) => ({ value: String(m.id), label: m.name })),
              // A linked member beyond the first page of a large team stays chosen.
              ...(member !== null && !members.some((m) => m.id === member)
                ? [{ value: String(member), label: `#${member}` }]
                : []),
            ]}
          />
        )}
        <PeriodControl
          period={filters.period}
          range={scope.range}
          maxDate={maxDate}
          onPeriod={(period, range) =>
            update(period === "custom" ? { period, from: range.start, to: range.end } : { period })
          }
          onRange={({ from, to }) => update({ from, to })}
        />
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {t("revenue.filters.showing", {
          range: format.range(scope.range),
          maxDate: format.date(maxDate),
          timeZone: meta.data?.time_zone ?? "",
        })}
      </Text>
    </Paper>
  );
}
