import { ArtSvg } from "./art-svg";
import { ACCENT, BODY, DIM, INK, LINE } from "./palette";

const BARS = [20, 38, 60, 88];

/** A calendar with a clock and "48h", beside a small rising bar chart. */
export function RevenueWait({ title }: { title: string }) {
  return (
    <ArtSvg title={title} width={300} height={180}>
      <rect x="16" y="26" width="120" height="132" rx="12" fill={BODY} stroke={LINE} strokeWidth="2" />
      <path d="M28 26h96a12 12 0 0 1 12 12v14H16V38a12 12 0 0 1 12-12z" fill={ACCENT} />
      <path d="M46 18v16M106 18v16" stroke={DIM} strokeWidth="4" />
      <circle cx="76" cy="90" r="22" stroke={DIM} strokeWidth="3" />
      <path d="M76 76v14l10 6" stroke={INK} strokeWidth="3" />
      <text x="76" y="144" fill={ACCENT} fontSize="18" fontWeight="700" textAnchor="middle">
        48h
      </text>
      <path d="M166 36v116h118" stroke={LINE} strokeWidth="2" />
      {BARS.map((h, n) => (
        <rect
          key={h}
          x={180 + n * 26}
          y={150 - h}
          width="18"
          height={h}
          rx="3"
          fill={n === BARS.length - 1 ? ACCENT : DIM}
        />
      ))}
      <path d="M189 118l26-18 26-22 26-28M257 50h10v10" stroke={ACCENT} strokeWidth="2.5" />
    </ArtSvg>
  );
}
