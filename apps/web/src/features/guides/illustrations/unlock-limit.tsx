import { ACCENT, DIM, INK, LINE, ON_ACCENT } from "./palette";
import { type IllustrationProps, PhoneFrame } from "./phone-frame";

/** The 15:00 limit: a timer, a slider running past it, and an unlocked padlock. */
export function UnlockLimit({ title, device }: IllustrationProps) {
  return (
    <PhoneFrame title={title} notch={device}>
      <path d="M72 50h16M80 50v8M106 70l5-5" stroke={DIM} strokeWidth="4" />
      <circle cx="80" cy="96" r="36" stroke={DIM} strokeWidth="4" />
      <text x="80" y="102" fill={INK} fontSize="16" fontWeight="700" textAnchor="middle">
        15:00
      </text>
      <path d="M14 178h132" stroke={LINE} strokeWidth="6" />
      <path d="M14 178h50" stroke={DIM} strokeWidth="6" />
      <path d="M64 166v24" stroke={DIM} strokeWidth="3" />
      <path d="M70 178h70M132 170l8 8-8 8" stroke={ACCENT} strokeWidth="4" />
      <path d="M66 250v-18a14 14 0 0 1 28 0v4" stroke={ACCENT} strokeWidth="6" />
      <rect x="54" y="250" width="52" height="44" rx="8" fill={ACCENT} />
      <circle cx="80" cy="268" r="5" fill={ON_ACCENT} />
      <path d="M80 270v10" stroke={ON_ACCENT} strokeWidth="4" />
      <rect x="10" y="330" width="140" height="28" rx="14" fill={ACCENT} />
      <path d="M72 344l5 5 10-10" stroke={ON_ACCENT} strokeWidth="2.5" />
    </PhoneFrame>
  );
}
