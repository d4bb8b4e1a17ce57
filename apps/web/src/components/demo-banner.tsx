import { Box, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSettings } from "../stores/settings";

/** Height of the strip, so a layout with a fixed header can make room for it. */
export const DEMO_BANNER_HEIGHT = 24;

/** Whether the server runs the demo (site meta), which shows the banner. */
export function useDemo(): boolean {
  return useSettings((s) => s.metaSite?.demo ?? false);
}

/**
 * A strip at the top of every layout saying this server runs the demo (demo data, captured mail,
 * sandbox platform); narrow screens show the word alone. Nothing when the server is not the demo.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  if (!useDemo()) return null;
  return (
    <Box
      role="status"
      aria-label={t("shell.demoBanner")}
      h={DEMO_BANNER_HEIGHT}
      fz="xs"
      fw={600}
      ta="center"
      bg="yellow.2"
      c="dark.7"
      style={{ lineHeight: `${DEMO_BANNER_HEIGHT}px`, whiteSpace: "nowrap", overflow: "hidden" }}
    >
      <Text span inherit visibleFrom="sm">
        {t("shell.demoBanner")}
      </Text>
      <Text span inherit hiddenFrom="sm">
        {t("shell.demoShort")}
      </Text>
    </Box>
  );
}
