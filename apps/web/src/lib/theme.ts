import { createTheme, type MantineColorsTuple } from "@mantine/core";

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

/** The Mantine theme of a site, from its color_primary (docs/design.md §3). */
export function themeFor(colorPrimary: string | undefined) {
  return createTheme({
    primaryColor: "brand",
    primaryShade: 6,
    colors: { brand: shadesOf(colorPrimary ?? "#5b4cf0") },
    defaultRadius: "md",
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", "Noto Sans SC", "Noto Sans TC", "PingFang SC", "Malgun Gothic", sans-serif',
    headings: { fontWeight: "700" },
  });
}
