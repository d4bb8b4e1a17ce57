import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrastRatio, cssVariablesResolver, readableShade, shadesOf, themeFor } from "./theme";

describe("readable colours", () => {
  it("gives every colour of the theme, and any site colour, text that meets 4.5:1 on white and on its light tint", () => {
    const palettes = [...Object.values(DEFAULT_THEME.colors), shadesOf("#fab005"), shadesOf("#5b4cf0")];
    for (const shades of palettes) {
      const text = readableShade(shades);
      expect(contrastRatio(text, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, shades[1] ?? "")).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps a colour that already reads as it is", () => {
    expect(readableShade(DEFAULT_THEME.colors.violet)).toBe(DEFAULT_THEME.colors.violet[8]);
  });

  it("sets the text and light-variant colours of the site's theme, dimmed text included", () => {
    const theme = { ...DEFAULT_THEME, ...themeFor("#5b4cf0") } as typeof DEFAULT_THEME;
    const { light } = cssVariablesResolver({
      ...theme,
      colors: { ...DEFAULT_THEME.colors, ...theme.colors },
    });
    expect(light["--mantine-color-green-text"]).toBe(readableShade(DEFAULT_THEME.colors.green));
    expect(light["--mantine-color-brand-light-color"]).toBeDefined();
    const dimmed = themeFor(undefined).colors?.gray?.[6] ?? "";
    expect(contrastRatio(dimmed, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dimmed, "#f8f9fa")).toBeGreaterThanOrEqual(4.5);
  });
});
