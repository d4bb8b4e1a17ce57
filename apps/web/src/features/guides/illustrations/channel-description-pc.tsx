import { ArtSvg } from "./art-svg";
import { ACCENT, BODY, DIM, INK, LINE, ON_ACCENT } from "./palette";

const MENU = [96, 118, 140, 162, 184];
const ACTIVE = 162;

/** The channel's customisation page in a browser: the description, the pasted code line, publish. */
export function ChannelDescriptionPc({ title }: { title: string }) {
  return (
    <ArtSvg title={title} width={420} height={280}>
      <rect x="4" y="4" width="412" height="272" rx="10" fill={BODY} stroke={LINE} strokeWidth="2" />
      <path d="M4 30h412M100 30v246" stroke={LINE} strokeWidth="2" />
      <path d="M18 17h0M30 17h0M42 17h0" stroke={DIM} strokeWidth="8" />
      <rect x="62" y="10" width="200" height="14" rx="7" fill={LINE} />
      <circle cx="52" cy="60" r="16" fill={LINE} />
      {MENU.map((y) => {
        const color = y === ACTIVE ? ACCENT : DIM;
        return (
          <g key={y}>
            {y === ACTIVE && (
              <rect x="10" y={y - 9} width="84" height="18" rx="5" fill={ACCENT} fillOpacity="0.15" />
            )}
            <rect x="18" y={y - 5} width="10" height="10" rx="2" fill={color} />
            <rect x="36" y={y - 3} width="48" height="6" rx="3" fill={color} />
          </g>
        );
      })}
      <rect x="118" y="44" width="110" height="10" rx="5" fill={INK} />
      <rect x="344" y="40" width="60" height="22" rx="6" fill={ACCENT} />
      <path d="M356 51h36" stroke={ON_ACCENT} strokeWidth="5" />
      <path d="M118 90h286" stroke={LINE} />
      <path d="M118 78h36M230 78h32" stroke={DIM} strokeWidth="6" />
      <path d="M172 78h40M170 89h44" stroke={ACCENT} strokeWidth="4" />
      <path d="M118 107h40M118 159h60" stroke={DIM} strokeWidth="6" />
      <rect x="118" y="116" width="286" height="28" rx="6" stroke={LINE} strokeWidth="2" />
      <path d="M130 130h100" stroke={DIM} strokeWidth="6" />
      <rect x="118" y="168" width="286" height="98" rx="6" stroke={ACCENT} strokeWidth="2" />
      <path d="M130 182h240M130 196h200M130 238h230M130 252h150" stroke={DIM} strokeWidth="5" />
      <rect x="124" y="207" width="274" height="20" rx="4" fill={ACCENT} fillOpacity="0.18" />
      <path d="M130 217h170" stroke={ACCENT} strokeWidth="6" />
      <path d="M308 210v14" stroke={INK} strokeWidth="2" />
    </ArtSvg>
  );
}
