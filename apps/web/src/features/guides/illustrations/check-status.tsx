import { ArtSvg } from "./art-svg";
import { ACCENT, BODY, DIM, LINE, ON_ACCENT } from "./palette";

/** The channel's row: its avatar, name and handle, and the accent check badge. */
export function CheckStatus({ title }: { title: string }) {
  return (
    <ArtSvg title={title} width={300} height={120}>
      <rect x="10" y="20" width="280" height="80" rx="14" fill={BODY} stroke={LINE} strokeWidth="2" />
      <circle cx="56" cy="60" r="24" fill={LINE} />
      <circle cx="56" cy="54" r="9" fill={DIM} />
      <path d="M40 77a18 18 0 0 1 32 0" fill={DIM} />
      <circle cx="74" cy="78" r="9" fill={ACCENT} stroke={BODY} strokeWidth="3" />
      <path d="M70 78l3 3 5-5" stroke={ON_ACCENT} strokeWidth="2" />
      <path d="M96 50h100M96 70h64" stroke={DIM} strokeWidth="8" />
      <circle cx="254" cy="60" r="18" fill={ACCENT} />
      <path d="M245 60l6 6 12-12" stroke={ON_ACCENT} strokeWidth="3.5" />
    </ArtSvg>
  );
}
