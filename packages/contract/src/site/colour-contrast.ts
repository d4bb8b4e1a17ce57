/**
 * WCAG 2.2 contrast of a site's colours (docs/decisions/125): the back-office's colour form shows
 * these figures live and the server refuses colours below them, with the same code on both sides.
 */

/** A colour as the site settings store it: `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** AA for normal text (1.4.3) and for user-interface components against what is next to them (1.4.11). */
export const WCAG_AA = { text: 4.5, component: 3 } as const;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance (WCAG 2.2, "relative luminance"). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export interface ColourCheck {
  /** The filled button's label (black or white, whichever reads better) on the colour. */
  label: "#ffffff" | "#000000";
  labelRatio: number;
  /** The colour against the white page: buttons, links' underlines, focus rings, chart lines. */
  pageRatio: number;
  passes: boolean;
}

/** Whether a brand colour works as the site's primary colour at WCAG AA. */
export function checkSiteColour(hex: string): ColourCheck {
  const onWhite = contrastRatio(hex, "#ffffff");
  const onBlack = contrastRatio(hex, "#000000");
  const label = onWhite >= onBlack ? "#ffffff" : "#000000";
  const labelRatio = Math.max(onWhite, onBlack);
  return {
    label,
    labelRatio,
    pageRatio: onWhite,
    passes: labelRatio >= WCAG_AA.text && onWhite >= WCAG_AA.component,
  };
}

/** The page's body text, as the theme draws it on light backgrounds. */
export const BODY_TEXT = "#000000";

/** Whether the site's light tint (`color_primary_dim`) keeps body text readable on it (AA). */
export function checkTintColour(hex: string): { ratio: number; passes: boolean } {
  const ratio = contrastRatio(hex, BODY_TEXT);
  return { ratio, passes: ratio >= WCAG_AA.text };
}
