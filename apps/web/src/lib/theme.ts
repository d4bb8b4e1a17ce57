import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

function parseHex(hex: string): [number, number, number] {
  const clean = hex.replace("#", "");
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join("") : clean.padEnd(6, "0");
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function mix(hex: string, target: number, weight: number): string {
  const channels = parseHex(hex).map((c) => Math.round(c + (target - c) * weight));
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** Ten shades around the site's primary colour (shade 6 is the colour itself). */
export function shadesOf(primary: string): MantineColorsTuple {
  const lighter = [0.92, 0.82, 0.68, 0.52, 0.34, 0.16].map((w) => mix(primary, 255, w));
  const darker = [0.14, 0.28, 0.4].map((w) => mix(primary, 0, w));
  return [...lighter, primary, ...darker] as unknown as MantineColorsTuple;
}

/**
 * Mantine's greys with shade 6, the dimmed text, darkened from #868e96 (3.3:1 on white) to 5.4:1,
 * so secondary text meets WCAG AA on white and on the lightest grey (docs/decisions/108).
 */
const GRAY: MantineColorsTuple = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  "#646b72",
  "#495057",
  "#343a40",
  "#212529",
];

/** The Mantine theme of a site, from its color_primary (docs/design.md §3). */
export function themeFor(colorPrimary: string | undefined) {
  return createTheme({
    primaryColor: "brand",
    primaryShade: 6,
    colors: { brand: shadesOf(colorPrimary ?? "#5b4cf0"), gray: GRAY },
    defaultRadius: "md",
    // Filled buttons and badges take black or white text, whichever reads at 4.5:1 on their colour:
    // white needs a background luminance of at most 0.183, black at least 0.175 (WCAG AA).
    autoContrast: true,
    luminanceThreshold: 0.18,
    // Latin fonts first (none has CJK glyphs), then the language's own CJK fonts (app/cjk-fonts.css).
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", var(--studio-cjk-fonts), sans-serif',
    headings: { fontWeight: "700" },
  });
}

function luminance(hex: string): number {
  const linear = parseHex(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text, with a little room for rounding in the browser. */
const READABLE = 4.6;

/**
 * The lightest shade of a colour that reads as text on white and on the colour's own lightest
 * tints (a light badge's background): its shade 8, darkened towards black in 5% steps as needed.
 */
export function readableShade(shades: readonly string[]): string {
  const base = shades[8] ?? shades[shades.length - 1] ?? "#000000";
  const backgrounds = ["#ffffff", shades[0] ?? "#ffffff", shades[1] ?? "#ffffff"];
  for (let weight = 0; weight < 1; weight += 0.05) {
    const shade = mix(base, 0, weight);
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= READABLE)) return shade;
  }
  return "#000000";
}

/**
 * Coloured text (`c="teal"`) and the text of light buttons and badges in a shade that meets WCAG AA
 * (4.5:1): Mantine's shade 6 gives 1.9-3.6:1 on white for teal, green, red, orange and yellow, and
 * its light variant's shade 9 on shade 1 falls short for green, teal, orange and yellow. Computed
 * for every colour of the theme, the site's own included (docs/decisions/108).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: Object.fromEntries(
    Object.entries(theme.colors).flatMap(([color, shades]) => {
      const readable = readableShade(shades);
      return [
        [`--mantine-color-${color}-text`, readable],
        [`--mantine-color-${color}-light-color`, readable],
      ];
    }),
  ),
  dark: {},
});
