import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconChartLine, IconMusic, IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";

export function LandingPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const site = useSettings((s) => s.metaSite);
  const features = [
    { icon: IconMusic, title: t("landing.musicTitle"), text: t("landing.musicText") },
    { icon: IconShieldCheck, title: t("landing.channelTitle"), text: t("landing.channelText") },
    { icon: IconChartLine, title: t("landing.revenueTitle"), text: t("landing.revenueText") },
  ];
  return (
    <Container size="lg" py={{ base: 40, sm: 80 }}>
      <Stack align="center" ta="center" gap="lg">
        <Badge size="lg" variant="light">
          {site?.name ?? "Studio"}
        </Badge>
        <Title order={1} fz={{ base: 34, sm: 52 }} maw={760} lh={1.15}>
          {t("landing.headline")}
        </Title>
        <Text size="lg" c="dimmed" maw={620}>
          {t("landing.subline")}
        </Text>
        <Group>
          {me ? (
            <Button component={Link} to="/dashboard" size="lg">
              {t("nav.dashboard")}
            </Button>
          ) : (
            <>
              <Button component={Link} to="/join" size="lg">
                {t("auth.join.submit")}
              </Button>
              <Button component={Link} to="/login" size="lg" variant="default">
                {t("auth.login.submit")}
              </Button>
            </>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt={60}>
        {features.map((f) => (
          <Card key={f.title} withBorder radius="lg" padding="xl">
            <ThemeIcon size={44} radius="md" variant="light">
              <f.icon size={24} />
            </ThemeIcon>
            <Text fw={700} mt="md">
              {f.title}
            </Text>
            <Text size="sm" c="dimmed">
              {f.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
