import { ACCENT, DIM, INK, LINE, ON_ACCENT } from "./palette";
import { type IllustrationProps, PhoneFrame } from "./phone-frame";

const OPTIONS = [210, 240, 270];

/** The upload form: the thumbnail, the title, a few settings and the big upload button. */
export function PublishShort({ title, device }: IllustrationProps) {
  return (
    <PhoneFrame title={title} notch={device}>
      <path d="M18 40l-6 6 6 6" stroke={INK} strokeWidth="2.5" />
      <rect x="50" y="40" width="60" height="100" rx="6" fill={LINE} />
      <path d="M74 80v20l16-10z" fill={DIM} />
      <rect x="10" y="154" width="140" height="36" rx="6" stroke={LINE} strokeWidth="2" />
      <rect x="18" y="164" width="96" height="6" rx="3" fill={DIM} />
      <rect x="18" y="176" width="60" height="5" rx="2.5" fill={LINE} />
      <path d="M122 162v12" stroke={ACCENT} strokeWidth="2" />
      {OPTIONS.map((y) => (
        <g key={y}>
          <circle cx="20" cy={y} r="6" stroke={DIM} strokeWidth="2" />
          <rect x="34" y={y - 3} width="70" height="6" rx="3" fill={DIM} />
          <path d={`M140 ${y - 5}l5 5-5 5`} stroke={DIM} strokeWidth="2" />
        </g>
      ))}
      <rect x="10" y="318" width="140" height="40" rx="20" fill={ACCENT} />
      <path d="M80 346v-16M73 336l7-7 7 7M72 350h16" stroke={ON_ACCENT} strokeWidth="2.5" />
    </PhoneFrame>
  );
}
