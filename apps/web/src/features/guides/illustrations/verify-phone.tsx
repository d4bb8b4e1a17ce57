import { ACCENT, DIM, INK, LINE, ON_ACCENT } from "./palette";
import { type IllustrationProps, PhoneFrame } from "./phone-frame";

const BOXES = [10, 34, 58, 82, 106, 130];

/** Verification by phone: a shield, the phone number, and the six-digit code typed in. */
export function VerifyPhone({ title, device }: IllustrationProps) {
  return (
    <PhoneFrame title={title} notch={device}>
      <path d="M80 54l30 12v24c0 22-14 36-30 42-16-6-30-20-30-42V66z" fill={ACCENT} />
      <path d="M66 94l10 10 20-20" stroke={ON_ACCENT} strokeWidth="4" />
      <rect x="10" y="160" width="140" height="30" rx="6" stroke={LINE} strokeWidth="2" />
      <rect x="18" y="169" width="18" height="12" rx="2" fill={LINE} />
      <rect x="44" y="172" width="70" height="6" rx="3" fill={DIM} />
      {BOXES.map((x) => (
        <g key={x}>
          <rect
            x={x}
            y="212"
            width="20"
            height="28"
            rx="5"
            stroke={x === 130 ? ACCENT : LINE}
            strokeWidth="2"
          />
          <circle cx={x + 10} cy="226" r="4" fill={INK} />
        </g>
      ))}
      <rect x="10" y="330" width="140" height="28" rx="14" fill={ACCENT} />
      <path d="M72 344l5 5 10-10" stroke={ON_ACCENT} strokeWidth="2.5" />
    </PhoneFrame>
  );
}
