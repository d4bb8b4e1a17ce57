import { Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconMusic, IconVideo, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMe } from "../../lib/session";

/**
 * The dashboard home. Until the account has an approved channel it shows the approval placeholder:
 * what to do to start earning (SPEC.md §2).
 */
export function DashboardHomePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const steps = [
    { icon: IconVideo, title: t("dashboard.stepChannel"), text: t("dashboard.stepChannelText") },
    { icon: IconMusic, title: t("dashboard.stepMusic"), text: t("dashboard.stepMusicText") },
    { icon: IconWallet, title: t("dashboard.stepEarn"), text: t("dashboard.stepEarnText") },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("dashboard.welcome", { name: me?.info.name ?? "" })}
        </Title>
        <Text c="dimmed">{t("dashboard.subtitle")}</Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} bg="var(--mantine-color-brand-0)">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t("dashboard.placeholderTitle")}
          </Title>
          <Text>{t("dashboard.placeholderText")}</Text>
          <List spacing={4} icon={<IconCircleCheck size={18} color="var(--mantine-color-brand-6)" />}>
            <List.Item>{t("dashboard.placeholderPoint1")}</List.Item>
            <List.Item>{t("dashboard.placeholderPoint2")}</List.Item>
            <List.Item>{t("dashboard.placeholderPoint3")}</List.Item>
          </List>
          <Group>
            <Button component={Link} to="/manage-channel?addChannel=true">
              {t("dashboard.addChannel")}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {steps.map((step, index) => (
          <Card key={step.title} withBorder radius="lg" padding="lg">
            <ThemeIcon variant="light" size={40} radius="md">
              <step.icon size={22} />
            </ThemeIcon>
            <Text fw={700} mt="sm">
              {index + 1}. {step.title}
            </Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
