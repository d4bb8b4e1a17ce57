import { Group, TextInput } from "@mantine/core";
import type { DateRange } from "@studio/contract";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { customRange, isIsoDay } from "./dashboard-filters";

/** The two days as the fields hold them: "" while a field is being retyped. */
interface TypedRange {
  from: string;
  to: string;
}

/**
 * From and To of the custom range. The fields keep what the person types and report both days
 * from it: the page's range follows a render later (the address changes first), and fields filled
 * from that older range would put back a day the person has just replaced. Only on leaving a field
 * do they take the range the page answers (ends swapped, cut to the days with data), so a year
 * typed digit by digit is never rewritten under the cursor.
 */
export function CustomRangeFields({
  range,
  maxDate,
  onRange,
}: {
  range: DateRange;
  maxDate: string;
  onRange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<TypedRange>({ from: range.start, to: range.end });
  // The latest days typed, for a second change that comes before the first one re-renders.
  const latest = useRef(typed);
  useLayoutEffect(() => {
    latest.current = typed;
  }, [typed]);
  const keep = (next: TypedRange) => {
    latest.current = next;
    setTyped(next);
  };
  const change = (end: keyof TypedRange, value: string) => {
    const next = { ...latest.current, [end]: value };
    keep(next);
    if (isIsoDay(next.from) && isIsoDay(next.to)) onRange(next);
  };
  const settle = () => {
    // A field left without a whole date shows the range the page still shows.
    const answered = customRange(latest.current.from, latest.current.to, maxDate) ?? range;
    keep({ from: answered.start, to: answered.end });
  };
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        type="date"
        label={t("revenue.filters.from")}
        value={typed.from}
        max={maxDate}
        onChange={(e) => change("from", e.currentTarget.value)}
        onBlur={settle}
      />
      <TextInput
        type="date"
        label={t("revenue.filters.to")}
        value={typed.to}
        max={maxDate}
        onChange={(e) => change("to", e.currentTarget.value)}
        onBlur={settle}
      />
    </Group>
  );
}
