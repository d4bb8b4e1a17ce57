import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Sections whose screens are not open yet say so plainly instead of showing a broken page. */
export function SectionPreparingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon variant="light" size={56} radius="xl">
          <IconHourglass size={28} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t(titleKey)}
        </Title>
        <Text c="dimmed" maw={420}>
          {t("shell.preparing")}
        </Text>
        <Button component={Link} to="/dashboard" variant="light">
          {t("nav.dashboard")}
        </Button>
      </Stack>
    </Paper>
  );
}
