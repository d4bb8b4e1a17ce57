import { ACCENT, BODY, DIM, LINE, ON_ACCENT } from "./palette";
import { type IllustrationProps, PhoneFrame } from "./phone-frame";

/** The editor's timeline (0 to 60 s): the cut at 00:35, past the shaded stretch before 00:32. */
export function VideoLength({ title, device }: IllustrationProps) {
  return (
    <PhoneFrame title={title} notch={device}>
      <rect x="10" y="40" width="140" height="166" rx="8" fill={LINE} />
      <path d="M72 108v28l24-14z" fill={DIM} />
      <rect x="8" y="252" width="144" height="30" rx="4" fill={LINE} />
      <path d="M32 252v30M56 252v30M80 252v30M104 252v30M128 252v30" stroke={BODY} strokeWidth="1.5" />
      <path d="M12 252h73v30H12a4 4 0 0 1-4-4v-22a4 4 0 0 1 4-4z" fill={DIM} fillOpacity="0.45" />
      <path d="M85 284v6" stroke={DIM} strokeWidth="2" />
      <text x="85" y="304" fill={DIM} fontSize="11" fontWeight="700" textAnchor="middle">
        00:32
      </text>
      <path d="M92 244v46" stroke={ACCENT} strokeWidth="3" />
      <circle cx="92" cy="244" r="5" fill={ACCENT} />
      <rect x="71" y="218" width="42" height="18" rx="5" fill={ACCENT} />
      <text x="92" y="231" fill={ON_ACCENT} fontSize="11" fontWeight="700" textAnchor="middle">
        00:35
      </text>
      <rect x="10" y="330" width="140" height="28" rx="14" fill={ACCENT} />
      <path d="M76 338l6 6-6 6" stroke={ON_ACCENT} strokeWidth="2.5" />
    </PhoneFrame>
  );
}
