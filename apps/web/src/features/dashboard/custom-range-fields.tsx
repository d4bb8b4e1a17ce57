import { Group } from "@mantine/core";
import type { DateRange } from "@studio/contract";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../stores/settings";
import { customRange } from "./dashboard-filters";
import { DayField, isoOfTyped, typedOfIso } from "./day-field";

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
  const language = useSettings((s) => s.language);
  const shown = (from: string, to: string): TypedRange => ({
    from: typedOfIso(from, language),
    to: typedOfIso(to, language),
  });
  const [typed, setTyped] = useState<TypedRange>(() => shown(range.start, range.end));
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
    const from = isoOfTyped(next.from);
    const to = isoOfTyped(next.to);
    if (from && to) onRange({ from, to });
  };
  const settle = () => {
    // A field left without a whole date shows the range the page still shows.
    const typedFrom = isoOfTyped(latest.current.from) ?? "";
    const typedTo = isoOfTyped(latest.current.to) ?? "";
    const answered = customRange(typedFrom, typedTo, maxDate) ?? range;
    keep(shown(answered.start, answered.end));
  };
  return (
    <Group gap="sm" align="flex-end">
      <DayField
        label={t("revenue.filters.from")}
        text={typed.from}
        max={maxDate}
        language={language}
        onText={(value) => change("from", value)}
        onBlur={settle}
      />
      <DayField
        label={t("revenue.filters.to")}
        text={typed.to}
        max={maxDate}
        language={language}
        onText={(value) => change("to", value)}
        onBlur={settle}
      />
    </Group>
  );
}
