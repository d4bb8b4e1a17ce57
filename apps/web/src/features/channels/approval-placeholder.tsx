import { Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconMusic, IconVideo, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * What an account without an approved channel sees instead of studio screens (docs/spec.md §2): how to
 * get a channel approved, or, when channels are already on their way, where to follow them.
 */
export function ApprovalPlaceholder({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  const steps = [
    { icon: IconVideo, title: t("dashboard.stepChannel"), text: t("dashboard.stepChannelText") },
    { icon: IconMusic, title: t("dashboard.stepMusic"), text: t("dashboard.stepMusicText") },
    { icon: IconWallet, title: t("dashboard.stepEarn"), text: t("dashboard.stepEarnText") },
  ];
  return (
    <Stack gap="lg">
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
          {waiting && (
            <Text fw={600} role="status">
              {t("dashboard.placeholderWaiting")}
            </Text>
          )}
          <Group>
            {waiting ? (
              <Button component={Link} to="/manage-channel">
                {t("dashboard.seeChannels")}
              </Button>
            ) : (
              <Button component={Link} to="/manage-channel?addChannel=true">
                {t("channels.add")}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {steps.map((step, index) => (
          <Card key={step.title} withBorder radius="lg" padding="lg">
            <ThemeIcon variant="light" size={40} radius="md">
              <step.icon size={22} aria-hidden />
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
