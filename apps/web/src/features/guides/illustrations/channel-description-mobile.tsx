import { ACCENT, DIM, INK, LINE } from "./palette";
import { type IllustrationProps, PhoneFrame } from "./phone-frame";

/** The app's edit-channel screen: the description field, the pasted code line highlighted. */
export function ChannelDescriptionMobile({ title, device }: IllustrationProps) {
  return (
    <PhoneFrame title={title} notch={device}>
      <path d="M12 40l10 10M22 40l-10 10" stroke={INK} strokeWidth="2.5" />
      <rect x="32" y="42" width="56" height="7" rx="3.5" fill={DIM} />
      <path d="M132 45l5 5 9-9" stroke={ACCENT} strokeWidth="2.5" />
      <circle cx="80" cy="90" r="24" fill={LINE} />
      <circle cx="98" cy="108" r="7" fill={DIM} />
      <rect x="10" y="130" width="30" height="5" rx="2.5" fill={DIM} />
      <rect x="10" y="140" width="140" height="28" rx="6" stroke={LINE} strokeWidth="2" />
      <rect x="18" y="151" width="70" height="6" rx="3" fill={DIM} />
      <rect x="10" y="184" width="44" height="5" rx="2.5" fill={DIM} />
      <rect x="10" y="194" width="140" height="118" rx="6" stroke={ACCENT} strokeWidth="2" />
      <path d="M20 208h112M20 222h92M20 264h104M20 278h68" stroke={DIM} strokeWidth="5" />
      <rect x="16" y="234" width="128" height="18" rx="4" fill={ACCENT} fillOpacity="0.18" />
      <path d="M22 243h88" stroke={ACCENT} strokeWidth="6" />
      <path d="M117 237v12" stroke={INK} strokeWidth="2" />
    </PhoneFrame>
  );
}
