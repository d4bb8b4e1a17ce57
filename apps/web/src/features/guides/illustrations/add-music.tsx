import { ACCENT, DIM, LINE, ON_ACCENT } from "./palette";
import { type IllustrationProps, PhoneFrame } from "./phone-frame";

const ROWS = [78, 132, 186, 240, 294];
const PICKED = 132;

/** The music list: a search bar, and one of the network's tracks picked. */
export function AddMusic({ title, device }: IllustrationProps) {
  return (
    <PhoneFrame title={title} notch={device}>
      <rect x="10" y="38" width="140" height="26" rx="13" fill={LINE} />
      <circle cx="25" cy="50" r="5" stroke={DIM} strokeWidth="2" />
      <path d="M29 54l4 4" stroke={DIM} strokeWidth="2" />
      <rect x="40" y="48" width="50" height="6" rx="3" fill={DIM} />
      {ROWS.map((y) => {
        const picked = y === PICKED;
        return (
          <g key={y} transform={`translate(0 ${y})`}>
            {picked && (
              <rect x="4" width="152" height="46" rx="8" fill={ACCENT} fillOpacity="0.12" stroke={ACCENT} />
            )}
            <rect x="10" y="5" width="36" height="36" rx="6" fill={picked ? ACCENT : LINE} />
            <path d="M25 29V15l10-3v14" stroke={picked ? ON_ACCENT : DIM} strokeWidth="2" />
            <circle cx="22" cy="29" r="3" fill={picked ? ON_ACCENT : DIM} />
            <circle cx="32" cy="26" r="3" fill={picked ? ON_ACCENT : DIM} />
            <rect x="54" y="13" width="60" height="7" rx="3.5" fill={DIM} />
            <rect x="54" y="27" width="38" height="5" rx="2.5" fill={LINE} />
            {picked ? (
              <>
                <rect x="120" y="13" width="30" height="20" rx="10" fill={ACCENT} />
                <path d="M129 23l4 4 7-7" stroke={ON_ACCENT} strokeWidth="2" />
              </>
            ) : (
              <path d="M136 17v12l9-6z" fill={DIM} />
            )}
          </g>
        );
      })}
    </PhoneFrame>
  );
}
