import { NativeSelect, SegmentedControl, Stack, Text } from "@mantine/core";
import { type DateRange, PERIODS, type Period } from "@studio/contract";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";
import { CustomRangeFields } from "./custom-range-fields";
import { periodLabelKey } from "./label-keys";

/**
 * The period: a segmented control on wide screens, a select on phones; "Custom" adds two date
 * fields (from, to) limited to the days that have data.
 */
export function PeriodControl({
  period,
  range,
  maxDate,
  onPeriod,
  onRange,
}: {
  period: Period;
  /** The range shown now (the custom fields start from it). */
  range: DateRange;
  maxDate: string;
  onPeriod: (period: Period, range: DateRange) => void;
  /** Both days of the custom range, each a whole date, as typed. */
  onRange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const mobile = useSettings((s) => s.screenClass === "mobile");
  const data = PERIODS.map((value) => ({ value, label: t(periodLabelKey(value)) }));
  const choose = (value: string) => {
    const next = PERIODS.find((p) => p === value);
    if (next) onPeriod(next, range);
  };
  return (
    <Stack gap={6}>
      {mobile ? (
        <NativeSelect
          label={t("revenue.filters.period")}
          data={data}
          value={period}
          onChange={(e) => choose(e.currentTarget.value)}
        />
      ) : (
        <div>
          <Text size="sm" fw={500} mb={4} id="period-control-label">
            {t("revenue.filters.period")}
          </Text>
          <SegmentedControl
            aria-labelledby="period-control-label"
            data={data}
            value={period}
            onChange={choose}
          />
        </div>
      )}
      {period === "custom" && <CustomRangeFields range={range} maxDate={maxDate} onRange={onRange} />}
    </Stack>
  );
}
