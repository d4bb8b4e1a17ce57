import { ACCENT, BODY, DIM, LINE, ON_ACCENT } from "./palette";
import { type IllustrationProps, PhoneFrame } from "./phone-frame";

/** Two volume sliders: the original sound, and the music lowered to 15%. */
export function MusicVolume({ title, device }: IllustrationProps) {
  return (
    <PhoneFrame title={title} notch={device}>
      <rect x="10" y="40" width="140" height="140" rx="8" fill={LINE} />
      <path d="M72 96v28l24-14z" fill={DIM} />
      <path d="M12 222h5l6-5v18l-6-5h-5z" fill={DIM} />
      <path d="M27 222a6 6 0 0 1 0 8" stroke={DIM} strokeWidth="2" />
      <path d="M40 226h106" stroke={DIM} strokeWidth="6" />
      <circle cx="146" cy="226" r="7" fill={BODY} stroke={DIM} strokeWidth="3" />
      <path d="M18 298v-16l10-3v16" stroke={ACCENT} strokeWidth="2" />
      <circle cx="15" cy="298" r="3" fill={ACCENT} />
      <circle cx="25" cy="295" r="3" fill={ACCENT} />
      <path d="M40 290h106" stroke={LINE} strokeWidth="6" />
      <path d="M40 290h16" stroke={ACCENT} strokeWidth="6" />
      <path d="M56 302v5" stroke={ACCENT} strokeWidth="2" />
      <circle cx="56" cy="290" r="8" fill={ACCENT} stroke={BODY} strokeWidth="2" />
      <rect x="38" y="254" width="36" height="20" rx="5" fill={ACCENT} />
      <path d="M52 274l4 5 4-5z" fill={ACCENT} />
      <text x="56" y="268" fill={ON_ACCENT} fontSize="11" fontWeight="700" textAnchor="middle">
        15%
      </text>
      <rect x="10" y="330" width="140" height="28" rx="14" fill={ACCENT} />
      <path d="M72 344l5 5 10-10" stroke={ON_ACCENT} strokeWidth="2.5" />
    </PhoneFrame>
  );
}
