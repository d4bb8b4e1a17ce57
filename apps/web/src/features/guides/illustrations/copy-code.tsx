import { ArtSvg } from "./art-svg";
import { ACCENT, BODY, INK, ON_ACCENT } from "./palette";

/** The verification code in its box, and the copy button being pressed. */
export function CopyCode({ title }: { title: string }) {
  return (
    <ArtSvg title={title} width={300} height={130}>
      <rect
        x="14"
        y="30"
        width="272"
        height="64"
        rx="12"
        fill={ACCENT}
        fillOpacity="0.08"
        stroke={ACCENT}
        strokeWidth="2.5"
      />
      <path d="M34 62h156" stroke={INK} strokeWidth="14" strokeDasharray="12 6" strokeLinecap="butt" />
      <rect x="222" y="42" width="48" height="40" rx="10" fill={ACCENT} />
      <rect x="244" y="50" width="14" height="18" rx="2" stroke={ON_ACCENT} strokeWidth="2" />
      <rect x="236" y="56" width="14" height="18" rx="2" fill={ACCENT} stroke={ON_ACCENT} strokeWidth="2" />
      <path d="M258 76v28l7-7 5 11 5-2-5-11h10z" fill={INK} stroke={BODY} strokeWidth="2" />
    </ArtSvg>
  );
}
