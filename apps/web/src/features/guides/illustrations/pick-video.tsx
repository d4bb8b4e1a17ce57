import { ACCENT, DIM, INK, LINE, ON_ACCENT } from "./palette";
import { type IllustrationProps, PhoneFrame } from "./phone-frame";

const TILES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const PICKED = 4;

/** The phone's gallery, one video picked, and the create button. */
export function PickVideo({ title, device }: IllustrationProps) {
  return (
    <PhoneFrame title={title} notch={device}>
      <path d="M18 40l-6 6 6 6" stroke={INK} strokeWidth="2.5" />
      <rect x="30" y="42" width="50" height="8" rx="4" fill={DIM} />
      {TILES.map((n) => (
        <rect
          key={n}
          x={6 + (n % 3) * 51}
          y={66 + Math.floor(n / 3) * 66}
          width="47"
          height="62"
          rx="4"
          fill={LINE}
          stroke={n === PICKED ? ACCENT : "none"}
          strokeWidth="3"
        />
      ))}
      <path d="M76 157v12l10-6z" fill={DIM} />
      <circle cx="95" cy="141" r="8" fill={ACCENT} />
      <path d="M91 141l3 3 5-5" stroke={ON_ACCENT} strokeWidth="2" />
      <circle cx="20" cy="347" r="6" stroke={DIM} strokeWidth="2" />
      <circle cx="48" cy="347" r="6" stroke={DIM} strokeWidth="2" />
      <circle cx="112" cy="347" r="6" stroke={DIM} strokeWidth="2" />
      <circle cx="140" cy="347" r="6" stroke={DIM} strokeWidth="2" />
      <rect x="62" y="334" width="36" height="26" rx="9" fill={ACCENT} />
      <path d="M80 340v14M73 347h14" stroke={ON_ACCENT} strokeWidth="2.5" />
    </PhoneFrame>
  );
}
