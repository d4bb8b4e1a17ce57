import { Badge, Box, Group, Paper, Stack, Text } from "@mantine/core";
import { checkSiteColour, checkTintColour, HEX_COLOUR, WCAG_AA } from "@studio/contract";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The chosen colours as the site would use them (a button, a link, a tinted panel) and their
 * contrast against WCAG AA, checked as the server checks them on save (docs/decisions/125).
 */
export function ColourPreview({ primary, tint, name }: { primary: string; tint: string; name: string }) {
  const { t } = useTranslation();
  if (!HEX_COLOUR.test(primary) || !HEX_COLOUR.test(tint)) {
    return (
      <Text size="sm" c="dimmed">
        {t("backoffice.site.previewNeedsColours")}
      </Text>
    );
  }
  const button = checkSiteColour(primary);
  const panel = checkTintColour(tint);
  return (
    <Stack gap="sm" aria-live="polite">
      <Paper withBorder radius="md" p="md" aria-label={t("backoffice.site.preview")} role="group">
        <Group justify="space-between" wrap="wrap">
          <Text fw={800}>{name}</Text>
          <Box
            component="span"
            px="md"
            py={6}
            style={{ background: primary, color: button.label, borderRadius: 8, fontWeight: 600 }}
          >
            {t("backoffice.site.sampleButton")}
          </Box>
        </Group>
        <Box mt="sm" p="sm" style={{ background: tint, borderRadius: 8, color: "#000" }}>
          <Text size="sm">{t("backoffice.site.sampleText")}</Text>
        </Box>
      </Paper>
      <Check
        passes={button.labelRatio >= WCAG_AA.text}
        text={t("backoffice.site.labelContrast", { ratio: button.labelRatio.toFixed(2), need: WCAG_AA.text })}
      />
      <Check
        passes={button.pageRatio >= WCAG_AA.component}
        text={t("backoffice.site.pageContrast", {
          ratio: button.pageRatio.toFixed(2),
          need: WCAG_AA.component,
        })}
      />
      <Check
        passes={panel.passes}
        text={t("backoffice.site.tintContrast", { ratio: panel.ratio.toFixed(2), need: WCAG_AA.text })}
      />
    </Stack>
  );
}

function Check({ passes, text }: { passes: boolean; text: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        color={passes ? "green" : "red"}
        variant="light"
        leftSection={passes ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
      >
        {passes ? t("backoffice.site.passes") : t("backoffice.site.fails")}
      </Badge>
      <Text size="sm">{text}</Text>
    </Group>
  );
}
