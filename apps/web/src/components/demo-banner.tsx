import { Box, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSettings } from "../stores/settings";

/** Says on every page that this server runs the demo (demo data, captured mail, sandbox platform). */
export function DemoBanner() {
  const { t } = useTranslation();
  const demo = useSettings((s) => s.metaSite?.demo ?? false);
  if (!demo) return null;
  return (
    <Box
      role="status"
      aria-label={t("shell.demoBanner")}
      fz="xs"
      fw={600}
      px="sm"
      py={2}
      style={{
        position: "fixed",
        top: 4,
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: 3000,
        borderRadius: 999,
        background: "var(--mantine-color-yellow-2)",
        color: "var(--mantine-color-dark-7)",
        // A notice, never in the way of the header's buttons.
        pointerEvents: "none",
        whiteSpace: "nowrap",
      }}
    >
      {/* Narrow screens keep the header's centre free: the word alone. */}
      <Text span inherit visibleFrom="sm">
        {t("shell.demoBanner")}
      </Text>
      <Text span inherit hiddenFrom="sm">
        {t("shell.demoShort")}
      </Text>
    </Box>
  );
}
