import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const WIDTH = 600;
const HEIGHT = 120;
const PAD = 8;

/**
 * The month's stored rates as a line, the days without one marked in orange along the bottom: a
 * jump or a hole shows at a glance. Drawn as inline SVG (a few dozen points need no chart library).
 */
export function RateChart({ days }: { days: { day: string; rate: string | null }[] }) {
  const { t } = useTranslation();
  const known = days.flatMap((d, index) => (d.rate === null ? [] : [{ index, rate: Number(d.rate) }]));
  if (known.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center">
        {t("backoffice.rates.noneInMonth")}
      </Text>
    );
  }
  const rates = known.map((k) => k.rate);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  const span = high - low || 1;
  const x = (index: number) => PAD + (index / Math.max(days.length - 1, 1)) * (WIDTH - 2 * PAD);
  const y = (rate: number) => HEIGHT - PAD - 12 - ((rate - low) / span) * (HEIGHT - 2 * PAD - 12);
  const path = known
    .map((k, i) => `${i === 0 ? "M" : "L"}${x(k.index).toFixed(1)},${y(k.rate).toFixed(1)}`)
    .join(" ");
  const label = t("backoffice.rates.chart", { low: String(low), high: String(high), count: known.length });
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ display: "block" }}
    >
      <title>{label}</title>
      <path d={path} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2} />
      {known.map((k) => (
        <circle
          key={k.index}
          cx={x(k.index)}
          cy={y(k.rate)}
          r={2.5}
          fill="var(--mantine-primary-color-filled)"
        />
      ))}
      {days.map((d, index) =>
        d.rate === null ? (
          <rect
            key={d.day}
            x={x(index) - 3}
            y={HEIGHT - 8}
            width={6}
            height={6}
            rx={1}
            fill="var(--mantine-color-orange-6)"
          />
        ) : null,
      )}
    </svg>
  );
}
