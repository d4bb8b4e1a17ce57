import { Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "../../lib/locale-path";
import { useMe } from "../../lib/session";
import { useSettings } from "../../stores/settings";
import { ChatCard, Faq, HowItWorks, InsightCard, LandingFooter, Reviews } from "./landing-sections";
import { MoodSlider } from "./mood-slider";

/**
 * The public landing page (docs/spec.md §2): the way in, how it works, the catalogue to hear, a
 * sample of the dashboard, reviews, questions and the network's chat.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const site = useSettings((s) => s.metaSite);
  const to = useLocalePath();
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
              <Button component={Link} to={to("/join")} size="lg">
                {t("auth.join.submit")}
              </Button>
              <Button component={Link} to={to("/login")} size="lg" variant="default">
                {t("auth.login.submit")}
              </Button>
            </>
          )}
        </Group>
      </Stack>
      <Stack gap={72} mt={72}>
        <HowItWorks />
        <MoodSlider />
        <InsightCard />
        <Reviews />
        <Faq />
        <ChatCard />
      </Stack>
      <LandingFooter />
    </Container>
  );
}
