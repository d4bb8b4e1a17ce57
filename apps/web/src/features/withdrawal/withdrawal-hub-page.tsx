import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconReportMoney, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** `/withdrawal`: the way to the withdrawal screens open so far (payment info, the earnings report). */
export function WithdrawalHubPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t("withdrawal.title")}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconWallet size={24} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={600}>{t("withdrawal.info.title")}</Text>
            <Text size="sm" c="dimmed">
              {t("withdrawal.hubInfo")}
            </Text>
            <Button component={Link} to="/withdrawal/info" variant="light" w="fit-content">
              {t("withdrawal.openInfo")}
            </Button>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={44} radius="xl">
            <IconReportMoney size={24} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={600}>{t("withdrawal.report.title")}</Text>
            <Text size="sm" c="dimmed">
              {t("withdrawal.hubReport")}
            </Text>
            <Button component={Link} to="/withdrawal/report" variant="light" w="fit-content">
              {t("withdrawal.openReport")}
            </Button>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
