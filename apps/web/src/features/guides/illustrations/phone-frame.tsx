import type { ReactNode } from "react";
import { ArtSvg } from "./art-svg";
import { BODY, DIM, INK, LINE } from "./palette";

export type PhoneDevice = "android" | "iphone";

/** The props of every illustration; the phone ones draw the guide's device. */
export interface IllustrationProps {
  title: string;
  device?: PhoneDevice;
}

/**
 * A generic phone (viewBox 0 0 200 400) whose screen holds the children, drawn in the screen's own
 * coordinates: 160 wide, 376 high, the top 30 left to the status bar and the camera.
 * Android: a punch-hole camera; iPhone: a pill-shaped island and rounder corners.
 */
export function PhoneFrame({
  title,
  children,
  notch = "android",
}: {
  title: string;
  children: ReactNode;
  notch?: PhoneDevice;
}) {
  const iphone = notch === "iphone";
  return (
    <ArtSvg title={title} width={200} height={400} maxWidth={180}>
      <rect
        x="12"
        y="4"
        width="176"
        height="392"
        rx={iphone ? 34 : 22}
        fill={LINE}
        stroke={DIM}
        strokeWidth="2"
      />
      <rect x="20" y="12" width="160" height="376" rx={iphone ? 26 : 14} fill={BODY} />
      <g transform="translate(20 12)">{children}</g>
      {iphone ? (
        <rect x="78" y="20" width="44" height="14" rx="7" fill={INK} />
      ) : (
        <circle cx="100" cy="26" r="5" fill={INK} />
      )}
    </ArtSvg>
  );
}
